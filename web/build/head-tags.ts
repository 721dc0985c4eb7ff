import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../src/config/locales';
import { INSIGHTS_PATHS, type PageKey, type PageRoute, pathOf } from '../src/config/routes';
import { SITE_ICONS, type SiteIcon } from '../src/config/site-icons';
import type { PageMeta, SiteCopy } from '../src/content/types';
import { FEED_FILES, FEED_MEDIA_TYPES } from './insights/feeds';
import type { SocialCard } from './social-card';

/** The part of `SITE` (web/src/config/site.ts) that the head tags read. */
export interface SiteIdentity {
  readonly name: string;
  readonly legalName: string;
  readonly origin: string;
  readonly linkedInUrl: string;
  readonly email: string;
  readonly themeColor: string;
}

/** What an article's head adds to a page's (web/build/insights/load-articles.ts fills it). */
export interface ArticleHead {
  /** YYYY-MM-DD. */
  readonly published: string;
  readonly modified: string;
  readonly authors: readonly string[];
  /** The article's translation, if it has one: the only alternate an article lists. */
  readonly translation?: { readonly locale: Locale; readonly path: string };
  /** An absolute path of the article's image (its cover), else the social card's. */
  readonly image?: string;
}

/** A page in one language, with the texts its head needs. */
export interface PageHead extends PageRoute {
  readonly meta: PageMeta;
  readonly organization: SiteCopy['organization'];
  /** The social card of the page's language (web/build/social-card.ts). */
  readonly socialCard: SocialCard;
  /** Set on an article's page: `og:type` article, its dates and its BlogPosting JSON-LD. */
  readonly article?: ArticleHead;
  /** The title of the language's article feeds, which every page of the language links. */
  readonly feedsTitle?: string;
}

/** The `<link rel="alternate">` of a language's RSS and Atom feeds (web/build/insights/feeds.ts). */
export function feedLinks(
  site: Pick<SiteIdentity, 'origin'>,
  locale: Locale,
  title: string,
): string[] {
  const index = INSIGHTS_PATHS[locale];
  return (['rss', 'atom'] as const).map(
    (kind) =>
      `<link rel="alternate" type="${FEED_MEDIA_TYPES[kind]}" title="${escapeHtml(title)}" href="${escapeHtml(`${site.origin}${index}/${FEED_FILES[kind]}`)}" />`,
  );
}

/**
 * A calendar day as an ISO 8601 date-time with a time zone (Google asks for one): the start of
 * the day in UTC.
 */
export function dayAsDateTime(day: string): string {
  return `${day}T00:00:00Z`;
}

/**
 * An article's alternates: itself and its translation, with `x-default` on the English one; an
 * article without a translation lists none (hreflang must never point at a missing page).
 */
export function articleAlternateUrls(
  site: Pick<SiteIdentity, 'origin'>,
  head: Pick<PageHead, 'locale' | 'path'> & { readonly article: Pick<ArticleHead, 'translation'> },
): readonly { readonly hreflang: string; readonly href: string }[] {
  const { translation } = head.article;
  if (!translation) return [];
  const versions = [{ locale: head.locale, path: head.path }, translation].sort(
    (a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale),
  );
  const fallback = versions.find((v) => v.locale === DEFAULT_LOCALE) ?? versions[0];
  return [
    ...versions.map((v) => ({ hreflang: v.locale, href: canonicalUrl(site, v.path) })),
    ...(fallback ? [{ hreflang: 'x-default', href: canonicalUrl(site, fallback.path) }] : []),
  ];
}

