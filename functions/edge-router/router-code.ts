import { readFileSync } from 'node:fs';
import { ROUTE_LIST } from '../../web/src/config/routes';

const ROUTER_FILE = new URL('./router.js', import.meta.url);
const PLACEHOLDER = '/* known-paths */';

/** CloudFront Functions are capped at 10 KB of code. */
export const EDGE_FUNCTION_MAX_BYTES = 10 * 1024;

/**
 * The edge routing function's source, with the route table's paths written in. CloudFront
 * (through CDK) and the local twin both run exactly this text.
 */
export function edgeRouterCode(paths: readonly string[] = ROUTE_LIST.map((r) => r.path)): string {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  if (!source.includes(PLACEHOLDER)) {
    throw new Error(`functions/edge-router/router.js has lost its ${PLACEHOLDER} placeholder`);
  }
  const code = source.replace(PLACEHOLDER, paths.map((p) => JSON.stringify(p)).join(', '));
  const bytes = Buffer.byteLength(code);
  if (bytes > EDGE_FUNCTION_MAX_BYTES) {
    throw new Error(`The edge routing function is ${bytes} bytes; CloudFront allows 10240.`);
  }
  return code;
}
