import { LOCALE_INFO, LOCALES, type Locale, localeOfPath } from './locales.ts';

/**
 * Every page of the site, once, with its path in each language. The router, the prerenderer,
 * the sitemap, the language switcher and the edge routing function all read it: no route path
 * is written anywhere else. Each page's title and description live beside the rest of its copy
 * (web/src/content/pages/<locale>/page-meta.yaml), so that a page ships the text of its own
 * language only.
 *
 * Paths are canonical: lower case, no trailing slash (except the English home page).
 */
export const SERVICE_SLUGS = [
  'application-api-security',
  'infrastructure-security',
  'physical-security',
  'integrated-operations',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** The index of the articles in each language. */
export const INSIGHTS_PATHS = { en: '/insights', es: '/es/publicaciones' } as const;

export const PAGE_PATHS = {
  home: { en: '/', es: '/es' },
  whatWeDo: { en: '/what-we-do', es: '/es/que-hacemos' },
  whoWeWorkWith: { en: '/who-we-work-with', es: '/es/con-quien-trabajamos' },
  about: { en: '/about', es: '/es/nosotros' },
  contact: { en: '/contact', es: '/es/contacto' },
  'application-api-security': {
    en: '/application-api-security',
    es: '/es/seguridad-de-aplicaciones-y-api',
  },
  'infrastructure-security': {
    en: '/infrastructure-security',
    es: '/es/seguridad-de-infraestructura',
  },
  'physical-security': { en: '/physical-security', es: '/es/seguridad-fisica' },
  'integrated-operations': { en: '/integrated-operations', es: '/es/operaciones-integradas' },
  privacy: { en: '/privacy', es: '/es/privacidad' },
  security: { en: '/security', es: '/es/seguridad' },
  legalNotice: { en: '/legal-notice', es: '/es/aviso-legal' },
  accessibility: { en: '/accessibility', es: '/es/accesibilidad' },
  insights: INSIGHTS_PATHS,
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof PAGE_PATHS;

export const PAGE_KEYS = Object.keys(PAGE_PATHS) as readonly PageKey[];

/** One page in one language. */
export interface PageRoute {
  readonly page: PageKey;
  readonly locale: Locale;
  readonly path: string;
}

/** Every page in every language, English first, each language's home first. */
export const ROUTE_LIST: readonly PageRoute[] = LOCALES.flatMap((locale) =>
  PAGE_KEYS.map((page) => ({ page, locale, path: PAGE_PATHS[page][locale] })),
);

/** The path of a page in a language. */
export function pathOf(page: PageKey, locale: Locale): string {
  return PAGE_PATHS[page][locale];
}

/**
 * The path of an article: its language's index, then its slug (the file name of
 * web/src/content/insights/<locale>/<slug>.md). Articles are not in the table: the build finds
 * them in the content folder (web/build/insights/load-articles.ts).
 */
export function articlePath(locale: Locale, slug: string): string {
  return `${INSIGHTS_PATHS[locale]}/${slug}`;
}

/** The contact page's query naming the article a visitor comes from (its call to contact us). */
export const ARTICLE_QUERY = 'article';

/** The id of the contact page's form section: where a link that means "write to us" lands. */
export const CONTACT_FORM_ID = 'inquiry';

/**
 * The contact page in an article's language, told which article the visitor comes from, at its
 * form (the message starts with the article's title there).
 */
export function contactPathFrom({ locale, slug }: { locale: Locale; slug: string }): string {
  return `${pathOf('contact', locale)}?${ARTICLE_QUERY}=${encodeURIComponent(slug)}#${CONTACT_FORM_ID}`;
}

/** An article's place: its language and slug. */
export interface ArticleLocation {
  readonly locale: Locale;
  readonly slug: string;
  readonly path: string;
}

const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The article a canonical path would show (`/insights/<slug>`, `/es/publicaciones/<slug>`), if
 * the path has that shape; whether the article exists is known only to its page's chunk.
 */
export function articleLocationOf(pathname: string): ArticleLocation | undefined {
  for (const locale of LOCALES) {
    const prefix = `${INSIGHTS_PATHS[locale]}/`;
    const slug = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
    if (SLUG_SEGMENT.test(slug)) return { locale, slug, path: pathname };
  }
  return undefined;
}

/** Lower case, without a trailing slash: the form every path of the table is written in. */
export function canonicalPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The page a location shows, as the router resolves it: matching ignores case and a trailing
 * slash; any other path shows the home page of the language whose prefix it has.
 */
export function routeForPath(pathname: string): PageRoute {
  const path = canonicalPath(pathname);
  const known = ROUTE_LIST.find((route) => route.path === path);
  if (known) return known;
  const locale = localeOfPath(path);
  return { page: 'home', locale, path: LOCALE_INFO[locale].home };
}
