import type { InsightsCopy } from '../types';

const INSIGHTS: InsightsCopy = {
  hero: {
    eyebrow: 'Insights',
    title: 'What we learn in the field, written down',
    lead: 'How we test, what a buyer should ask for and what we see across applications, infrastructure and buildings.',
  },
  empty: 'Our first articles are on their way.',
  olderArticles: 'Older articles ({count})',
  byline: 'By',
  published: 'Published',
  updated: 'Updated',
  readingTime: '{minutes} min read',
  topics: 'Topics',
  topicLabels: {
    'application-api-security': 'Application & API security',
    'infrastructure-security': 'Infrastructure security',
    'physical-security': 'Physical security',
    'integrated-operations': 'Integrated operations',
    'security-testing': 'Security testing',
    'buying-security': 'Buying security',
    'governance-compliance': 'Governance & compliance',
  },
  draft: 'Draft: not published',
  // Written in the language it leads to, as the language switcher's names are.
  // cspell:disable-next-line
  readTranslation: 'Leer en español',
  related: 'Related articles',
  authors: 'About the authors',
  contact: {
    title: 'Talk to the people who wrote this',
    text: 'Tell us what you are weighing and we will answer with what applies to you.',
    label: 'Contact us about this article',
  },
  latest: { title: 'Latest insights', all: 'All articles' },
};

export default INSIGHTS;