/** schema.org BlogPosting, as JSON-LD, `<` escaped. */
export function articleJsonLd(
  site: SiteIdentity,
  head: PageHead & { article: ArticleHead },
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: head.meta.title,
    description: head.meta.description,
    datePublished: dayAsDateTime(head.article.published),
    dateModified: dayAsDateTime(head.article.modified),
    author: head.article.authors.map((name) => ({ '@type': 'Person', name })),
    image: `${site.origin}${head.article.image ?? head.socialCard.path}`,
    inLanguage: head.locale,
    mainEntityOfPage: canonicalUrl(site, head.path),
    publisher: {
      '@type': 'Organization',
      name: site.legalName,
      logo: { '@type': 'ImageObject', url: `${site.origin}/icon-512.png` },
    },
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * An icon's `<link>`: in the head's `<noscript>`, for a browser without script, and in the app's
 * template (web/build/app-modules.ts), which the loader puts into the head after the first paint.
 */
export function iconLink(icon: SiteIcon): string {
  const sizes = icon.sizes ? ` sizes="${escapeHtml(icon.sizes)}"` : '';
  const type = icon.type ? ` type="${escapeHtml(icon.type)}"` : '';
  return `<link rel="icon" href="${escapeHtml(icon.href)}"${sizes}${type} />`;
}

/** `Page | Vantage Ward`, or `Vantage Ward | Tagline` for a home page. */
export function documentTitle(
  site: Pick<SiteIdentity, 'name'>,
  page: PageKey,
  meta: PageMeta,
): string {
  return page === 'home' ? `${site.name} | ${meta.title}` : `${meta.title} | ${site.name}`;
}

export function canonicalUrl(site: Pick<SiteIdentity, 'origin'>, path: string): string {
  return path === '/' ? `${site.origin}/` : `${site.origin}${path}`;
}

/**
 * The page in every language, by `hreflang`, and `x-default` (the English page) for readers of
 * any other language: absolute URLs, the same set on every twin.
 */
export function alternateUrls(
  site: Pick<SiteIdentity, 'origin'>,
  page: PageKey,
): readonly { readonly hreflang: string; readonly href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: canonicalUrl(site, pathOf(page, locale)),
    })),
    { hreflang: 'x-default', href: canonicalUrl(site, pathOf(page, DEFAULT_LOCALE)) },
  ];
}

/** schema.org Organization, as JSON-LD. `<` is escaped so the text cannot close the script. */
export function organizationJsonLd(
  site: SiteIdentity,
  locale: Locale,
  organization: SiteCopy['organization'],
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.legalName,
    alternateName: site.name,
    url: canonicalUrl(site, LOCALE_INFO[locale].home),
    logo: `${site.origin}/icon-512.png`,
    description: organization.summary,
    email: site.email,
    sameAs: [site.linkedInUrl],
    knowsLanguage: [...LOCALES],
    areaServed: organization.countries.map((name) => ({ '@type': 'Country', name })),
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** Everything a page's `<head>` needs, for crawlers and link previews, without JavaScript. */
export function headTags(site: SiteIdentity, head: PageHead): string {
  const title = escapeHtml(documentTitle(site, head.page, head.meta));
  const description = escapeHtml(head.meta.description);
  const url = escapeHtml(canonicalUrl(site, head.path));
  const image = escapeHtml(`${site.origin}${head.socialCard.path}`);
  const imageAlt = escapeHtml(head.socialCard.alt);
  const { article } = head;
  const otherLocales = article
    ? article.translation
      ? [article.translation.locale]
      : []
    : LOCALES.filter((locale) => locale !== head.locale);
  const alternates = article
    ? articleAlternateUrls(site, { ...head, article })
    : alternateUrls(site, head.page);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    ...(head.feedsTitle ? feedLinks(site, head.locale, head.feedsTitle) : []),
    `<meta name="theme-color" content="${escapeHtml(site.themeColor)}" />`,
    // The icons wait for the first paint, in the app's template (web/src/config/site-icons.ts).
    `<noscript>${SITE_ICONS.map(iconLink).join('')}</noscript>`,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    // No <link rel="manifest">: the loader adds it after the first paint (web/src/entry-client.ts).
    `<meta property="og:type" content="${article ? 'article' : 'website'}" />`,
    ...(article
      ? [
          `<meta property="article:published_time" content="${dayAsDateTime(article.published)}" />`,
          `<meta property="article:modified_time" content="${dayAsDateTime(article.modified)}" />`,
        ]
      : []),
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${head.socialCard.width}" />`,
    `<meta property="og:image:height" content="${head.socialCard.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta property="og:locale" content="${LOCALE_INFO[head.locale].ogLocale}" />`,
    ...otherLocales.map(
      (locale) =>
        `<meta property="og:locale:alternate" content="${LOCALE_INFO[locale].ogLocale}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
    `<script type="application/ld+json">${organizationJsonLd(site, head.locale, head.organization)}</script>`,
    ...(article
      ? [`<script type="application/ld+json">${articleJsonLd(site, { ...head, article })}</script>`]
      : []),
  ].join('\n    ');
}
