import type { PageKey } from '../config/routes';
import type { ArticleSummary } from '../content/insights/article';

/** What every page template is given: its copy, in the page's language, and which page it is. */
export interface PageProps<Copy, Key extends PageKey = PageKey, Listed = ArticleSummary> {
  readonly copy: Copy;
  readonly page: Key;
  /** The articles a page lists (its index; the newest on a home page, as teasers), loaded with it. */
  readonly articles?: readonly Listed[];
}
