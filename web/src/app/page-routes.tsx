import type { ComponentType } from 'react';
import { LOCALES, type Locale } from '../config/locales';
import {
  type ArticleLocation,
  articleLocationOf,
  canonicalPath,
  type PageKey,
  pathOf,
  routeForPath,
} from '../config/routes';
import type { ArticleSummary } from '../content/insights/article';
import type { InsightsCopy } from '../content/types';
import type { PageProps } from '../pages/page-props';
import { articleIndexModule, articleModuleName, hasArticleList } from './insights-data';
import { type LazyModule, lazyModule } from './lazy-module';
import { copyModule, siteCopyModule } from './page-copy';

// biome-ignore lint/suspicious/noExplicitAny: pages differ in copy; each checks its own.
type AnyPage = ComponentType<PageProps<any, any>>;

/** Each page template in a chunk of its own, shared by every language. */
const landing = lazyModule<AnyPage>('src/pages/landing-page.tsx', () =>
  import('../pages/landing-page').then((m) => m.LandingPage),
);
const whatWeDo = lazyModule<AnyPage>('src/pages/what-we-do-page.tsx', () =>
  import('../pages/what-we-do-page').then((m) => m.WhatWeDoPage),
);
const whoWeWorkWith = lazyModule<AnyPage>('src/pages/who-we-work-with-page.tsx', () =>
  import('../pages/who-we-work-with-page').then((m) => m.WhoWeWorkWithPage),
);
const about = lazyModule<AnyPage>('src/pages/about-page.tsx', () =>
  import('../pages/about-page').then((m) => m.AboutPage),
);
const contact = lazyModule<AnyPage>('src/pages/contact-page.tsx', () =>
  import('../pages/contact-page').then((m) => m.ContactPage),
);
const service = lazyModule<AnyPage>('src/pages/service-page.tsx', () =>
  import('../pages/service-page').then((m) => m.ServicePage),
);
const privacy = lazyModule<AnyPage>('src/pages/privacy-page.tsx', () =>
  import('../pages/privacy-page').then((m) => m.PrivacyPage),
);
const security = lazyModule<AnyPage>('src/pages/security-page.tsx', () =>
  import('../pages/security-page').then((m) => m.SecurityPage),
);
const legalNotice = lazyModule<AnyPage>('src/pages/legal-notice-page.tsx', () =>
  import('../pages/legal-notice-page').then((m) => m.LegalNoticePage),
);
const accessibility = lazyModule<AnyPage>('src/pages/accessibility-page.tsx', () =>
  import('../pages/accessibility-page').then((m) => m.AccessibilityPage),
);
const insights = lazyModule<AnyPage>('src/pages/insights-page.tsx', () =>
  import('../pages/insights-page').then((m) => m.InsightsPage),
);
/** The article page's template, with the map of every article's chunk (not in this bundle). */
const ARTICLE_CATALOG_MODULE = 'src/app/article-catalog.ts';
const article = lazyModule('src/pages/article-page/article-page.tsx', () =>
  Promise.all([import('../pages/article-page/article-page'), import('./article-catalog')]).then(
    ([page, catalog]) => ({ ArticlePage: page.ArticlePage, articleModule: catalog.articleModule }),
  ),
);

interface PageDefinition {
  readonly template: LazyModule<AnyPage>;
  /** Its copy: web/src/content/<locale>/<copy>.ts in each language. */
  readonly copy: string;
}

/** The template and the copy module of every page of the route table. */
const PAGES: Readonly<Record<PageKey, PageDefinition>> = {
  home: { template: landing, copy: 'landing' },
  whatWeDo: { template: whatWeDo, copy: 'what-we-do' },
  whoWeWorkWith: { template: whoWeWorkWith, copy: 'who-we-work-with' },
  about: { template: about, copy: 'about' },
  contact: { template: contact, copy: 'contact-page' },
  'application-api-security': { template: service, copy: 'services/application-api-security' },
  'infrastructure-security': { template: service, copy: 'services/infrastructure-security' },
  'physical-security': { template: service, copy: 'services/physical-security' },
  'integrated-operations': { template: service, copy: 'services/integrated-operations' },
  privacy: { template: privacy, copy: 'privacy' },
  security: { template: security, copy: 'security' },
  legalNotice: { template: legalNotice, copy: 'legal-notice' },
  accessibility: { template: accessibility, copy: 'accessibility' },
  insights: { template: insights, copy: 'insights' },
};

