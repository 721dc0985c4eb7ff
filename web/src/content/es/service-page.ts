import type { ServicePageLabels } from '../types';

/** Labels of the service page template. */
export const SERVICE_PAGE: ServicePageLabels = {
  eyebrow: 'Servicios',
  bulletsTitle: 'Qué incluye el servicio',
  closingTitle: 'Cómo lo hacemos',
  quickContactTitle: 'Hable de este servicio con un especialista',
  quickContactText:
    'Cuéntenos cómo es su entorno y un consultor sénior le responderá, normalmente en un día hábil.',
  otherServicesTitle: 'Otros servicios',
  cardLinkLabel: 'Ver servicio',
};
