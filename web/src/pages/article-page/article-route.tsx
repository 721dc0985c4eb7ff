import { base as ARTICLE_DATA_BASE } from '../../../.generated/insights/article-data.json';
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
 * An article's page data is a JSON file of the build, at a path this chunk computes from the
 * article's language and slug (web/build/insights/article-modules.ts): no script lists the
 * articles, so no page's JavaScript grows with their number.
 */

/** Where an article's page data is in the built site. */
export function articleDataUrl({ locale, slug }: Pick<ArticleLocation, 'locale' | 'slug'>): string {
  return `${ARTICLE_DATA_BASE}/${locale}/${slug}.json`;
}

/**
 * The prerenderer and `npm run dev` import the files that the built site's pages fetch: this map
 * is in the server bundle and the dev server only, never in a built page's script.
 */
const LOCAL_ARTICLES =
  import.meta.env.SSR || import.meta.env.DEV
    ? import.meta.glob<{ default: ArticlePageData }>(
        '../../../.generated/insights/articles/*/*.json',
      )
    : undefined;

/** Whether the page's own HTML preloads this article's data (web/build/prerender.ts). */
function preloaded(url: string): boolean {
  for (const link of document.querySelectorAll('link[rel="preload"]')) {
    if (link.getAttribute('href') === url) return true;
  }
  return false;
}

/** An article's page data, or `undefined` when the build has no such article. */
async function fetchArticle(location: ArticleLocation): Promise<ArticlePageData | undefined> {
  if (LOCAL_ARTICLES) {
    const loader =
      LOCAL_ARTICLES[
        `../../../.generated/insights/articles/${location.locale}/${location.slug}.json`
      ];
    return loader ? (await loader()).default : undefined;
  }
  const url = articleDataUrl(location);
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ArticlePageData;
}

const cache = new Map<string, LazyModule<ArticlePageData | undefined>>();

/**
 * An article's data, loaded once (named by its URL: it is no chunk): `undefined` once loaded when
 * no such article was built.
 */
function articleModule(
  location: ArticleLocation,
  load: (location: ArticleLocation) => Promise<ArticlePageData | undefined> = fetchArticle,
): LazyModule<ArticlePageData | undefined> {
  const url = articleDataUrl(location);
  let module = cache.get(url);
  if (!module) {
    module = lazyModule(url, () => load(location));
    cache.set(url, module);
  }
  return module;
}

const NO_ARTICLE = async () => undefined;

function insightsCopyModule(locale: Locale): LazyModule<InsightsCopy> {
  return copyModule<InsightsCopy>(locale, 'insights');
}

/**
 * Loads what the page's first path renders, before it hydrates: the article's data and its
 * language's frame. An article's HTML preloads its data; a page without that preload is the
 * landing page the edge shows for an unknown slug (functions/edge-router), and fetches nothing
 * (a 404 in the console). A client navigation follows a link the build has checked.
 */
export async function loadArticle(location: ArticleLocation): Promise<void> {
  const known = LOCAL_ARTICLES !== undefined || preloaded(articleDataUrl(location));
  await Promise.all([
    insightsCopyModule(location.locale).load(),
    articleModule(location, known ? fetchArticle : NO_ARTICLE).load(),
  ]);
}

/** The source modules of an article path beyond the template's (the prerenderer preloads them). */
export function articleModulesOf(location: ArticleLocation): string[] {
  return [insightsCopyModule(location.locale).module];
}

/** Where the language switcher goes from an article: its translation, else the other index. */
export function alternatePathOf(location: ArticleLocation, other: Locale): string {
  const translation = articleModule(location).read()?.translation;
  return translation?.locale === other ? translation.path : pathOf('insights', other);
}

/** An article in its language; a path shaped like one but unknown shows the home page. */
export function ArticleRoute({ location }: { readonly location: ArticleLocation }) {
  const article = articleModule(location).read();
  if (!article) return <PageView page="home" locale={location.locale} />;
  return <ArticlePage article={article} copy={insightsCopyModule(location.locale).read()} />;
}
