import { IMAGES } from '../images';
import type { ContactPageCopy } from '../types';

const CONTACT_PAGE: ContactPageCopy = {
  hero: {
    eyebrow: 'Hable con nuestro equipo',
    title: 'CONTACTO',
    lead: 'Cuéntenos qué necesita proteger. Un consultor sénior lee cada consulta y normalmente respondemos en un día hábil.',
  },
  footprint: {
    eyebrow: 'Dónde trabajamos',
    title: 'Nuestra presencia comercial',
    lead: 'Estamos presentes en Estados Unidos, España y Argentina: consultores sobre el terreno en América y en Europa, que trabajan con un mismo estándar y se relevan entre husos horarios.',
    markets: [
      {
        title: 'Estados Unidos',
        description:
          'Nuestro mayor mercado: clientes fintech, de software y de entretenimiento de costa a costa.',
      },
      {
        title: 'España',
        description:
          'Nuestra base europea, al servicio de clientes de toda la UE en el marco del RGPD, NIS2 y DORA.',
      },
      {
        title: 'Argentina',
        description:
          'Nuestro centro para América Latina, cerca de los clientes de toda la región y en su idioma.',
      },
    ],
    image: {
      ...IMAGES.footprintMap,
      alt: 'Mapa estilizado que une nuestros tres mercados: Estados Unidos, España y Argentina.',
    },
  },
  form: {
    eyebrow: 'Consulta',
    title: 'Envíenos un mensaje',
    lead: 'Bastan unas líneas. Al responderle, le haremos las preguntas adecuadas.',
  },
  emailPrefix: '¿Prefiere el correo electrónico? Escriba a',
  articleMessage: 'He leído su artículo «{title}» y me gustaría hablar de ello.',
};

export default CONTACT_PAGE;
