import { readFileSync } from 'node:fs';
import { BEACON_PATH } from '../../web/src/config/analytics';
import { LOCALE_INFO, LOCALES } from '../../web/src/config/locales';
import { ROUTE_LIST } from '../../web/src/config/routes';

const ROUTER_FILE = new URL('./router.js', import.meta.url);
const PLACEHOLDER = '/* known-paths */';
const HOMES_PLACEHOLDER = '/* prefixed-homes */';
const BEACON_PLACEHOLDER = "'/* beacon-path */'";

const PREFIXED_HOMES = LOCALES.map((locale) => LOCALE_INFO[locale].home).filter(
  (home) => home !== '/',
);

/** CloudFront Functions are capped at 10 KB of code. */
export const EDGE_FUNCTION_MAX_BYTES = 10 * 1024;

/**
 * The edge routing function's source, with the route table's paths and the beacon's path written
 * in. CloudFront (through CDK) and the local twin both run exactly this text.
 */
export function edgeRouterCode(
  paths: readonly string[] = ROUTE_LIST.map((r) => r.path),
  prefixedHomes: readonly string[] = PREFIXED_HOMES,
): string {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  for (const placeholder of [PLACEHOLDER, HOMES_PLACEHOLDER, BEACON_PLACEHOLDER]) {
    if (!source.includes(placeholder)) {
      throw new Error(`functions/edge-router/router.js has lost its ${placeholder} placeholder`);
    }
  }
  const list = (items: readonly string[]) => items.map((p) => JSON.stringify(p)).join(', ');
  const code = source
    .replace(PLACEHOLDER, list(paths))
    .replace(HOMES_PLACEHOLDER, list(prefixedHomes))
    .replace(BEACON_PLACEHOLDER, JSON.stringify(BEACON_PATH));
  const bytes = Buffer.byteLength(code);
  if (bytes > EDGE_FUNCTION_MAX_BYTES) {
    throw new Error(`The edge routing function is ${bytes} bytes; CloudFront allows 10240.`);
  }
  return code;
}
