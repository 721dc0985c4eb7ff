import type { RouteEntry } from '../src/config/routes.ts';
import { canonicalUrl, type SiteIdentity } from './head-tags.ts';

/** sitemap.xml: every route of the route table, by its canonical URL. */
export function sitemapXml(
  site: Pick<SiteIdentity, 'origin'>,
  routes: readonly RouteEntry[],
  lastModified: Date,
): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = routes.map(
    (route) => `  <url><loc>${canonicalUrl(site, route.path)}</loc><lastmod>${day}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(site: Pick<SiteIdentity, 'origin'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
