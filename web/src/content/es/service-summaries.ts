import { IMAGES } from '../images';
import type { ServiceSummaries } from '../types';

/**
 * What the service cards show: title, summary and artwork. Apart from the full service copy, so
 * that the landing page does not load all four service pages' text.
 */
export const SERVICE_SUMMARIES: ServiceSummaries = {
  'application-api-security': {
    title: 'Seguridad de aplicaciones y API',
    summary:
      'Desarrollo seguro, pruebas de aplicaciones web y API, y el apoyo de ingeniería que convierte los hallazgos en soluciones.',
    image: IMAGES.serviceApplication,
  },
  'infrastructure-security': {
    title: 'Seguridad de infraestructura',
    summary:
      'Revisiones de nube, red e identidad, hardening y supervisión para infraestructuras que deben estar siempre disponibles y protegidas.',
    image: IMAGES.serviceInfrastructure,
  },
  'physical-security': {
    title: 'Seguridad física',
    summary:
      'Evaluaciones de instalaciones, control de accesos y diseño de la protección de oficinas, salas de servidores, sucursales y recintos.',
    image: IMAGES.servicePhysical,
  },
  'integrated-operations': {
    title: 'Operaciones integradas',
    summary:
      'Seguridad digital y física en manos de un mismo equipo, con un único registro de riesgos y un único proceso de gestión de incidentes.',
    image: IMAGES.serviceIntegrated,
  },
};
