import type { Locale } from '../../config/locales';
import { SERVICE_SLUGS } from '../../config/routes';

/**
 * The fixed list of article topics: the four services (the same keys as SERVICE_SLUGS) and three
 * more. Kept apart from schema.ts so that pages can show a topic's label without shipping zod.
 */
export const TOPIC_KEYS = [
  ...SERVICE_SLUGS,
  'security-testing',
  'buying-security',
  'governance-compliance',
] as const;
export type TopicKey = (typeof TOPIC_KEYS)[number];

/** A topic's label in each language, as an index or an article shows it. */
export const TOPIC_LABELS: Readonly<Record<TopicKey, Readonly<Record<Locale, string>>>> = {
  'application-api-security': {
    en: 'Application & API security',
    es: 'Seguridad de aplicaciones y API',
  },
  'infrastructure-security': {
    en: 'Infrastructure security',
    es: 'Seguridad de infraestructura',
  },
  'physical-security': { en: 'Physical security', es: 'Seguridad física' },
  'integrated-operations': { en: 'Integrated operations', es: 'Operaciones integradas' },
  'security-testing': { en: 'Security testing', es: 'Pruebas de seguridad' },
  'buying-security': { en: 'Buying security', es: 'Contratar seguridad' },
  'governance-compliance': { en: 'Governance & compliance', es: 'Gobierno y cumplimiento' },
};
