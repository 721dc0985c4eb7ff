import { type LazyModule, lazyModule } from '../../app/lazy-module';
import { copyModule } from '../../app/page-copy';
import { PageView } from '../../app/page-routes';
import type { Locale } from '../../config/locales';
import { type ArticleLocation, pathOf } from '../../config/routes';
import type { ArticlePageData } from '../../content/insights/article';
import type { InsightsCopy } from '../../content/types';
import { ArticlePage } from './article-page';

/**
 * Everything about an article path that only an article page needs, in the chunk of the
 * article's template: the main bundle knows an article's path shape (config/routes.ts) and
 * nothing else, so that no other page pays for articles.
 *
 * Every article of the build is a chunk of its own (web/build/insights/article-modules.ts); this
 * map of them loads with the template, never with another page.
 */
const ARTICLE_MODULES = import.meta.glob<{ default: ArticlePageData }>(
  '../../../.generated/insights/articles/*/*.json',
);

/** The source module of an article's chunk (a key of Vite's build manifest). */
function articleModuleName({ locale, slug }: ArticleLocation): string {
  return `.generated/insights/articles/${locale}/${slug}.json`;
}

const cache = new Map<string, LazyModule<ArticlePageData>>();

/** An article's chunk, or `undefined` when no such article was built. */
function articleModule(location: ArticleLocation): LazyModule<ArticlePageData> | undefined {
  const name = articleModuleName(location);
  const loader = ARTICLE_MODULES[`../../../${name}`];
  if (!loader) return undefined;
  let module = cache.get(name);
  if (!module) {
    module = lazyModule(name, () => loader().then((m) => m.default));
    cache.set(name, module);
  }
  return module;
}

function insightsCopyModule(locale: Locale): LazyModule<InsightsCopy> {
  return copyModule<InsightsCopy>(locale, 'insights');
}

/** Loads what an article path renders: the article's chunk and its language's frame. */
export async function loadArticle(location: ArticleLocation): Promise<void> {
  await Promise.all([insightsCopyModule(location.locale).load(), articleModule(location)?.load()]);
}

/** The source modules of an article path beyond the template's (the prerenderer preloads them). */
export function articleModulesOf(location: ArticleLocation): string[] {
  const article = articleModule(location);
  return [insightsCopyModule(location.locale).module, ...(article ? [article.module] : [])];
}

/** Where the language switcher goes from an article: its translation, else the other index. */
export function alternatePathOf(location: ArticleLocation, other: Locale): string {
  const translation = articleModule(location)?.read().translation;
  return translation?.locale === other ? translation.path : pathOf('insights', other);
}

/** An article in its language; a path shaped like one but unknown shows the home page. */
export function ArticleRoute({ location }: { readonly location: ArticleLocation }) {
  const article = articleModule(location)?.read();
  if (!article) return <PageView page="home" locale={location.locale} />;
  return <ArticlePage article={article} copy={insightsCopyModule(location.locale).read()} />;
}