/** The lists of articles a page shows: its language's index, or the newest on a home page. */
const ARTICLE_LISTS: Partial<
  Record<PageKey, (locale: Locale) => LazyModule<readonly ArticleSummary[]>>
> = {
  insights: articleIndexModule,
};

export interface PageViewProps {
  readonly page: PageKey;
  readonly locale: Locale;
}

/** A page of the route table in one language: its template filled with its copy. */
export function PageView({ page, locale }: PageViewProps) {
  const definition = PAGES[page];
  const Template = definition.template.read();
  const copy = copyModule(locale, definition.copy).read();
  const articles = ARTICLE_LISTS[page]?.(locale).read();
  return <Template copy={copy} page={page} {...(articles ? { articles } : {})} />;
}

function insightsCopyModule(locale: Locale): LazyModule<InsightsCopy> {
  return copyModule<InsightsCopy>(locale, 'insights');
}

/**
 * The article at a path, once its chunk has loaded (else it suspends): `undefined` when the
 * path has an article's shape but no article was built there.
 */
function readArticle(location: ArticleLocation) {
  return article.read().articleModule(location)?.read();
}

export interface ArticleViewProps {
  readonly location: ArticleLocation;
}

/** An article in its language; a path shaped like one but unknown shows the home page. */
export function ArticleView({ location }: ArticleViewProps) {
  const { ArticlePage } = article.read();
  const data = readArticle(location);
  if (!data) return <PageView page="home" locale={location.locale} />;
  return <ArticlePage article={data} copy={insightsCopyModule(location.locale).read()} />;
}

/**
 * Where the language switcher goes from a path, in another language: an article's translation
 * when it has one, else that language's index; any other page, its twin.
 */
export function useAlternatePath(pathname: string, other: Locale): string {
  const location = articleLocationOf(canonicalPath(pathname));
  if (!location) return pathOf(routeForPath(pathname).page, other);
  const translation = readArticle(location)?.translation;
  return translation?.locale === other ? translation.path : pathOf('insights', other);
}

/**
 * Every chunk the page at a path needs before it can render without suspending: its template,
 * its copy and its language's site copy. The browser loads them before hydrating
 * (web/src/main.tsx); the prerenderer preloads them in the page's HTML.
 */
export function chunksForPath(pathname: string): readonly LazyModule<unknown>[] {
  const location = articleLocationOf(canonicalPath(pathname));
  if (location) {
    const { locale } = location;
    // An unknown slug shows the home page: it suspends while that page's chunks load.
    return [article, insightsCopyModule(locale), siteCopyModule(locale)];
  }
  const { page, locale } = routeForPath(pathname);
  const definition = PAGES[page];
  const list = ARTICLE_LISTS[page];
  return [
    definition.template,
    copyModule(locale, definition.copy),
    siteCopyModule(locale),
    ...(list ? [list(locale)] : []),
  ];
}

/** Loads the chunks of a path: resolves once the page can render at once. */
export async function loadPageAt(pathname: string): Promise<void> {
  await Promise.all(chunksForPath(pathname).map((chunk) => chunk.load()));
  const location = articleLocationOf(canonicalPath(pathname));
  if (location) await (await article.load()).articleModule(location)?.load();
}

/**
 * The source modules of the page at a path: the prerenderer preloads their chunks. An article's
 * own chunk is named; an empty list (no article in a language) has no chunk.
 */
export function pageModulesFor(pathname: string): string[] {
  const location = articleLocationOf(canonicalPath(pathname));
  const lists = LOCALES.flatMap((locale) =>
    [articleIndexModule(locale)].filter(() => !hasArticleList(locale)),
  );
  const modules = chunksForPath(pathname)
    .filter((chunk) => !lists.includes(chunk as LazyModule<never>))
    .map((chunk) => chunk.module);
  return location ? [...modules, ARTICLE_CATALOG_MODULE, articleModuleName(location)] : modules;
}
