import { existsSync, readFileSync } from 'node:fs';
import { publishedArticlePaths } from '../../web/build/insights/article-files';
import { ROUTE_LIST } from '../../web/src/config/routes';

/** What the weekly report's construct writes beside its bundle, which has no content folder. */
export const BUNDLED_ARTICLE_PATHS_FILE = 'article-paths.json';

/**
 * Every path the report counts as a page: the route table's and the published articles'. A
 * path outside it (a scanner's probe, a beacon with a made-up page) is not a page view.
 */
export function pagePaths(): string[] {
  const bundled = new URL(`./${BUNDLED_ARTICLE_PATHS_FILE}`, import.meta.url);
  const articles = existsSync(bundled)
    ? (JSON.parse(readFileSync(bundled, 'utf8')) as string[])
    : publishedArticlePaths();
  return [...ROUTE_LIST.map((route) => route.path), ...articles];
}
