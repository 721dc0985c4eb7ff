import { IMAGES } from '../images';
import type { LandingCopy } from '../types';
import { SERVICE_SUMMARIES } from './service-summaries';

const LANDING: LandingCopy = {
  hero: {
    eyebrow: 'Consultora de seguridad independiente',
    title: 'SOLUCIONES INTEGRALES DE SEGURIDAD',
    lead: 'Protegemos las aplicaciones, la infraestructura y las instalaciones de las que depende su negocio, y las gestionamos como un todo para que nada quede sin cubrir.',
    primary: { label: 'Empecemos', page: 'contact' },
    secondary: { label: 'Qué hacemos', page: 'whatWeDo' },
    image: IMAGES.heroRings,
  },
  facts: [
    {
      title: 'Cuatro disciplinas',
      description: 'Aplicaciones, infraestructura, seguridad física y las tres a la vez.',
    },
    { title: 'Tres mercados', description: 'Un mismo estándar en América y en Europa.' },
    { title: 'Independientes', description: 'No vendemos productos, solo nuestro criterio.' },
  ],
  servicesWide: {
    eyebrow: 'Servicios',
    title: 'Cuatro disciplinas, un solo equipo responsable',
    lead: 'Empiece por el área que más le preocupa. Solo sumamos el resto cuando de verdad refuerza su seguridad.',
  },
  cardLinkLabel: 'Ver servicio',
  servicesNarrow: {
    title: 'Servicios',
    carouselLabel: 'Nuestros servicios',
    linkLabel: 'Más información',
    slides: [
      {
        number: '01',
        title: 'Seguridad de infraestructura',
        text: 'Revisiones de nube, red e identidad que cierran las vías que usan los atacantes.',
        slug: 'infrastructure-security',
      },
      {
        number: '02',
        title: 'Ciclo de vida del desarrollo de software',
        text: 'Modelado de amenazas y diseño seguro integrados en cada sprint.',
        slug: 'application-api-security',
      },
      {
        number: '03',
        title: 'Seguridad de aplicaciones web',
        text: 'Pruebas manuales y autenticadas que encuentran lo que los escáneres pasan por alto.',
        slug: 'application-api-security',
      },
      {
        number: '04',
        title: 'Seguridad de API',
        text: 'Autorización, exposición de datos y autenticación, comprobadas en cada endpoint.',
        slug: 'application-api-security',
      },
    ],
  },
  approach: {
    eyebrow: 'Cómo trabajamos',
    title: 'Principios que no negociamos',
    items: [
      {
        title: 'Evidencias, no opiniones',
        description:
          'Reproducimos cada hallazgo y lo valoramos por su impacto en el negocio, no por la puntuación que asigna una herramienta por defecto.',
      },
      {
        title: 'Soluciones, no solo hallazgos',
        description:
          'Seguimos a su lado hasta cerrar el problema: pautas de corrección, apoyo de ingeniería y una prueba de verificación.',
      },
      {
        title: 'Un único responsable',
        description:
          'Un consultor sénior dirige su proyecto desde la primera llamada hasta el informe final.',
      },
    ],
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Cuéntenos qué necesita proteger',
    lead: 'Un consultor sénior lee cada consulta y la responde, normalmente en un día hábil.',
  },
  services: SERVICE_SUMMARIES,
};

export default LANDING;
