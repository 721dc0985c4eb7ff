import { z } from 'zod';
import {
  decorativeImage,
  HOME_TITLE_MAX_LENGTH,
  list,
  navLink,
  sectionIntro,
  serviceSlug,
  text,
  titledText,
} from './fields.ts';

/** The home page (pages/<locale>/landing.yaml). Its service cards come from the service files. */
export const landingSchema = z.strictObject({
  hero: z
    .strictObject({
      eyebrow: text('Label', 'The small capitals above the title.'),
      title: text('Title', 'The home page’s main heading, written in capitals.', {
        max: {
          length: HOME_TITLE_MAX_LENGTH,
          why: 'a longer title wraps to a fourth line on a phone',
        },
      }),
      lead: text('Lead', 'The sentence or two under the title.'),
      primary: navLink.meta({ title: 'Main button', description: 'The first call to action.' }),
      secondary: navLink.meta({ title: 'Second button', description: 'The second link.' }),
      image: decorativeImage,
    })
    .meta({ title: 'Hero', description: 'The top of the home page.' }),
  facts: list(titledText, 'Facts', 'The short facts under the hero.'),
  servicesWide: sectionIntro.meta({
    title: 'Services heading (wide screens)',
    description: 'Above the service cards on a computer.',
  }),
  cardLinkLabel: text('Card link', 'The link at the foot of each service card.'),
  servicesNarrow: z
    .strictObject({
      title: text('Heading', 'Above the slides.'),
      carouselLabel: text('Carousel name', 'What a screen reader calls the slides.'),
      linkLabel: text('Slide link', 'The link on each slide.'),
      slides: list(
        z.strictObject({
          number: text('Number', 'The big number of the slide, e.g. 01.'),
          title: text('Title', 'The slide’s heading.'),
          text: text('Text', 'A sentence.'),
          slug: serviceSlug,
        }),
        'Slides',
        'One slide per entry, in order.',
      ),
    })
    .meta({
      title: 'Services (phones)',
      description: 'The slides shown instead of cards on a phone.',
    }),
  approach: z
    .strictObject({
      eyebrow: text('Label', 'The small capitals above the heading.'),
      title: text('Heading', 'The section’s heading.'),
      items: list(titledText, 'Principles', 'Each principle and its text.'),
    })
    .meta({ title: 'How we work', description: 'The principles section.' }),
  contact: sectionIntro.meta({ title: 'Contact heading', description: 'Above the contact form.' }),
});
