import { IMAGES } from '../../images';
import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The application-api-security page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['application-api-security'],
    topImage: SERVICE_SUMMARIES['application-api-security'].image,
    bottomImage: IMAGES.bannerPipeline,
    description: {
      main: SERVICE_OVERVIEWS['application-api-security'],
      paragraph1:
        'Cada hallazgo incluye una prueba reproducible, una valoración de su impacto en el negocio y una corrección que sus desarrolladores pueden aplicar, no una recomendación genérica copiada de un escáner.',
      paragraph2:
        'Trabajamos con evaluaciones de alcance cerrado o con un programa continuo que acompaña su ciclo de versiones, siempre con el mismo consultor responsable, desde la reunión inicial hasta la verificación final.',
      paragraph3:
        'Nuestros informes se dirigen a dos públicos: un resumen que permite a la dirección tomar decisiones y el detalle técnico que sus ingenieros necesitan para reproducir y resolver cada problema.',
    },
    bullets: [
      {
        title: 'Ciclo de desarrollo seguro',
        description:
          'Modelado de amenazas, revisiones de diseño y requisitos de seguridad integrados en sus sprints, para detectar los fallos cuando corregirlos cuesta menos.',
      },
      {
        title: 'Pruebas de aplicaciones web',
        description:
          'Pruebas de penetración manuales y autenticadas que cubren el OWASP Top 10 y van más allá, incluido el abuso de la lógica de negocio que las herramientas automáticas no detectan.',
      },
      {
        title: 'Seguridad de API',
        description:
          'Interfaces REST, GraphQL y gRPC sometidas a prueba frente a fallos de autorización a nivel de objeto, exposición excesiva de datos y autenticación débil.',
      },
      {
        title: 'Revisión de código y de la cadena de suministro',
        description:
          'Revisión focalizada del código que maneja dinero, identidades y datos personales, e inventario de los paquetes de terceros de los que depende su software.',
      },
      {
        title: 'Apoyo en la corrección',
        description:
          'Trabajamos con sus ingenieros hasta que las correcciones llegan a producción; después, volvemos a probar y documentamos el resultado para auditores y clientes.',
      },
    ],
  },
};

export default COPY;
