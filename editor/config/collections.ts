import { relative } from 'node:path';
import type { z } from 'zod';
import { AUTHORS_FILE, CONTENT_DIR, MEDIA_DIR } from '../../web/build/insights/load-articles.ts';
import { PAGE_COPY_DIR, readPageCopy } from '../../web/build/page-copy/load-page-copy.ts';
import {
  articleFrontMatterSchema,
  authorSchema,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  TOPIC_KEYS,
} from '../../web/src/content/insights/schema.ts';
import { PROJECT_DIR } from './project.ts';
import { type CmsField, fieldsFromSchema, type WidgetOverride } from './schema-fields.ts';

/**
 * The registry of what the editor edits: one entry per content kind, each naming its schema and
 * the folder or file the build reads, so that the editor writes exactly the files the build
 * reads. A new kind (a page's copy) is one more entry: its schema, its path, and the widgets a
 * schema cannot say (Markdown, an image, a relation). test/editor/cms-config.test.ts checks every
 * entry against its schema and its loader.
 */

/** A project path as the editor writes it: relative to the repository's root, `/` separated. */
export const repoPath = (absolute: string): string =>
  relative(PROJECT_DIR, absolute).split('\\').join('/');

export interface ContentKind {
  /** The collection's name in the editor (and in its URLs). */
  readonly name: string;
  readonly label: string;
  readonly labelSingular: string;
  /** What one file holds: the front matter of an article, one author, … */
  readonly schema: z.ZodObject;
  /** Widget options the schema cannot say, by field name. */
  readonly widgets?: Readonly<Record<string, WidgetOverride>>;
  /** Fields of the schema the editor writes itself, not shown as fields. */
  readonly managedByEditor?: readonly string[];
  /** Per field: `true` translated, `'duplicate'` the same in every language. */
  readonly i18n?: Readonly<Record<string, true | 'duplicate'>>;
  /** The collection, given its generated fields. */
  readonly collection: (fields: readonly CmsField[]) => Readonly<Record<string, unknown>>;
}

/** An article's language versions are paired by this front-matter field (schema.ts). */
export const TRANSLATION_KEY_FIELD = 'translationKey';

/**
 * The fields each language writes for itself; every other field is set once, in English, and
 * copied (`duplicate`). The cover is copied as a whole, its description translated inside it: as
 * a translated object, Sveltia 0.221.1 showed the Spanish cover ticked once English added one, yet
 * saved `cover: null`, losing the Spanish description typed into it.
 */
const ARTICLE_TRANSLATED = new Set(['title', 'description']);

/**
 * The topics as the site names them in English (the `topicLabels` of the insights page's copy),
 * each writing its key: an editor picks "Application & API security", not a key.
 */
function topicOptions(): { label: string; value: string }[] {
  const labels = readPageCopy('en', 'insights').topicLabels;
  return TOPIC_KEYS.map((key) => ({ label: labels[key], value: key }));
}

export const ARTICLES: ContentKind = {
  name: 'articles',
  label: 'Articles',
  labelSingular: 'Article',
  schema: articleFrontMatterSchema,
  managedByEditor: [TRANSLATION_KEY_FIELD],
  widgets: {
    description: { widget: 'text' },
    topics: { options: topicOptions() },
    authors: {
      widget: 'relation',
      collection: 'authors',
      file: 'authors',
      value_field: 'authors.*.key',
      search_fields: ['authors.*.name'],
      display_fields: ['authors.*.name'],
      multiple: true,
    },
    cover: {
      fields: fieldsFromSchema(
        articleFrontMatterSchema.shape.cover.unwrap() as unknown as z.ZodObject,
        {
          // No pattern: until it is saved, an upload's value is a blob: URL, which the schema's
          // `/media/<file>` pattern refused, so no upload could be saved. The image widget
          // writes `<public_folder>/<file>` (MEDIA), and the build still checks the pattern.
          image: { widget: 'image', i18n: 'duplicate', pattern: undefined },
          alt: { i18n: true },
        },
      ),
    },
  },
  collection: (fields) => ({
    folder: repoPath(CONTENT_DIR),
    extension: 'md',
    format: 'frontmatter',
    create: true,
    // One folder per language (`<folder>/<locale>/<slug>.md`), slugs localized, paired by
    // `translationKey` (the i18n options of cms-config.ts), as load-articles.ts reads them.
    // A new article starts in both languages; "Disable Spanish" in the Spanish pane's menu
    // leaves it English-only (no Spanish file), as the writing guide allows.
    i18n: { initial_locales: 'all' },
    // Each language's slug its own, typed when the article is created and fixed after: a
    // changed slug would be a changed URL. No template: one made from the title was cut at the
    // length cap mid-word ("…-at-a-mid-sized-com"), and its field sat in a closed side panel.
    // Without one, the editor opens that panel on a new article and asks for both slugs.
    slug: {
      editable: ['create'],
      i18n: true,
      hint: `The end of the article's address: a few words of its title in lower case, joined by hyphens, such as pentest-report-checklist (at most ${SLUG_MAX_LENGTH} characters). The Spanish article's in Spanish. Fixed once the article is saved, so that links to it never break.`,
      pattern: [
        `(?=^.{1,${SLUG_MAX_LENGTH}}$)${SLUG_PATTERN.source}`,
        `Lower-case letters without accents, digits and single hyphens, at most ${SLUG_MAX_LENGTH} characters, such as pentest-report-checklist.`,
      ],
    },
    identifier_field: 'title',
    summary: '{{title}} ({{published}})',
    sortable_fields: ['published', 'title'],
    fields: [
      ...fields.map((field) => ({
        ...field,
        i18n: ARTICLE_TRANSLATED.has(field.name) ? true : ('duplicate' as const),
      })),
      {
        name: 'body',
        label: 'Text',
        hint: 'The article in Markdown: headings from ##, links, lists, tables, images from the media folder.',
        widget: 'markdown',
        // Markdown first: the rich text mode rewrites the whole text on save (`*a*` becomes
        // `_a_`, …) even when it was not touched; in Markdown it is kept as written.
        modes: ['raw', 'rich_text'],
        i18n: true,
      },
    ],
  }),
};

export const AUTHORS: ContentKind = {
  name: 'authors',
  label: 'Authors',
  labelSingular: 'Author',
  schema: authorSchema,
  collection: (fields) => ({
    files: [
      {
        name: 'authors',
        label: 'Authors',
        file: `${repoPath(CONTENT_DIR)}/${AUTHORS_FILE}`,
        format: 'yaml',
        // authors.yaml is a list at its top level: a root list (a Sveltia CMS option).
        fields: [
          {
            name: 'authors',
            label: 'Authors',
            label_singular: 'Author',
            widget: 'list',
            root: true,
            summary: '{{fields.name}}',
            fields,
          },
        ],
      },
    ],
  }),
};

/** Every kind the editor edits, in the order of its menu. */
export const CONTENT_KINDS: readonly ContentKind[] = [ARTICLES, AUTHORS];

/** Where uploads go and how pages reference them (`/media/<file>`). */
export const MEDIA = { folder: repoPath(MEDIA_DIR), publicPath: '/media' } as const;

/**
 * The folders the editor reads and writes, relative to the repository: the articles and
 * authors, the page copy, the media. The local stand-in for GitHub serves these and no other
 * (infra/local/github-stand-in.ts): never the code beside them in web/src/content.
 */
export const EDITED_FOLDERS: readonly string[] = [
  repoPath(CONTENT_DIR),
  repoPath(PAGE_COPY_DIR),
  MEDIA.folder,
];
