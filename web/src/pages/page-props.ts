import type { PageKey } from '../config/routes';

/** What every page template is given: its copy, in the page's language, and which page it is. */
export interface PageProps<Copy, Key extends PageKey = PageKey> {
  readonly copy: Copy;
  readonly page: Key;
}
