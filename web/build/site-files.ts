import { LOCALES } from '../src/config/locales.ts';
import { type PageRoute, pathOf } from '../src/config/routes.ts';
import { SECURITY_TXT_PATH } from '../src/config/security-txt.ts';
import {
  alternateUrls,
  articleAlternateUrls,
  canonicalUrl,
  type SiteIdentity,
} from './head-tags.ts';
import type { Article } from './insights/load-articles.ts';

/**
 * sitemap.xml: every page in every language by its canonical URL, each with its alternates
 * (`xhtml:link`), the same set as in the page's head; then every published article, dated by
 * its last change, with its translation as its only alternate.
 */
export function sitemapXml(
  site: Pick<SiteIdentity, 'origin'>,
  routes: readonly PageRoute[],
  lastModified: Date,
  articles: readonly Pick<Article, 'locale' | 'path' | 'updated' | 'translation'>[] = [],
): string {
  const day = lastModified.toISOString().slice(0, 10);
  const entry = (
    path: string,
    alternates: readonly { hreflang: string; href: string }[],
    lastmod: string,
  ) =>
    [
      '  <url>',
      `    <loc>${canonicalUrl(site, path)}</loc>`,
      ...alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      ),
      `    <lastmod>${lastmod}</lastmod>`,
      '  </url>',
    ].join('\n');
  const urls = [
    ...routes.map((route) => entry(route.path, alternateUrls(site, route.page), day)),
    ...articles.map((article) =>
      entry(
        article.path,
        articleAlternateUrls(site, {
          ...article,
          article: article.translation ? { translation: article.translation } : {},
        }),
        article.updated,
      ),
    ),
  ];
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

/** The part of `SITE` (web/src/config/site.ts) that security.txt reads. */
export interface SecurityContact {
  readonly origin: string;
  readonly securityEmail: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Below this, the pre-deploy check and the build's tests refuse the file: rebuild to renew. */
export const SECURITY_TXT_MIN_VALIDITY_DAYS = 30;

/**
 * One year after the build, as the issue asks. RFC 9116 §2.5.5 recommends less than a year
 * ahead: the file is exactly a year ahead only on the day of the build.
 */
export function securityTxtExpiry(builtAt: Date): Date {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return expires;
}

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when the file
 * holds, and the disclosure policy in every language (a field may appear more than once
 * unless its definition says otherwise, RFC 9116 §2; only Expires and Preferred-Languages
 * are limited to one).
 */
export function securityTxt(site: SecurityContact, builtAt: Date): string {
  return [
    '# How to report a security vulnerability in this site: see the Policy pages.',
    `Contact: mailto:${site.securityEmail}`,
    `Expires: ${securityTxtExpiry(builtAt).toISOString()}`,
    `Preferred-Languages: ${LOCALES.join(', ')}`,
    `Canonical: ${site.origin}${SECURITY_TXT_PATH}`,
    ...LOCALES.map((locale) => `Policy: ${canonicalUrl(site, pathOf('security', locale))}`),
    '',
  ].join('\n');
}

/** An RFC 3339 `date-time` (RFC 9116's Expires): date, time, fraction optional, an offset. */
const RFC3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The values of a security.txt's Expires fields (names are case-insensitive, RFC 9116 §2). */
export function securityTxtExpiresValues(text: string): string[] {
  return [...text.matchAll(/^expires:[ \t]*(.*?)[ \t]*\r?$/gim)].map((m) => m[1] ?? '');
}

/**
 * Why a security.txt must not ship, or `undefined` when it may: its Expires field is missing,
 * repeated, not an RFC 3339 date-time, or less than 30 days after `now`.
 */
export function securityTxtExpiryProblem(text: string, now: Date): string | undefined {
  const values = securityTxtExpiresValues(text);
  const [value] = values;
  if (value === undefined) return 'security.txt has no Expires field (RFC 9116 requires one).';
  if (values.length > 1) return 'security.txt has more than one Expires field.';
  const expires = Date.parse(value.toUpperCase());
  if (!RFC3339_DATE_TIME.test(value) || Number.isNaN(expires)) {
    return `security.txt's Expires "${value}" is not an RFC 3339 date-time.`;
  }
  const daysLeft = (expires - now.getTime()) / DAY_MS;
  if (daysLeft < SECURITY_TXT_MIN_VALIDITY_DAYS) {
    const when = daysLeft < 0 ? 'expired' : `expires in ${Math.floor(daysLeft)} days`;
    return `security.txt ${when} (Expires: ${value}), under the ${SECURITY_TXT_MIN_VALIDITY_DAYS} days required: rebuild and deploy the site, which sets Expires one year after the build.`;
  }
  return undefined;
}
