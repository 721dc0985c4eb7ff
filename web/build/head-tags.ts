import type { RouteEntry } from '../src/config/routes.ts';

/** The part of `SITE` (web/src/config/site.ts) that the head tags read. */
export interface SiteIdentity {
  readonly name: string;
  readonly legalName: string;
  readonly origin: string;
  readonly linkedInUrl: string;
  readonly email: string;
  readonly summary: string;
  readonly themeColor: string;
  readonly socialImage: { readonly path: string; readonly width: number; readonly height: number };
  readonly countries: readonly string[];
}

const HOME = '/';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `Page | Vantage Ward`, or `Vantage Ward | Tagline` for the home page. */
export function documentTitle(site: Pick<SiteIdentity, 'name'>, route: RouteEntry): string {
  return route.path === HOME ? `${site.name} | ${route.title}` : `${route.title} | ${site.name}`;
}

export function canonicalUrl(site: Pick<SiteIdentity, 'origin'>, path: string): string {
  return path === HOME ? `${site.origin}/` : `${site.origin}${path}`;
}

/** schema.org Organization, as JSON-LD. `<` is escaped so the text cannot close the script. */
export function organizationJsonLd(site: SiteIdentity): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.legalName,
    alternateName: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/icon-512.png`,
    description: site.summary,
    email: site.email,
    sameAs: [site.linkedInUrl],
    areaServed: site.countries.map((name) => ({ '@type': 'Country', name })),
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** Everything a page's `<head>` needs, for crawlers and link previews, without JavaScript. */
export function headTags(site: SiteIdentity, route: RouteEntry): string {
  const title = escapeHtml(documentTitle(site, route));
  const description = escapeHtml(route.description);
  const url = escapeHtml(canonicalUrl(site, route.path));
  const image = escapeHtml(`${site.origin}${site.socialImage.path}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta name="theme-color" content="${escapeHtml(site.themeColor)}" />`,
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${site.socialImage.width}" />`,
    `<meta property="og:image:height" content="${site.socialImage.height}" />`,
    '<meta property="og:locale" content="en_US" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<script type="application/ld+json">${organizationJsonLd(site)}</script>`,
  ].join('\n    ');
}
