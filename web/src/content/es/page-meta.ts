import type { PageMetaCopy } from '../types';

/**
 * Each page's title and description. The prerendered HTML carries its own page's; this module is
 * loaded only when a visitor navigates within the site (web/src/app/document-title.tsx).
 */
const PAGE_META: PageMetaCopy = {
  home: {
    title: 'Soluciones integrales de seguridad',
    description:
      'Seguridad de aplicaciones, infraestructura y física en una sola disciplina, para empresas reguladas y en crecimiento en Estados Unidos, España y Argentina.',
  },
  whatWeDo: {
    title: 'Qué hacemos',
    description:
      'Seguridad de aplicaciones y API, de infraestructura, física y operaciones integradas: así protegemos aquello de lo que depende su negocio.',
  },
  whoWeWorkWith: {
    title: 'Con quién trabajamos',
    description:
      'Entidades financieras, proveedores de servicios con licencia, empresas de software y compañías de entretenimiento nos confían su seguridad.',
  },
  about: {
    title: 'Sobre nosotros',
    description:
      'Más allá de las modas, fieles a nuestros principios: una consultora de seguridad que une la protección digital y la física en un mismo equipo.',
  },
  contact: {
    title: 'Contacto',
    description:
      'Hable con nuestro equipo de seguridad en Estados Unidos, España o Argentina. Envíenos su consulta y le responderemos en breve.',
  },
  'application-api-security': {
    title: 'Seguridad de aplicaciones y API',
    description:
      'Ciclo de desarrollo seguro, pruebas de seguridad de aplicaciones web y API, y la ingeniería necesaria para corregir lo que encontramos.',
  },
  'infrastructure-security': {
    title: 'Seguridad de infraestructura',
    description:
      'Revisiones de seguridad en la nube y en la red, hardening y supervisión continua para infraestructuras que deben estar siempre disponibles y protegidas.',
  },
  'physical-security': {
    title: 'Seguridad física',
    description:
      'Evaluaciones de instalaciones, control de accesos y diseño de la protección física de oficinas, salas de servidores, sucursales y recintos.',
  },
  'integrated-operations': {
    title: 'Operaciones integradas',
    description:
      'Un único equipo gestiona a la vez la seguridad digital y la física, con un solo registro de riesgos, para que nada quede en tierra de nadie.',
  },
  privacy: {
    title: 'Aviso de privacidad',
    description:
      'Qué datos recopila el formulario de contacto, con qué fin, quién los trata, cuánto tiempo los conservamos y sus derechos según el RGPD y la Ley 25.326.',
  },
  security: {
    title: 'Política de divulgación de vulnerabilidades',
    description:
      'Cómo comunicarnos una vulnerabilidad, en qué plazos la corregimos y cómo protegemos la investigación de buena fe.',
  },
  legalNotice: {
    title: 'Aviso legal',
    description:
      'Quién es el titular de este sitio web: denominación social, domicilio, NIF, datos registrales y de contacto, y la legislación que lo rige.',
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    description:
      'Hasta qué punto es accesible este sitio web: la norma que seguimos, las barreras que conocemos, cómo probamos cada página y cómo comunicarnos un problema.',
  },
  insights: {
    title: 'Publicaciones',
    description:
      'Artículos de nuestros consultores sobre seguridad de aplicaciones, infraestructura y física: cómo probamos, qué pedir y qué esperar.',
  },
};

export default PAGE_META;
