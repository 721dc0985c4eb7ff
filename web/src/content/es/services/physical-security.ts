import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The physical-security page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['physical-security'],
    topImage: SERVICE_SUMMARIES['physical-security'].image,
    description: {
      main: SERVICE_OVERVIEWS['physical-security'],
      paragraph1:
        'Nuestras evaluaciones las dirigen consultores que han estado al frente de la seguridad de bancos, casinos e infraestructuras críticas, y que analizan un edificio como lo haría un intruso.',
      paragraph2:
        'Recibirá una visión clara de su exposición, ordenada por nivel de riesgo e inversión necesaria, con opciones que se adaptan a la forma en que su gente trabaja de verdad.',
    },
    bullets: [
      {
        title: 'Evaluación de instalaciones',
        description:
          'Inspecciones in situ de perímetros, accesos, procedimientos de recepción y zonas sensibles, contrastadas con las amenazas a las que se enfrenta realmente su sector.',
      },
      {
        title: 'Control de accesos',
        description:
          'Revisión de los sistemas de tarjetas, la gestión de visitas y el control de llaves, vinculados a sus registros de personal para que quien deja la empresa pierda el acceso su último día.',
      },
      {
        title: 'Videovigilancia',
        description:
          'Planes de ubicación de cámaras, conservación de imágenes y vigilancia que cubren lo importante y respetan la normativa de privacidad de cada país en el que opera.',
      },
      {
        title: 'Pruebas de intrusión física',
        description:
          'Intentos autorizados y controlados de entrar en sus instalaciones, que ponen a prueba el tailgating, la ingeniería social y los procedimientos, seguidos de una sesión completa de conclusiones.',
      },
    ],
    secondBlock: {
      title: 'Diseño de protección para sedes nuevas o en transformación',
      paragraph:
        '¿Se muda de oficina, abre una sucursal o construye una sala de servidores? La seguridad sale más barata cuando se incorpora desde el diseño. Nos sumamos al proyecto desde el principio, trabajamos con sus arquitectos y contratistas, y seguimos a su lado hasta comprobar que los sistemas funcionan.',
      bullets: [
        {
          title: 'Seguridad desde el diseño',
          description:
            'Requisitos de zonificación, líneas de visión y salas técnicas acordados con sus arquitectos antes de cerrar los planos.',
        },
        {
          title: 'Selección independiente de proveedores',
          description:
            'Especificaciones técnicas y apoyo en la licitación de sistemas de control de accesos, CCTV y alarmas. No vendemos equipamiento, así que nuestro consejo no esconde comisiones.',
        },
        {
          title: 'Puesta en marcha y aceptación',
          description:
            'Probamos los sistemas instalados antes de la entrega, para que lo que usted paga sea lo que de verdad protege su empresa.',
        },
      ],
    },
  },
};

export default COPY;
