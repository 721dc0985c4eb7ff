import type { ComponentType } from 'react';
import type { Locale } from '../config/locales';
import {
  type ArticleLocation,
  articleLocationOf,
  canonicalPath,
  type PageKey,
  pathOf,
  routeForPath,
} from '../config/routes';
import type { PageDataSource, PageProps } from '../pages/page-props';
import { type LazyModule, lazyModule } from './lazy-module';
import { copyModule, siteCopyModule } from './page-copy';

/** A page template; one that shows more than its copy names its data (`dataFor`). */
// biome-ignore lint/suspicious/noExplicitAny: pages differ in copy; each checks its own.
type AnyPage = ComponentType<PageProps<any, any, any>> & PageDataSource;

/**
 * Each page template in a chunk of its own, shared by every language. A chunk's source module
 * (`src/pages/…`) is what the prerenderer looks up in the build manifest to preload it
 * (`pageModulesFor`); the browser never reads it, so its bundle carries none of these names
 * (`import.meta.env.SSR` is false there, and the build drops the string).
 */
const landing = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/landing-page.tsx' : '', () =>
  import('../pages/landing-page').then((m) => m.LandingPage),
);
const whatWeDo = lazyModule<AnyPage>(
  import.meta.env.SSR ? 'src/pages/what-we-do-page.tsx' : '',
  () => import('../pages/what-we-do-page').then((m) => m.WhatWeDoPage),
);
const whoWeWorkWith = lazyModule<AnyPage>(
  import.meta.env.SSR ? 'src/pages/who-we-work-with-page.tsx' : '',
  () => import('../pages/who-we-work-with-page').then((m) => m.WhoWeWorkWithPage),
);
const about = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/about-page.tsx' : '', () =>
  import('../pages/about-page').then((m) => m.AboutPage),
);
const contact = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/contact-page.tsx' : '', () =>
  import('../pages/contact-page').then((m) => m.ContactPage),
);
const service = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/service-page.tsx' : '', () =>
  import('../pages/service-page').then((m) => m.ServicePage),
);
const privacy = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/privacy-page.tsx' : '', () =>
  import('../pages/privacy-page').then((m) => m.PrivacyPage),
);
const security = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/security-page.tsx' : '', () =>
  import('../pages/security-page').then((m) => m.SecurityPage),
);
const legalNotice = lazyModule<AnyPage>(
  import.meta.env.SSR ? 'src/pages/legal-notice-page.tsx' : '',
  () => import('../pages/legal-notice-page').then((m) => m.LegalNoticePage),
);
const accessibility = lazyModule<AnyPage>(
  import.meta.env.SSR ? 'src/pages/accessibility-page.tsx' : '',
  () => import('../pages/accessibility-page').then((m) => m.AccessibilityPage),
);
const insights = lazyModule<AnyPage>(import.meta.env.SSR ? 'src/pages/insights-page.tsx' : '', () =>
  import('../pages/insights-page').then((m) => m.InsightsPage),
);
/**
 * An article path's template, with what only article pages need: the map of every article's
 * chunk, the article's language frame, the switcher's target (none of it in this bundle).
 */
const article = lazyModule(
  import.meta.env.SSR ? 'src/pages/article-page/article-route.tsx' : '',
  () => import('../pages/article-page/article-route'),
);

