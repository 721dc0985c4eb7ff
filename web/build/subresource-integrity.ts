import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Subresource Integrity for the prerendered pages: every script, modulepreload and stylesheet
 * the HTML references, those of the app's template (web/build/app-modules.ts) included, gets
 * `integrity="sha384-…"` of the file in dist, so the browser refuses a file that is not byte for
 * byte the one this build wrote (a tampered bucket object or a cache serving something else).
 * They are all same-origin and `crossorigin`, as SRI on modules needs.
 */

// The tag up to and including its URL, the URL, and the rest of the tag.
const SUBRESOURCE =
  /(<(?:script\b[^>]*?\bsrc|link\b(?=[^>]*\brel="(?:modulepreload|stylesheet)")[^>]*?\bhref)="([^"]+)")([^>]*>)/g;

export function integrityOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The integrity of a same-origin file of the build, by its URL path; each file read once. */
export function fileIntegrity(distDir: string, url: string, cache = new Map<string, string>()) {
  if (!url.startsWith('/') || url.startsWith('//')) {
    throw new Error(`${url} is not a same-origin file of this build`);
  }
  let integrity = cache.get(url);
  if (integrity === undefined) {
    integrity = integrityOf(readFileSync(join(distDir, url.slice(1))));
    cache.set(url, integrity);
  }
  return integrity;
}

/** Adds `integrity` to each `<script src>`, `<link rel="modulepreload">` and stylesheet. */
export function withIntegrity(html: string, distDir: string, cache = new Map<string, string>()) {
  return html.replace(SUBRESOURCE, (tag: string, head: string, url: string, rest: string) => {
    if (/\sintegrity=/.test(tag)) {
      throw new Error(
        `withIntegrity: ${tag} has an integrity already; the page was given one twice`,
      );
    }
    if (!url.startsWith('/') || url.startsWith('//')) {
      throw new Error(`withIntegrity: ${tag} is not a same-origin file of this build`);
    }
    return `${head} integrity="${fileIntegrity(distDir, url, cache)}"${rest}`;
  });
}
