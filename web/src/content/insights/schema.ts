import { z } from 'zod';
import { TOPIC_KEYS } from './topics.ts';

/**
 * The one schema of an article's front matter and of the authors' list
 * (docs/insights.md; the format is fixed in ARTICLE-FORMAT). The build validates every file with
 * it (web/build/insights/load-articles.ts), the pages' types are inferred from it, and every
 * field's `.meta({ title, description })` is what the editor's field configuration is generated
 * from. Build-time only: pages import the inferred types, never this module's values, so zod
 * stays out of the browser.
 */

export { TOPIC_KEYS, type TopicKey } from './topics.ts';

/**
 * A headline longer than this wraps past a phone's first screen (eight lines and more at 360 px)
 * and is cut in search results and in the cards of the index. The longest of the first articles
 * is 82 characters.
 */
export const TITLE_MAX_LENGTH = 90;

/** What search results and cards show: Google cuts a description at about this length. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A slug is the article's file name and the last segment of its URL. Its length is capped so
 * that the edge routing function, which lists every article path, stays under CloudFront's 10 KB
 * with 50 articles in each language (test/functions/edge-router.test.ts).
 */
export const SLUG_MAX_LENGTH = 48;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date written `YYYY-MM-DD`. YAML reads an unquoted date as a Date at midnight UTC:
 * both forms are accepted and kept as the string, which is what the page and the feeds print.
 */
const isoDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  const parsed = new Date(`${text}T00:00:00Z`);
  if (
    !ISO_DATE.test(text) ||
    Number.isNaN(parsed.getTime()) ||
    !parsed.toISOString().startsWith(text)
  ) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a date written YYYY-MM-DD` });
    return z.NEVER;
  }
  return text;
});

const keyList = (what: string) =>
  z
    .array(z.string().regex(SLUG_PATTERN, `each ${what} is a lower-case key`))
    .min(1, `at least one ${what}`);

export const coverSchema = z
  .object({
    image: z
      .string()
      .regex(/^\/media\/[^/\s]+$/, 'a file of web/src/content/media, written /media/<file>')
      .meta({
        title: 'Cover image',
        description: 'Upload an image, or choose one uploaded before (at most 5 MB).',
      }),
    alt: z
      .string({ error: 'the cover needs alt text' })
      .trim()
      .min(1, 'the cover needs alt text')
      .meta({
        title: 'Cover image description',
        description: 'What the image shows, for someone who cannot see it.',
      }),
  })
  .strict()
  .meta({ title: 'Cover', description: 'An optional image shown above the article.' });

export const articleFrontMatterSchema = z
  .object({
    title: z
      .string({ error: 'a title is required' })
      .trim()
      .min(1, 'a title is required')
      .max(
        TITLE_MAX_LENGTH,
        `at most ${TITLE_MAX_LENGTH} characters (a phone shows a longer headline on many lines, search results cut it)`,
      )
      .meta({ title: 'Title', description: 'The article’s headline, plain text.' }),
    description: z
      .string({ error: 'a description is required' })
      .trim()
      .min(1, 'a description is required')
      .max(
        DESCRIPTION_MAX_LENGTH,
        `at most ${DESCRIPTION_MAX_LENGTH} characters (search results cut the rest)`,
      )
      .meta({
        title: 'Description',
        description: 'One or two sentences for search results and cards.',
      }),
    published: isoDate.meta({
      title: 'Published',
      description: 'The day the article is first published: today at the latest.',
    }),
    updated: isoDate.optional().meta({
      title: 'Updated',
      description: 'The day of the last substantive change; leave it empty if there is none.',
    }),
    authors: keyList('author').meta({
      title: 'Authors',
      description:
        'One or more of the firm’s authors, from the Authors list (add a new one there first).',
    }),
    topics: z
      .array(z.enum(TOPIC_KEYS, { error: `a topic is one of ${TOPIC_KEYS.join(', ')}` }))
      .min(1, 'at least one topic')
      .meta({ title: 'Topics', description: 'One or more topics of the fixed list.' }),
    cover: coverSchema.optional(),
    draft: z.boolean().default(false).meta({
      title: 'Draft',
      description:
        'On: the article shows in the preview only, never on the public site. Switch it off to publish.',
    }),
    translationKey: z
      .string()
      .regex(SLUG_PATTERN, 'a lower-case key of letters, digits and hyphens')
      .optional()
      .meta({
        title: 'Translation key',
        description: 'The same key on this article and its translation in the other language.',
      }),
  })
  .strict();

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

const localized = (title: string, description: string) =>
  z
    .object({
      en: z
        .string()
        .trim()
        .min(1, 'English text is required')
        .meta({ title: `${title} in English`, description: '' }),
      es: z
        .string()
        .trim()
        .min(1, 'Spanish text is required')
        .meta({ title: `${title} in Spanish`, description: '' }),
    })
    .strict()
    .meta({ title, description });

export const authorSchema = z
  .object({
    key: z
      .string()
      .regex(SLUG_PATTERN, 'a lower-case key of letters, digits and hyphens')
      .meta({ title: 'Key', description: 'What articles write in their authors list.' }),
    name: z
      .string()
      .trim()
      .min(1, 'a name is required')
      .meta({ title: 'Name', description: 'The person’s full name.' }),
    role: localized('Role', 'The person’s role at the firm, in each language.'),
    bio: localized('Short bio', 'One or two sentences about the person, in each language.'),
    example: z.boolean().optional().meta({
      title: 'Example',
      description: 'A placeholder shipped with the code: npm run deploy refuses it.',
    }),
  })
  .strict();

export type Author = z.infer<typeof authorSchema>;

export const authorsFileSchema = z.array(authorSchema);
