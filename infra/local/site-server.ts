import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_PATH_PREFIX } from '../../functions/api-paths';
import { securityHeaderFields, securityHeaders } from '../../functions/security-headers';
import { BUILD_RECORDS_DIR, INLINE_CODE_FILE } from '../../web/build/inline-code';
import {
  API_RATE_LIMIT_WINDOW_SECONDS,
  TOO_MANY_REQUESTS_BODY,
  TOO_MANY_REQUESTS_STATUS,
} from '../api-rate-limit';
import { siteInlineHashes } from '../built-site';
import type { AccessLog } from './access-log';
import { isNotModified } from './conditional-request';
import { type EdgeRouter, edgeRequest, isEdgeResponse, loadEdgeRouter } from './edge-router';
import { API_GATEWAY_MAX_BODY_BYTES, toHttpApiEvent } from './http-api-event';
import { createRateLimiter } from './rate-limit';
import { createSiteFileCache, type SiteFileCache } from './site-file-cache';
import { cacheControlFor, encodingFor } from './static-files';

/** A Lambda handler behind the HTTP API (payload 2.0). */
export type ApiHandler = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface SiteServerProps {
  /** The built site, `web/dist`. */
  readonly distDir: string;
  /** The API's routes, path to handler: `/api/form`, `/api/csp-report`. */
  readonly apiRoutes: Readonly<Record<string, ApiHandler>>;
  /**
   * Requests to `/api/` one client address may make per window, as the WAF rule allows; 0 for no
   * limit. @default 0
   */
  readonly apiRateLimitPerIp?: number;
  /** @default the edge routing function of functions/edge-router */
  readonly edgeRouter?: EdgeRouter;
  /** CloudFront's access log: a record of every request answered. @default none */
  readonly accessLog?: AccessLog;
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  headOnly = false,
): void {
  response.writeHead(status, headers);
  response.end(headOnly ? undefined : body);
}

function sendJson(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  send(
    response,
    status,
    { 'content-type': 'application/json; charset=utf-8' },
    JSON.stringify(body),
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > API_GATEWAY_MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The WAF's part: past the limit, a client gets the same 429 and JSON body (WAF's
 * `APPLICATION_JSON` is sent as `application/json`). Counted per socket address and path, as
 * the WAF rule counts per IP and URI path. One log line when a client starts being refused on a
 * path, not one per refused request. Unlike WAF, which counts approximately and may take up to
 * about a minute to start blocking, the twin refuses exactly the request past the limit.
 */
function rateLimiting(
  limit: number,
): (request: IncomingMessage, response: ServerResponse, url: URL) => boolean {
  const limiter = createRateLimiter(limit, API_RATE_LIMIT_WINDOW_SECONDS * 1000);
  let refusing = new Set<string>();
  return (request, response, url) => {
    const address = request.socket.remoteAddress ?? 'unknown';
    const key = `${address} ${url.pathname}`;
    if (limiter.allow(key)) {
      refusing.delete(key);
      return false;
    }
    if (!refusing.has(key)) {
      if (refusing.size > 10_000) refusing = new Set();
      refusing.add(key);
      console.warn(
        JSON.stringify({
          level: 'warn',
          service: 'local-twin',
          event: 'rate-limited',
          address,
          path: url.pathname,
        }),
      );
    }
    send(
      response,
      TOO_MANY_REQUESTS_STATUS,
      { 'content-type': 'application/json' },
      TOO_MANY_REQUESTS_BODY,
    );
    return true;
  };
}

/** API Gateway's part: a route goes to its Lambda handler, any other `/api/` path is 404. */
async function serveApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  routes: SiteServerProps['apiRoutes'],
): Promise<void> {
  const handler = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
  if (!handler) {
    sendJson(response, 404, { error: 'Not found.' });
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    sendJson(response, 413, { error: 'The request body is too large.' });
    return;
  }
  const result = await handler(toHttpApiEvent(request, url, body, randomUUID()));
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(result.headers ?? {})) headers[key] = String(value);
  send(response, result.statusCode ?? 200, headers, result.body ?? '');
}

/**
 * CloudFront's default behavior: the edge router, then the S3 origin, with CloudFront's
 * compression and S3's validators (ETag, Last-Modified) and `304 Not Modified`.
 */
