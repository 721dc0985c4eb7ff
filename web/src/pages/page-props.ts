import type { PageKey } from '../config/routes';
import type { ArticleSummary } from '../content/insights/article';

/** What every page template is given: its copy, in the page's language, and which page it is. */
export interface PageProps<Copy, Key extends PageKey = PageKey> {
  readonly copy: Copy;
  readonly page: Key;
  /** The articles a page lists (its language's index), loaded with it. */
  readonly articles?: readonly ArticleSummary[];
}
