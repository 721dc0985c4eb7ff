import { IMAGES } from '../images';
import type { AboutCopy } from '../types';

const ABOUT: AboutCopy = {
  hero: {
    eyebrow: 'Nosotros',
    title: 'Más allá de las modas. Fieles a nuestros principios',
    paragraphs: [
      'Vantage Ward nació de la mano de profesionales que dedicaron su carrera a defender bancos, plataformas de software y recintos, y que vieron repetirse el mismo error una y otra vez: la seguridad digital y la física, en manos de equipos distintos que apenas se hablaban. Por eso creamos una consultora que las trata como una sola disciplina.',
      'No perseguimos la última sigla de moda ni revendemos el último producto. Evaluamos riesgos reales, comunicamos lo que importa y no nos vamos hasta que queda resuelto, con consultores sénior en Estados Unidos, España y Argentina que firman cada informe.',
    ],
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Iniciemos una conversación',
    lead: 'Ya sea un plazo que se acerca, un incidente o una simple pregunta, un consultor sénior le responderá.',
  },
  contactBackdrop: IMAGES.aboutPanel,
};

export default ABOUT;
