import type { PageRoute } from '../src/config/routes.ts';
import { alternateUrls, canonicalUrl, type SiteIdentity } from './head-tags.ts';

/**
 * sitemap.xml: every page in every language by its canonical URL, each with its alternates
 * (`xhtml:link`), the same set as in the page's head.
 */
export function sitemapXml(
  site: Pick<SiteIdentity, 'origin'>,
  routes: readonly PageRoute[],
  lastModified: Date,
): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = routes.map((route) =>
    [
      '  <url>',
      `    <loc>${canonicalUrl(site, route.path)}</loc>`,
      ...alternateUrls(site, route.page).map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      ),
      `    <lastmod>${day}</lastmod>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(site: Pick<SiteIdentity, 'origin'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
