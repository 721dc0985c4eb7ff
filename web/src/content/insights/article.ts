import type { Locale } from '../../config/locales';
import type { ArticleFrontMatter, Author } from './schema';
import type { TopicKey } from './topics';

/**
 * What the pages read about articles: shapes derived from the schema's types (schema.ts), filled
 * in at build time by web/build/insights/ and shipped as JSON
 * (docs/decisions/0028-articles-as-json-chunks.md). Type-only imports of the schema: zod never
 * reaches the browser.
 */

/**
 * An article body as data: text, or an element `[tag, props, ...children]` whose props are
 * React's. The page turns it into elements (web/src/components/article-body), so no HTML string
 * ever reaches a DOM sink and Trusted Types have nothing to object to.
 */
export type BodyNode =
  | string
  | [
      tag: string,
      props: Readonly<Record<string, string | number | boolean>> | null,
      ...children: BodyNode[],
    ];

/** An author as an article in one language shows them. */
export interface ArticleByline extends Pick<Author, 'key' | 'name'> {
  /** The role in the article's language. */
  readonly role: string;
}

/** An image with its intrinsic size (CLS stays 0). */
export interface ArticleImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** The encodings the build made (web/build/responsive-image.ts), for a `<picture>`. */
  readonly sources?: readonly { readonly type: string; readonly srcset: string }[];
  readonly srcset?: string;
  readonly sizes?: string;
}

/** One article as an index, the home page or a related list shows it. */
export interface ArticleSummary
  extends Pick<ArticleFrontMatter, 'title' | 'description' | 'published' | 'draft'> {
  readonly locale: Locale;
  readonly slug: string;
  readonly path: string;
  /** The date of the last change: `updated`, else `published`. */
  readonly updated: string;
  readonly authors: readonly ArticleByline[];
  readonly topics: readonly TopicKey[];
  readonly readingMinutes: number;
}

/**
 * An article as the home page lists it: a headline and its date. Kept this small because the
 * list is part of the home page's first load.
 */
export type ArticleTeaser = Pick<ArticleSummary, 'path' | 'title' | 'published'> & {
  /** `published` as the language writes it, formatted at build time (no formatter shipped). */
  readonly date: string;
  /** Present, and true, only on a draft (`npm start`). */
  readonly draft?: true;
};

/** The other language's version of an article. */
export interface ArticleTranslation {
  readonly locale: Locale;
  readonly path: string;
  readonly title: string;
}

/** Everything one article's page shows: its own chunk, loaded by that page alone. */
export interface ArticlePageData extends ArticleSummary {
  readonly cover?: ArticleImage;
  readonly translation?: ArticleTranslation;
  /** Up to three articles of the same language sharing a topic, newest first. */
  readonly related: readonly ArticleSummary[];
  readonly body: readonly BodyNode[];
}
