import { z } from 'zod';
import { PAGE_KEYS, type PageKey, SERVICE_SLUGS } from '../../../config/routes.ts';
import {
  DECORATIVE_IMAGE_KEYS,
  DECORATIVE_IMAGE_LABELS,
  DESCRIBED_IMAGE_KEYS,
  type DecorativeImageKey,
  type DescribedImageKey,
} from '../../image-keys.ts';

/**
 * The fields the page copy's schemas are made of. Every field carries `.meta({ title,
 * description })`: the label and hint an editor shows, as the articles' schema does
 * (web/src/content/insights/schema.ts). Build-time only: pages import the inferred types
 * (web/src/content/types.ts), never these values, so zod stays out of the browser.
 */

/**
 * A page hero's title, set at 32 px bold on a 375 px phone across 335 px (web/src/components/
 * page-hero): about 15 px a character, so three lines hold some 60 characters once words wrap.
 * Longer, it takes a fourth line and pushes the lead below the first screen.
 */
export const HERO_TITLE_MAX_LENGTH = 56;

/**
 * The home page's title is written in capitals, about 19.5 px a character at the same size:
 * three lines hold some 45.
 */
export const HOME_TITLE_MAX_LENGTH = 45;

/** A page's meta description: search results cut it at about this length (as an article's). */
export const META_DESCRIPTION_MAX_LENGTH = 160;

interface TextOptions {
  /** The most characters the layout holds, and why, for the message. */
  readonly max?: { readonly length: number; readonly why: string };
}

/** A text of the copy: required, never blank. */
export function text(title: string, description: string, options: TextOptions = {}) {
  let schema = z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .regex(/\S/, 'must not be empty');
  if (options.max) {
    const { length, why } = options.max;
    schema = schema.max(length, `is longer than ${length} characters (${why})`);
  }
  return schema.meta({ title, description });
}

/** A list of texts, at least one. */
export function textList(title: string, description: string, itemTitle = 'Item') {
  return z
    .array(text(itemTitle, ''), { error: 'must be a list' })
    .min(1, 'needs at least one item')
    .meta({ title, description });
}

/** A list of entries of one shape, at least one. */
export function list<T extends z.ZodType>(item: T, title: string, description: string) {
  return z
    .array(item, { error: 'must be a list' })
    .min(1, 'needs at least one item')
    .meta({ title, description });
}

export const pageKey = z
  .enum(PAGE_KEYS as readonly PageKey[] as [PageKey, ...PageKey[]], {
    error: `must be one of the site's pages: ${PAGE_KEYS.join(', ')}`,
  })
  .meta({ title: 'Page', description: 'Which page of the site the link opens.' });

export const serviceSlug = z
  .enum(SERVICE_SLUGS, { error: `must be one of the services: ${SERVICE_SLUGS.join(', ')}` })
  .meta({ title: 'Service', description: 'Which service page the entry opens.' });

export const navLink = z
  .strictObject({
    label: text('Label', 'The words of the link.'),
    page: pageKey,
  })
  .meta({ title: 'Link', description: 'A link to a page of the site, in this language.' });

export const titledText = z
  .strictObject({
    title: text('Title', 'A short heading.'),
    description: text('Text', 'A sentence or two under the heading.'),
  })
  .meta({ title: 'Titled text', description: 'A short heading and its text.' });

/** The heading block that opens a section: a small label, the heading, an optional lead. */
export const sectionIntro = z
  .strictObject({
    eyebrow: text('Label', 'The small capitals above the heading.').optional(),
    title: text('Heading', 'The section’s heading.'),
    lead: text('Lead', 'A sentence under the heading.').optional(),
  })
  .meta({ title: 'Section heading', description: 'The label, heading and lead of a section.' });

const heroTitle = text('Title', 'The page’s main heading (its one h1).', {
  max: { length: HERO_TITLE_MAX_LENGTH, why: 'a longer title wraps to a fourth line on a phone' },
});

export const hero = z
  .strictObject({
    eyebrow: text('Label', 'The small capitals above the title.'),
    title: heroTitle,
    lead: text('Lead', 'The sentence or two under the title.'),
  })
  .meta({ title: 'Hero', description: 'The top of the page: label, title and lead.' });

/**
 * An image of the site named in a content file. The build writes the image's file, size and
 * alt text in its place (web/build/page-copy/copy-module.ts); the components' types read an
 * `ImageRef` there (web/src/content/types.ts).
 */
export class ImageReference {
  /** Nominal: no other object with a `name` reads as an image in the copy's types. */
  declare private readonly imageReference: true;
  constructor(
    readonly name: DecorativeImageKey | DescribedImageKey,
    /** The copy's description of a picture that carries meaning; none for decorative artwork. */
    readonly alt?: string,
  ) {}
}

/** Abstract artwork, named by key: its alt text is empty, as decoration's is. */
export const decorativeImage = z
  .enum(DECORATIVE_IMAGE_KEYS, {
    error: `must be one of the decorative images: ${DECORATIVE_IMAGE_KEYS.join(', ')}`,
  })
  .transform((name) => new ImageReference(name))
  .meta({
    title: 'Image',
    description: 'One of the site’s decorative images.',
    optionLabels: DECORATIVE_IMAGE_LABELS,
  });

/** A picture that carries meaning: named by key, described in this language. */
export const describedImage = z
  .strictObject({
    name: z
      .enum(DESCRIBED_IMAGE_KEYS, {
        error: `must be one of the described images: ${DESCRIBED_IMAGE_KEYS.join(', ')}`,
      })
      .meta({ title: 'Image', description: 'One of the site’s pictures, by name.' }),
    alt: text('Description', 'What the picture shows, for someone who cannot see it.'),
  })
  .transform(({ name, alt }) => new ImageReference(name, alt))
  .meta({ title: 'Image', description: 'A picture and its description (alt text).' });
