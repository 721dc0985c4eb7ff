import type { Locale } from '../config/locales';
import type { ArticleLocation } from '../config/routes';
import type { ArticleSummary } from '../content/insights/article';
import { type LazyModule, lazyModule } from './lazy-module';

/**
 * The lists of articles the build writes (web/build/insights/article-modules.ts), one chunk per
 * list and language: a page loads only its own language's. These maps hold one entry per
 * language, whatever the number of articles; an article's own data is found by its page's chunk
 * (web/src/pages/article-page/article-catalog.ts), never here.
 */
const INDEX_MODULES = import.meta.glob<{ default: readonly ArticleSummary[] }>(
  '../../.generated/insights/index/*.json',
);

const cache = new Map<string, LazyModule<readonly unknown[]>>();

function listModule<T>(
  modules: Record<string, () => Promise<{ default: readonly T[] }>>,
  list: string,
  locale: Locale,
): LazyModule<readonly T[]> {
  const key = `../../.generated/insights/${list}/${locale}.json`;
  let module = cache.get(key) as LazyModule<readonly T[]> | undefined;
  if (!module) {
    const loader = modules[key];
    // No article yet (or `npm run dev` before a build): an empty list, no chunk.
    module = lazyModule(`.generated/insights/${list}/${locale}.json`, () =>
      loader ? loader().then((m) => m.default) : Promise.resolve([]),
    );
    cache.set(key, module);
  }
  return module;
}

/** Every article of a language, newest first: the index's list. */
export function articleIndexModule(locale: Locale): LazyModule<readonly ArticleSummary[]> {
  return listModule(INDEX_MODULES, 'index', locale);
}

/** Whether the build wrote a list for the language (the prerenderer preloads only real chunks). */
export function hasArticleList(locale: Locale): boolean {
  return `../../.generated/insights/index/${locale}.json` in INDEX_MODULES;
}

/** The source module of an article's chunk (a key of Vite's build manifest). */
export function articleModuleName({
  locale,
  slug,
}: Pick<ArticleLocation, 'locale' | 'slug'>): string {
  return `.generated/insights/articles/${locale}/${slug}.json`;
}
