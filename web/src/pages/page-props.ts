import type { Locale } from '../config/locales';
import type { PageKey } from '../config/routes';
import type { ArticleSummary } from '../content/insights/article';

/** What every page template is given: its copy, in the page's language, and which page it is. */
export interface PageProps<Copy, Key extends PageKey = PageKey> {
  readonly copy: Copy;
  readonly page: Key;
  /** The articles a page lists (its language's index), loaded with it. */
  readonly articles?: readonly ArticleSummary[];
}

/** A list of articles as a chunk: its source module (a key of Vite's manifest) and its loader. */
export interface ArticleListChunk {
  readonly module: string;
  readonly load: () => Promise<readonly ArticleSummary[]>;
}

/**
 * A template that lists articles names its list, a chunk of its own that the router loads with
 * the page and the prerenderer preloads in its HTML. The map of the lists lives in the template's
 * chunk, not in the main bundle.
 */
export interface PageArticleList {
  readonly articlesFor?: (locale: Locale) => ArticleListChunk | undefined;
}
