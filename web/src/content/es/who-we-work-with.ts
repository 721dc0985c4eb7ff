import { IMAGES } from '../images';
import type { WhoWeWorkWithCopy } from '../types';

const WHO_WE_WORK_WITH: WhoWeWorkWithCopy = {
  hero: {
    eyebrow: 'Clientes',
    title: 'Con quién trabajamos',
    lead: 'Organizaciones que custodian dinero, licencias, código o audiencias, y que no pueden permitirse perder la confianza que eso conlleva.',
  },
  sectorsTitle: 'Los sectores en los que trabajamos',
  sectors: [
    {
      title: 'Entidades financieras',
      description:
        'Bancos, empresas de pagos y fintechs que deben responder ante reguladores, auditores y marcas de tarjetas mientras lanzan productos nuevos cada trimestre.',
    },
    {
      title: 'Proveedores de servicios con licencia',
      description:
        'Operadores de juego, aseguradoras y otras empresas con licencia, cuya continuidad depende de demostrar controles sólidos sobre sus sistemas e instalaciones.',
    },
    {
      title: 'Empresas de software',
      description:
        'Proveedores SaaS y equipos de producto que necesitan una seguridad que siga el ritmo de la entrega continua y que responda con evidencias a los cuestionarios de los grandes clientes.',
    },
    {
      title: 'Empresas de entretenimiento',
      description:
        'Estudios, recintos de espectáculos y plataformas de streaming que protegen contenido inédito, personas de alto perfil y grandes concentraciones de público.',
    },
  ],
  image: {
    ...IMAGES.sectors,
    alt: 'Cuatro sectores en torno a un escudo: un banco, un proveedor con licencia, el software y el entretenimiento.',
  },
  closing: {
    title: '¿Su sector no figura en la lista?',
    text: 'Nuestros principios sirven en cualquier sector. Si tiene algo que merece protección, nos gustaría conocerlo.',
    link: { label: 'Hable con nosotros', page: 'contact' },
  },
};

export default WHO_WE_WORK_WITH;
