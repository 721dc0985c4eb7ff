import { SITE } from '../../config/site';
import type { SiteCopy } from '../types';
import { CONTACT_RULE_MESSAGES } from './contact-rules';

const SITE_COPY: SiteCopy = {
  organization: {
    summary:
      'Vantage Ward es una consultora de seguridad que protege aplicaciones, infraestructuras e instalaciones físicas como una sola disciplina, para clientes de Estados Unidos, España y Argentina.',
    countries: ['Estados Unidos', 'España', 'Argentina'],
  },
  skipLink: 'Saltar al contenido principal',
  header: {
    label: 'Principal',
    homeLabel: `${SITE.name}, página de inicio`,
    links: [
      { label: 'Qué hacemos', page: 'whatWeDo' },
      { label: 'Con quién trabajamos', page: 'whoWeWorkWith' },
      { label: 'Nosotros', page: 'about' },
    ],
    contact: { label: 'Contacto', page: 'contact' },
  },
  // The spec's three drawer entries, pointed at real pages.
  drawer: {
    openLabel: 'Menú',
    title: 'Menú',
    closeLabel: 'Cerrar menú',
    links: [
      { label: 'Nosotros', page: 'about' },
      { label: 'Servicios', page: 'whatWeDo' },
      { label: 'Contacto', page: 'contact' },
    ],
  },
  languageSwitcher: { label: 'Idioma' },
  footer: {
    tagline:
      'Consultora de seguridad independiente para aplicaciones, infraestructuras e instalaciones físicas, con presencia en Estados Unidos, España y Argentina.',
    company: {
      title: 'Empresa',
      links: [
        { label: 'Nosotros', page: 'about' },
        { label: 'Qué hacemos', page: 'whatWeDo' },
        { label: 'Con quién trabajamos', page: 'whoWeWorkWith' },
        { label: 'Publicaciones', page: 'insights' },
        { label: 'Contacto', page: 'contact' },
      ],
    },
    social: {
      title: 'Redes sociales',
      linkedIn: 'LinkedIn',
      newTabNote: '(se abre en una pestaña nueva)',
    },
    legal: {
      title: 'Legal',
      links: [
        { label: 'Aviso de privacidad', page: 'privacy' },
        { label: 'Divulgación de vulnerabilidades', page: 'security' },
        { label: 'Aviso legal', page: 'legalNotice' },
        { label: 'Declaración de accesibilidad', page: 'accessibility' },
      ],
    },
  },
  contactForm: {
    labels: {
      name: 'Nombre',
      email: 'Correo electrónico',
      message: 'Mensaje',
      honeypot: 'Deje este campo vacío',
    },
    placeholders: {
      name: 'Su nombre completo',
      email: 'usted@empresa.com',
      message: 'Cuéntenos qué necesita proteger y para cuándo.',
    },
    submit: 'ENVIAR',
    sending: 'Enviando…',
    sendFailed: 'No se pudo enviar el mensaje.',
    dismissToast: 'Cerrar aviso',
    privacyNote: 'Solo usaremos sus datos para responder a esta consulta.',
    privacyLink: 'Aviso de privacidad',
    ruleMessages: CONTACT_RULE_MESSAGES,
  },
  successModal: {
    title: 'Gracias por su mensaje,',
    text: 'nuestro equipo se pondrá en contacto con usted en breve…',
    referenceLabel: 'Su referencia:',
  },
  quickContact: {
    opener: 'Consulta rápida',
    title: 'Envíenos una consulta rápida',
    lead: 'Bastan unas líneas: un consultor le responderá en un día hábil.',
    close: 'Cerrar',
  },
  carousel: {
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    goTo: 'Ir a la diapositiva {n}',
    slideLabel: '{n} de {total}',
  },
  errorScreen: {
    eyebrow: 'Error inesperado',
    title: 'Algo no funciona como debería',
    text: 'Esta página no se puede mostrar en este momento. El fallo es nuestro, no suyo. Vuelva a la página de inicio e inténtelo de nuevo.',
    homeLabel: 'Volver a la página de inicio',
  },
};

export default SITE_COPY;
