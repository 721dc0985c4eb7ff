import { IMAGES } from '../images';
import type { ContactPageCopy } from '../types';

const CONTACT_PAGE: ContactPageCopy = {
  hero: {
    eyebrow: 'Talk to our team',
    title: 'CONTACT',
    lead: 'Tell us what you need to protect. Every inquiry is read by a senior consultant, and we usually reply within one business day.',
  },
  footprint: {
    eyebrow: 'Where we work',
    title: 'Our commercial footprint',
    lead: 'Our commercial footprint spans the United States, Spain and Argentina: consultants on the ground in the Americas and Europe, working to one standard and covering each other’s time zones.',
    markets: [
      {
        title: 'United States',
        description:
          'Our largest market: fintech, software and entertainment clients from coast to coast.',
      },
      {
        title: 'Spain',
        description: 'Our European base, serving clients across the EU under GDPR, NIS2 and DORA.',
      },
      {
        title: 'Argentina',
        description:
          'Our Latin American hub, close to clients across the region and in their language.',
      },
    ],
    image: {
      ...IMAGES.footprintMap,
      alt: 'Stylized map linking our three markets: the United States, Spain and Argentina.',
    },
  },
  form: {
    eyebrow: 'Inquiry',
    title: 'Send us a message',
    lead: 'A few lines are enough. We will ask the right questions when we reply.',
  },
  emailPrefix: 'Prefer email? Write to',
  articleMessage: 'I read your article “{title}” and would like to talk about it.',
};

export default CONTACT_PAGE;
