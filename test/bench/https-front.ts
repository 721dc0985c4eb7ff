/**
 * HTTPS with HTTP/2 in front of the local twin, for the Lighthouse benchmarks: CloudFront serves
 * the site over TLS with HTTP/2 and 3 (infra/constructs/static-site.ts), the twin over plain
 * HTTP/1.1. Lighthouse's simulator replays the connections it observed, and over HTTP/1.1 a
 * request made while the page's connection is still busy (the favicon, an image) opens a second
 * connection: a round trip the site never pays in production, where every request shares one
 * (decision 0026). Measuring through this front (`--https` on bench:web and bench:lcp) gives the
 * reference page and the site the transport they have in production.
 *
 * The certificate is a throwaway one made by `openssl` for 127.0.0.1; the benchmark's chromium
 * accepts it with `--ignore-certificate-errors`.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  constants as h2,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';

/** Headers that describe an HTTP/1.1 connection, which HTTP/2 forbids in a response. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function throwawayCertificate(): { key: string; cert: string } {
  try {
    const pem = execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        '-',
        '-out',
        '-',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)?.[0];
    const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
    if (!key || !cert) throw new Error('openssl printed no key or certificate');
    return { key, cert };
  } catch (error) {
    throw new Error(
      `The benchmark's HTTPS front needs openssl (apt-get install -y openssl): ${(error as Error).message}`,
    );
  }
}

export interface HttpsFront {
  /** `https://127.0.0.1:<port>`, serving what the origin serves. */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `origin` (an `http://127.0.0.1:<port>` URL) over HTTPS with HTTP/2, on 127.0.0.1. */
export async function startHttpsFront(origin: string): Promise<HttpsFront> {
  const target = new URL(origin);
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
    );
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...headers,
          host: String(request.headers[h2.HTTP2_HEADER_AUTHORITY] ?? target.host),
        },
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !CONNECTION_HEADERS.has(name)) response.setHeader(name, value);
        }
        response.writeHead(answer.statusCode ?? 502);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
