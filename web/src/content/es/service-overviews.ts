import type { ServiceSlug } from '../../config/routes';

/**
 * Each service's main description: the opening of its page and its entry on What we do. Apart
 * from the rest of the copy, so that What we do does not load four whole service pages.
 */
export const SERVICE_OVERVIEWS: Readonly<Record<ServiceSlug, string>> = {
  'application-api-security':
    'Hoy, la mayoría de los incidentes de seguridad empiezan en la capa de aplicación: un endpoint olvidado, un control de autorización defectuoso, una dependencia que nadie vigila. Protegemos el software que usted desarrolla y las API que expone, desde la primera revisión de diseño hasta la versión que pasa a producción esta misma noche.',
  'infrastructure-security':
    'Sus cuentas en la nube, sus redes y sus sistemas de identidad son los cimientos sobre los que se apoya todo lo demás. Revisamos cómo están construidos, cerramos las vías que seguiría un atacante y le ayudamos a vigilarlos para que el próximo cambio no vuelva a abrir lo que ya se corrigió.',
  'physical-security':
    'De poco sirven los controles digitales si cualquiera puede entrar en la sala de servidores. Evaluamos y diseñamos la protección física de oficinas, centros de datos, sucursales y recintos, para que las personas y los activos estén seguros y quede constancia de quién abre cada puerta.',
  'integrated-operations':
    'Los atacantes no respetan la frontera entre el departamento de sistemas y el de servicios generales. Con las operaciones integradas, la seguridad digital y la física quedan en manos de un solo equipo, con un único registro de riesgos y un único proceso de gestión de incidentes, para que nada quede en tierra de nadie.',
};
