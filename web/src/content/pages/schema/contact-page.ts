import { z } from 'zod';
import { describedImage, hero, list, sectionIntro, text, titledText } from './fields.ts';
import { withPlaceholders } from './placeholders.ts';

/** The contact page (pages/<locale>/contact-page.yaml). */
export const contactPageSchema = withPlaceholders(
  z.strictObject({
    hero,
    footprint: z
      .strictObject({
        eyebrow: text('Label', 'The small capitals above the heading.').optional(),
        title: text('Heading', 'The section’s heading.'),
        lead: text('Lead', 'A sentence under the heading.').optional(),
        markets: list(titledText, 'Markets', 'Each market and a sentence about it.'),
        image: describedImage,
      })
      .meta({ title: 'Where we work', description: 'The markets section and its map.' }),
    form: sectionIntro.meta({ title: 'Form heading', description: 'Above the contact form.' }),
    emailPrefix: text('Email line', 'Before the email address, e.g. “Prefer email? Write to”.'),
    articleMessage: text(
      'Message about an article',
      'The message the form starts with when a visitor comes from an article, {title} the article’s: a sentence they may send as it is, edit or delete.',
    ),
  }),
  ['title'],
);
