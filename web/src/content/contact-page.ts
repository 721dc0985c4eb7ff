import { SITE } from '../config/site';
import { IMAGES } from './images';
import type { SectionIntro, TitledText } from './types';

export const CONTACT_PAGE = {
  hero: {
    eyebrow: 'Talk to our team',
    title: 'CONTACT',
    lead: 'Tell us what you need to protect. Every enquiry is read by a senior consultant, and we usually reply within one business day.',
  },
  footprint: {
    eyebrow: 'Where we work',
    title: 'Our commercial footprint',
    lead: `Our commercial footprint spans the ${SITE.countries[0]}, ${SITE.countries[1]} and ${SITE.countries[2]}: consultants on the ground in the Americas and Europe, working to one standard and covering each other’s time zones.`,
    markets: [
      {
        title: SITE.countries[0],
        description:
          'Our largest market: fintech, software and entertainment clients from coast to coast.',
      },
      {
        title: SITE.countries[1],
        description: 'Our European base, serving clients across the EU under GDPR, NIS2 and DORA.',
      },
      {
        title: SITE.countries[2],
        description:
          'Our Latin American hub, close to clients across the region and in their language.',
      },
    ] satisfies readonly TitledText[],
    image: IMAGES.footprintMap,
  },
  form: {
    eyebrow: 'Enquiry',
    title: 'Send us a message',
    lead: 'A few lines are enough. We will ask the right questions when we reply.',
  } satisfies SectionIntro,
  emailPrefix: 'Prefer email? Write to',
  email: SITE.email,
} as const;
