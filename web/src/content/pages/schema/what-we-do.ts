import { z } from 'zod';
import { hero, list, sectionIntro, text, titledText } from './fields.ts';

/** What we do (pages/<locale>/what-we-do.yaml). The services' entries come from the service files. */
export const whatWeDoSchema = z.strictObject({
  hero,
  intro: sectionIntro.meta({ title: 'Services heading', description: 'Above the services.' }),
  readMoreLabel: text('Read more link', 'The link under each service.'),
  readMoreContext: text(
    'Read more, for screen readers',
    'Completes the link for screen readers: “… about <service>”.',
  ),
  additional: z
    .strictObject({
      eyebrow: text('Label', 'The small capitals above the heading.'),
      title: text('Heading', 'The section’s heading.'),
      steps: list(titledText, 'Steps', 'Each step of an engagement, in order.'),
      note: text('Note', 'The sentence under the steps.'),
    })
    .meta({ title: 'How an engagement runs', description: 'The steps section.' }),
  contact: sectionIntro.meta({ title: 'Contact heading', description: 'Above the contact form.' }),
});
