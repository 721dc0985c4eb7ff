import { IMAGES } from '../../images';
import type { ServicePageCopy } from '../../types';
import { SERVICE_OVERVIEWS } from '../service-overviews';
import { SERVICE_PAGE } from '../service-page';
import { SERVICE_SUMMARIES } from '../service-summaries';

/** The infrastructure-security page's copy, in a module of its own so that the page loads only its own text. */
const COPY: ServicePageCopy = {
  labels: SERVICE_PAGE,
  services: SERVICE_SUMMARIES,
  service: {
    ...SERVICE_SUMMARIES['infrastructure-security'],
    topImage: SERVICE_SUMMARIES['infrastructure-security'].image,
    bottomImage: IMAGES.bannerTopology,
    description: {
      main: SERVICE_OVERVIEWS['infrastructure-security'],
      paragraph1:
        'Partimos de la visión que un atacante tendría de su entorno y terminamos con una hoja de ruta priorizada: qué corregir esta semana, este trimestre y este año.',
      paragraph2:
        'Relacionamos cada hallazgo con los marcos por los que preguntan sus reguladores y clientes, como ISO 27001, SOC 2, PCI DSS y el NIST Cybersecurity Framework.',
      paragraph3:
        'Si necesita que alguien se ponga manos a la obra, nuestros ingenieros implementan los cambios junto con su equipo y a través de su propio proceso de gestión de cambios.',
      paragraph4:
        'Al terminar, una nueva prueba confirma cada corrección y le aporta evidencias que puede compartir con auditores y clientes.',
    },
    bullets: [
      {
        title: 'Revisión de seguridad en la nube',
        description:
          'Revisión de la arquitectura y la configuración en AWS, Azure y Google Cloud frente a los CIS Benchmarks y su propio apetito de riesgo.',
      },
      {
        title: 'Pruebas de red y de perímetro',
        description:
          'Pruebas de penetración externas e internas, comprobación de la segmentación y un inventario completo de todo lo que es accesible desde internet.',
      },
      {
        title: 'Identidades y accesos',
        description:
          'Servicios de directorio, inicio de sesión único, cuentas privilegiadas y de servicio: ahí empieza la mayor parte del movimiento lateral, y ahí miramos primero.',
      },
      {
        title: 'Configuraciones de referencia (hardening)',
        description:
          'Estándares de configuración para servidores, contenedores y equipos de usuario, redactados para poder automatizarse y auditarse.',
      },
      {
        title: 'Detección y registro',
        description:
          'Recopilación, conservación y alertas de los eventos que importan, con una asignación clara de quién responde y en cuánto tiempo.',
      },
    ],
  },
};

export default COPY;