async function serveSite(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  distDir: string,
  router: EdgeRouter,
  files: SiteFileCache,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    send(response, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'Method Not Allowed');
    return;
  }
  const headOnly = method === 'HEAD';
  const routed = router({ request: edgeRequest(method, url) });
  if (isEdgeResponse(routed)) {
    const headers: Record<string, string> = {};
    for (const [key, { value }] of Object.entries(routed.headers ?? {})) headers[key] = value;
    send(response, routed.statusCode, headers, '', headOnly);
    return;
  }

  let filePath: string;
  try {
    filePath = normalize(join(distDir, decodeURIComponent(routed.uri)));
  } catch {
    send(response, 400, { 'content-type': 'text/plain' }, 'Bad Request', headOnly);
    return;
  }
  const root = distDir.endsWith(sep) ? distDir : distDir + sep;
  // The build's records stay out of the bucket (StaticSite), so S3 has nothing there to serve.
  const served =
    filePath.startsWith(root) && !filePath.startsWith(join(root, BUILD_RECORDS_DIR, sep));
  const file = served ? await files.get(filePath) : undefined;
  if (!file) {
    // What S3 answers through OAC with list permission: a plain 404.
    send(response, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not Found', headOnly);
    return;
  }
  const encoding = encodingFor(
    request.headers['accept-encoding'],
    file.contentType,
    file.identity.body.byteLength,
  );
  const { body, etag } = (encoding && file[encoding]) || file.identity;
  // What a 304 must repeat of the 200 (RFC 9110 §15.4.5), and S3's Last-Modified.
  const validators: Record<string, string> = {
    etag,
    'last-modified': file.lastModified,
    'cache-control': cacheControlFor(routed.uri),
    vary: 'Accept-Encoding',
  };
  if (isNotModified(request.headers, etag, file.lastModifiedMs)) {
    send(response, 304, validators, '', true);
    return;
  }
  const headers: Record<string, string> = {
    ...validators,
    'content-type': file.contentType,
    'content-length': String(body.byteLength),
  };
  if (encoding) headers['content-encoding'] = encoding;
  send(response, 200, headers, body, headOnly);
}

/** What a deploy derives from a build besides its files: the edge function and the headers. */
interface Deployment {
  readonly router: EdgeRouter;
  /** CloudFront's response headers policy: its CSP allows this build's inline code. */
  readonly security: Readonly<Record<string, string>>;
  /** The build's record of its inline code, by modification time: a new build writes a new one. */
  readonly builtAtMs: number | undefined;
}

/** How often, at most, the twin looks for a new build under a running server. */
export const NEW_BUILD_CHECK_MS = 1_000;

/** When the build in `distDir` recorded its inline code; undefined halfway through a build. */
function builtAt(distDir: string): number | undefined {
  return statSync(join(distDir, INLINE_CODE_FILE), { throwIfNoEntry: false })?.mtimeMs;
}

function deploy(
  distDir: string,
  edgeRouter: EdgeRouter | undefined,
  builtAtMs = builtAt(distDir),
): Deployment {
  return {
    // The article list comes from the content folder, as `cdk deploy` reads it.
    router: edgeRouter ?? loadEdgeRouter(),
    security: securityHeaderFields(securityHeaders(siteInlineHashes(distDir))),
    builtAtMs,
  };
}

/**
 * The local twin of CloudFront + WAF + S3 + API Gateway: same routing, same headers, same
 * per-IP limit on `/api/`, same handlers. The headers are CloudFront's policy for this build:
 * its CSP allows the inline stylesheet and loader of the pages in `distDir`. A `npm run build`
 * beside a running twin is deployed as `npm run deploy` would: once its record of the inline code
 * is rewritten, the next request (within a second) gets the new build's headers and article
 * routes. A build caught halfway (its record missing or unreadable) keeps the last one.
 */
export function createSiteServer(props: SiteServerProps): Server {
  const distDir = normalize(props.distDir);
  const rateLimited = rateLimiting(props.apiRateLimitPerIp ?? 0);
  const files = createSiteFileCache();
  let deployed = deploy(distDir, props.edgeRouter);
  let checkedAtMs = Date.now();
  const current = (): Deployment => {
    const now = Date.now();
    if (now - checkedAtMs < NEW_BUILD_CHECK_MS) return deployed;
    checkedAtMs = now;
    const builtAtMs = builtAt(distDir);
    if (builtAtMs !== undefined && builtAtMs !== deployed.builtAtMs) {
      try {
        deployed = deploy(distDir, props.edgeRouter, builtAtMs);
        console.info('local twin: serving the new build of web/dist (headers and article routes)');
      } catch {
        // Halfway through a build: the next check reads it again.
      }
    }
    return deployed;
  };
  return createServer((request, response) => {
    const { router, security } = current();
    // On every response, as CloudFront's response headers policy adds them.
    for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    props.accessLog?.record(request, response, url);
    const isApi = url.pathname.startsWith(API_PATH_PREFIX);
    if (isApi && rateLimited(request, response, url)) return;
    const served = isApi
      ? serveApi(request, response, url, props.apiRoutes)
      : serveSite(request, response, url, distDir, router, files);
    served.catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', service: 'local-twin', error: String(error) }),
      );
      if (!response.headersSent) sendJson(response, 500, { error: 'Internal error.' });
      else response.end();
    });
  });
}
