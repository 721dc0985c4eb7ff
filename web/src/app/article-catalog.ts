import type { ArticleLocation } from '../config/routes';
import type { ArticlePageData } from '../content/insights/article';
import { articleModuleName } from './insights-data';
import { type LazyModule, lazyModule } from './lazy-module';

/**
 * Every article of the build, each its own chunk (web/build/insights/article-modules.ts). This
 * map is a chunk of its own, loaded with the article page's template: only an article page, or a navigation to one, loads it.
 */
const ARTICLE_MODULES = import.meta.glob<{ default: ArticlePageData }>(
  '../../.generated/insights/articles/*/*.json',
);

const cache = new Map<string, LazyModule<ArticlePageData>>();

/** An article's chunk, or `undefined` when no such article was built. */
export function articleModule(location: ArticleLocation): LazyModule<ArticlePageData> | undefined {
  const key = `../../${articleModuleName(location)}`;
  const loader = ARTICLE_MODULES[key];
  if (!loader) return undefined;
  let module = cache.get(key);
  if (!module) {
    module = lazyModule(articleModuleName(location), () => loader().then((m) => m.default));
    cache.set(key, module);
  }
  return module;
}
