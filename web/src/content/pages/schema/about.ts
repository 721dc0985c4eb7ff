import { z } from 'zod';
import { decorativeImage, HERO_TITLE_MAX_LENGTH, sectionIntro, text, textList } from './fields.ts';

/** About us (pages/<locale>/about.yaml). */
export const aboutSchema = z.strictObject({
  hero: z
    .strictObject({
      eyebrow: text('Label', 'The small capitals above the title.'),
      title: text('Title', 'The page’s main heading.', {
        max: {
          length: HERO_TITLE_MAX_LENGTH,
          why: 'a longer title wraps to a fourth line on a phone',
        },
      }),
      paragraphs: textList('Paragraphs', 'The text under the title.', 'Paragraph'),
    })
    .meta({ title: 'Hero', description: 'The top of the page: label, title and text.' }),
  contact: sectionIntro.meta({ title: 'Contact heading', description: 'Above the contact form.' }),
  contactBackdrop: decorativeImage.meta({
    title: 'Contact backdrop',
    description: 'The artwork behind the contact section.',
  }),
});
