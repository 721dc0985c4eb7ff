import { SERVICE_SLUGS } from '../../config/routes.ts';

/**
 * The fixed list of article topics: the four services (the same keys as SERVICE_SLUGS) and three
 * more. Their labels are copy, one table per language (`topicLabels` of
 * web/src/content/pages/<locale>/insights.yaml, checked against these keys), so a page ships
 * its own language's.
 */
export const TOPIC_KEYS = [
  ...SERVICE_SLUGS,
  'security-testing',
  'buying-security',
  'governance-compliance',
] as const;
export type TopicKey = (typeof TOPIC_KEYS)[number];
