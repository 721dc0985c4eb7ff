import type { Locale } from '../config/locales';
import type { ArticleSummary } from '../content/insights/article';
import type { PageDataChunk } from './page-props';

/**
 * Each language's list of articles, newest first, as the build writes it
 * (web/build/insights/article-modules.ts): a chunk per language. This map has one entry per
 * language whatever the number of articles; the index page's chunk imports it, and the contact
 * page loads it only when it names an article (`useArticleMessage`): never the main bundle.
 */
const INDEXES = import.meta.glob<{ default: readonly ArticleSummary[] }>(
  '../../.generated/insights/index/*.json',
);

/** A language's index list; `undefined` when the build wrote none (no article, or `npm run dev`). */
export function articleIndexChunk(
  locale: Locale,
): PageDataChunk<readonly ArticleSummary[]> | undefined {
  const module = `.generated/insights/index/${locale}.json`;
  const load = INDEXES[`../../${module}`];
  return load && { module, load: () => load().then((m) => m.default) };
}
