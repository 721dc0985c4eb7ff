import { IMAGES } from '../../images';
import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The integrated-operations page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['integrated-operations'],
    topImage: SERVICE_SUMMARIES['integrated-operations'].image,
    bottomImage: IMAGES.bannerRadar,
    description: {
      main: SERVICE_OVERVIEWS['integrated-operations'],
      paragraph1:
        'Podemos operar estas funciones por usted como servicio gestionado, o bien crearlas dentro de su organización y traspasárselas cuando su equipo esté preparado.',
      paragraph2:
        'En ambos casos contará con un único socio responsable, informes mensuales sobre objetivos acordados con usted y un equipo que ya conoce sus instalaciones y sus sistemas.',
      paragraph3:
        'Para grupos con presencia en varios países, aplicamos un mismo conjunto de controles en Estados Unidos, España y Argentina, con el conocimiento local que exige cada mercado.',
    },
    bullets: [
      {
        title: 'Gestión unificada de riesgos',
        description:
          'Un único registro para los riesgos físicos y de ciberseguridad, con responsables y prioridades compartidos y un solo informe para la alta dirección.',
      },
      {
        title: 'Operaciones de seguridad',
        description:
          'Alarmas, eventos de acceso y registros de seguridad supervisados en paralelo, para detectar que una tarjeta de acceso se usa en Madrid mientras su titular inicia sesión desde Buenos Aires.',
      },
      {
        title: 'Respuesta a incidentes',
        description:
          'Protocolos y simulacros que abarcan ambos mundos: el robo de un equipo portátil, una intrusión en la sala de servidores, un ataque de ransomware en una sucursal.',
      },
      {
        title: 'Gobernanza y cumplimiento',
        description:
          'Políticas, métricas y auditorías que satisfacen a los reguladores de cada mercado con un único conjunto coherente de controles.',
      },
      {
        title: 'Cultura de seguridad y formación',
        description:
          'Sesiones prácticas para el personal y los directivos sobre phishing, tailgating y seguridad en los viajes, cuyo éxito se mide por los cambios de comportamiento y no por la asistencia.',
      },
    ],
  },
};

export default COPY;