interface PageDefinition {
  readonly template: LazyModule<AnyPage>;
  /** Its copy: web/src/content/pages/<locale>/<copy>.yaml in each language. */
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

const pageData = new Map<string, LazyModule<unknown>>();

/**
 * What a template shows beyond its copy in a language (a list of articles), as a chunk: loaded
 * with the page, or once it is interactive when the template defers it (below the first screen:
 * left out of the `first` load).
 */
function pageDataOf(template: AnyPage, locale: Locale, first?: boolean) {
  const chunk = template.dataFor?.(locale, <T,>(file: string) =>
    copyModule<T>(locale, file).load(),
  );
  if (!chunk || (first && chunk.deferred)) return undefined;
  let module = pageData.get(chunk.module);
  if (!module) {
    module = lazyModule(chunk.module, chunk.load);
    pageData.set(chunk.module, module);
  }
  return module;
}

export interface PageViewProps {
  readonly page: PageKey;
  readonly locale: Locale;
}

/** A page of the route table in one language: its template filled with its copy. */
export function PageView({ page, locale }: PageViewProps) {
  const definition = PAGES[page];
  const Template = definition.template.read();
  const copy = copyModule(locale, definition.copy).read();
  const data = pageDataOf(Template, locale);
  return <Template copy={copy} page={page} {...(data ? { data } : {})} />;
}

export interface ArticleViewProps {
  readonly location: ArticleLocation;
}

/** An article in its language; a path shaped like one but unknown shows the home page. */
export function ArticleView({ location }: ArticleViewProps) {
  const { ArticleRoute } = article.read();
  return <ArticleRoute location={location} />;
}

/**
 * Where the language switcher goes from a path, in another language: an article's translation
 * when it has one, else that language's index; any other page, its twin. May suspend (`use`).
 */
export function alternatePathOf(pathname: string, other: Locale): string {
  const location = articleLocationOf(canonicalPath(pathname));
  if (!location) return pathOf(routeForPath(pathname).page, other);
  return article.read().alternatePathOf(location, other);
}

/**
 * Every chunk the page at a path needs before it can render without suspending: its template,
 * its copy and its language's site copy, then the data it names (`dataFor`). The browser
 * loads them before hydrating (web/src/main.tsx); the prerenderer preloads them in the page's HTML.
 */
function chunksForPath(pathname: string, first: boolean): readonly LazyModule<unknown>[] {
  const location = articleLocationOf(canonicalPath(pathname));
  // An article's own chunks are known to its template (an unknown slug shows the home page).
  if (location) return [article, siteCopyModule(location.locale)];
  const { page, locale } = routeForPath(pathname);
  const { template, copy } = PAGES[page];
  const loaded = template.loaded();
  const data = loaded && pageDataOf(loaded, locale, first);
  return [template, copyModule(locale, copy), siteCopyModule(locale), ...(data ? [data] : [])];
}

/** Loads the chunks of a path: resolves once the page can render at once. */
export async function loadPageAt(pathname: string): Promise<void> {
  // The prerenderer renders a deferred list too; the browser loads it once the page hydrated.
  const first = !import.meta.env.SSR;
  await Promise.all(chunksForPath(pathname, first).map((chunk) => chunk.load()));
  const location = articleLocationOf(canonicalPath(pathname));
  if (location) await (await article.load()).loadArticle(location);
  // Now that the template is loaded, the data it names.
  else await Promise.all(chunksForPath(pathname, first).map((chunk) => chunk.load()));
}

/** An article path's place and its template's chunk, once `loadPageAt` has loaded it. */
function loadedArticleAt(pathname: string, caller: string) {
  const location = articleLocationOf(canonicalPath(pathname));
  if (!location) return undefined;
  const route = article.loaded();
  if (!route) throw new Error(`${caller}(${pathname}) before loadPageAt`);
  return { location, route };
}

/**
 * The source modules of the page at a path, once loaded (`loadPageAt`): the prerenderer preloads
 * their chunks.
 */
export function pageModulesFor(pathname: string): string[] {
  const modules = chunksForPath(pathname, true).map((chunk) => chunk.module);
  const loaded = loadedArticleAt(pathname, 'pageModulesFor');
  if (loaded) modules.push(...loaded.route.articleModulesOf(loaded.location));
  return modules;
}

/** The data files the page at a path fetches as it starts: the prerenderer preloads them. */
export function pageFetchesFor(pathname: string): string[] {
  const loaded = loadedArticleAt(pathname, 'pageFetchesFor');
  return loaded ? [loaded.route.articleDataUrl(loaded.location)] : [];
}
