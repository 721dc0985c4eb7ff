import { readFileSync } from 'node:fs';
import { articleSlugs } from '../../web/build/insights/article-paths';
import { BEACON_PATH } from '../../web/src/config/analytics';
import { LOCALE_INFO, LOCALES, type Locale } from '../../web/src/config/locales';
import { INSIGHTS_PATHS, ROUTE_LIST } from '../../web/src/config/routes';

const ROUTER_FILE = new URL('./router.js', import.meta.url);
const PLACEHOLDER = '/* known-paths */';
const HOMES_PLACEHOLDER = '/* prefixed-homes */';
const BEACON_PLACEHOLDER = "'/* beacon-path */'";
const ARTICLES_PLACEHOLDER = '/* article-slugs */';

const PREFIXED_HOMES = LOCALES.map((locale) => LOCALE_INFO[locale].home).filter(
  (home) => home !== '/',
);

/** CloudFront Functions are capped at 10 KB of code. */
export const EDGE_FUNCTION_MAX_BYTES = 10 * 1024;

/**
 * Each index's articles as one string, ` slug-a slug-b `: about a slug's length per article, so
 * that 50 articles in each language fit CloudFront's 10 KB (test/functions/edge-router.test.ts).
 */
function articleTable(slugs: Readonly<Record<Locale, readonly string[]>>): string {
  const entries = LOCALES.filter((locale) => slugs[locale].length > 0).map(
    (locale) =>
      `${JSON.stringify(INSIGHTS_PATHS[locale])}: ${JSON.stringify(` ${slugs[locale].join(' ')} `)}`,
  );
  return entries.join(', ');
}

/**
 * The edge routing function's source, with the route table's paths, the articles found in the
 * content folder (web/build/insights/article-paths.ts: adding an article needs no edit here) and
 * the beacon's path written in. CloudFront (through CDK) and the local twin both run exactly
 * this text.
 */
export function edgeRouterCode(
  paths: readonly string[] = ROUTE_LIST.map((r) => r.path),
  prefixedHomes: readonly string[] = PREFIXED_HOMES,
  articles: Readonly<Record<Locale, readonly string[]>> = articleSlugs(),
): string {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  for (const placeholder of [
    PLACEHOLDER,
    HOMES_PLACEHOLDER,
    BEACON_PLACEHOLDER,
    ARTICLES_PLACEHOLDER,
  ]) {
    if (!source.includes(placeholder)) {
      throw new Error(`functions/edge-router/router.js has lost its ${placeholder} placeholder`);
    }
  }
  const list = (items: readonly string[]) => items.map((p) => JSON.stringify(p)).join(', ');
  const code = source
    .replace(PLACEHOLDER, list(paths))
    .replace(HOMES_PLACEHOLDER, list(prefixedHomes))
    .replace(BEACON_PLACEHOLDER, JSON.stringify(BEACON_PATH))
    .replace(ARTICLES_PLACEHOLDER, articleTable(articles));
  const bytes = Buffer.byteLength(code);
  if (bytes > EDGE_FUNCTION_MAX_BYTES) {
    throw new Error(`The edge routing function is ${bytes} bytes; CloudFront allows 10240.`);
  }
  return code;
}
