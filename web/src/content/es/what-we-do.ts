import type { WhatWeDoCopy } from '../types';
import { SERVICE_OVERVIEWS } from './service-overviews';
import { SERVICE_SUMMARIES } from './service-summaries';

const WHAT_WE_DO: WhatWeDoCopy = {
  hero: {
    eyebrow: 'Qué hacemos',
    title: 'Soluciones integrales de seguridad',
    lead: 'La seguridad suele fallar en los puntos de unión: entre equipos, entre sistemas, entre lo digital y lo físico. Nosotros lo cubrimos todo, para que usted trate con un solo socio y un solo plan.',
  },
  intro: {
    eyebrow: 'Nuestros servicios',
    title: 'Cuatro servicios que funcionan por separado, y mejor aún juntos',
    lead: 'Cada proyecto se dimensiona según su riesgo, lo dirige un consultor sénior y se cierra con una verificación final, no con un informe que acaba en un cajón.',
  },
  readMoreLabel: 'LEER MÁS',
  readMoreContext: 'sobre',
  additional: {
    eyebrow: 'Proyectos',
    title: 'Cómo se desarrolla un proyecto',
    steps: [
      {
        title: 'Alcance',
        description:
          'Una sesión de trabajo para entender qué sistemas opera, qué le preocupa y qué necesita demostrar. En una semana recibe una propuesta con alcance y precio cerrados.',
      },
      {
        title: 'Evaluación',
        description:
          'Pruebas y entrevistas a cargo de los mismos consultores que redactarán su informe, con un resumen diario para que nada tenga que esperar al final.',
      },
      {
        title: 'Corrección',
        description:
          'Un plan priorizado, pautas de corrección y, si lo desea, nuestros ingenieros trabajando codo con codo con los suyos.',
      },
      {
        title: 'Seguimiento',
        description:
          'Nuevas verificaciones, revisiones trimestrales o un servicio gestionado, para que lo que se corrigió siga corregido.',
      },
    ],
    note: 'Aplicamos lo que recomendamos: este sitio web no envía datos a terceros, no instala cookies de seguimiento y utiliza cabeceras de seguridad estrictas.',
  },
  contact: {
    eyebrow: 'Contacto',
    title: '¿No sabe por dónde empezar?',
    lead: 'Describa el problema en unas líneas. Le diremos con franqueza si somos el equipo adecuado.',
  },
  services: SERVICE_SUMMARIES,
  overviews: SERVICE_OVERVIEWS,
};

export default WHAT_WE_DO;
