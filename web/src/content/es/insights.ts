import type { InsightsCopy } from '../types';

const INSIGHTS: InsightsCopy = {
  hero: {
    eyebrow: 'Publicaciones',
    title: 'Lo que aprendemos sobre el terreno, por escrito',
    lead: 'Cómo probamos, qué debe pedir quien contrata y qué observamos en aplicaciones, infraestructuras y edificios.',
  },
  empty: 'Nuestros primeros artículos están en camino.',
  olderArticles: 'Artículos anteriores ({count})',
  byline: 'Por',
  published: 'Publicado',
  updated: 'Actualizado',
  readingTime: '{minutes} min de lectura',
  topics: 'Temas',
  topicLabels: {
    'application-api-security': 'Seguridad de aplicaciones y API',
    'infrastructure-security': 'Seguridad de infraestructura',
    'physical-security': 'Seguridad física',
    'integrated-operations': 'Operaciones integradas',
    'security-testing': 'Pruebas de seguridad',
    'buying-security': 'Contratar seguridad',
    'governance-compliance': 'Gobierno y cumplimiento',
  },
  draft: 'Borrador: no publicado',
  // Written in the language it leads to, as the language switcher's names are.
  // cspell:disable-next-line
  readTranslation: 'Read in English',
  related: 'Artículos relacionados',
  authors: 'Sobre los autores',
  contact: {
    title: 'Hable con quienes escribieron esto',
    text: 'Cuéntenos qué está evaluando y le responderemos con lo que aplica a su caso.',
    label: 'Consultar sobre este artículo',
  },
  latest: { title: 'Últimas publicaciones', all: 'Todos los artículos' },
};

export default INSIGHTS;
