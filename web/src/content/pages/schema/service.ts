import { z } from 'zod';
import { decorativeImage, HERO_TITLE_MAX_LENGTH, list, text, titledText } from './fields.ts';

/**
 * One service (pages/<locale>/services/<slug>.yaml): its page, and what the home page's cards,
 * What we do and the other service pages show of it (title, summary, image, main description).
 */
export const serviceSchema = z.strictObject({
  title: text('Title', 'The service’s name: its page’s heading and its card’s title.', {
    max: { length: HERO_TITLE_MAX_LENGTH, why: 'a longer title wraps to a fourth line on a phone' },
  }),
  summary: text('Summary', 'One or two sentences for the service cards.'),
  image: decorativeImage.meta({
    title: 'Image',
    description: 'The service’s artwork: on its card and at the top of its page.',
  }),
  bottomImage: decorativeImage
    .optional()
    .meta({ title: 'Banner', description: 'A wide artwork lower on the page; optional.' }),
  description: z
    .strictObject({
      main: text('Main description', 'The opening of the page, also shown on What we do.'),
      paragraph1: text('Paragraph 1', ''),
      paragraph2: text('Paragraph 2', ''),
      paragraph3: text('Paragraph 3', 'Optional.').optional(),
      paragraph4: text('Paragraph 4', 'Optional.').optional(),
    })
    .meta({ title: 'Description', description: 'The page’s paragraphs.' }),
  bullets: list(titledText, 'What the engagement covers', 'Each item and its text.'),
  secondBlock: z
    .strictObject({
      title: text('Heading', 'The block’s heading.'),
      paragraph: text('Paragraph', ''),
      bullets: list(titledText, 'Items', 'Each item and its text.'),
    })
    .optional()
    .meta({ title: 'Second block', description: 'An optional further section and its items.' }),
});

/** The service pages' shared labels (pages/<locale>/service-page.yaml). */
export const servicePageLabelsSchema = z.strictObject({
  eyebrow: text('Label', 'The small capitals above each service page’s title.'),
  bulletsTitle: text('Items heading', 'Above the list of what the engagement covers.'),
  closingTitle: text('Closing heading', 'Above the closing paragraphs.'),
  quickContactTitle: text('Quick contact heading', ''),
  quickContactText: text('Quick contact text', ''),
  otherServicesTitle: text('Other services heading', 'Above the other services’ cards.'),
  cardLinkLabel: text('Card link', 'The link at the foot of each card.'),
});
