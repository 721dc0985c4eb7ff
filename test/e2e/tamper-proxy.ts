/**
 * A proxy on 127.0.0.1 in front of the twin that breaks one thing a visitor or an attacker would
 * notice: the smoke and canary suites prove that each breakage fails their run with a line that
 * names it. Call `closeProxies` after each test.
 */
import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

/** One exchange through the proxy, as the twin answered it; a tamper returns it changed. */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}
export type Tamper = (exchange: Exchange) => Exchange;

const servers: Server[] = [];

export async function closeProxies(): Promise<void> {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function forward(
  target: URL,
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
) {
  // Uncompressed, so that a tamper can read and rewrite bodies.
  const { host: _host, 'accept-encoding': _encoding, ...rest } = headers;
  return new Promise<Omit<Exchange, 'method' | 'path'>>((resolve, reject) => {
    const upstream = request(
      { host: '127.0.0.1', port: target.port, method, path, headers: rest },
      async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({
          status: response.statusCode ?? 502,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** A proxy on 127.0.0.1 in front of the twin, passing every answer through `tamper`. */
export async function startProxy(tamper: Tamper): Promise<string> {
  const target = new URL(inject('siteUrl'));
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const answer = await forward(target, method, path, req.headers, Buffer.concat(chunks));
    const out = tamper({ method, path, ...answer });
    const {
      'content-length': _length,
      'transfer-encoding': _transfer,
      connection: _connection,
      ...headers
    } = out.headers;
    res.writeHead(out.status, {
      ...(headers as OutgoingHttpHeaders),
      'content-length': out.body.byteLength,
    });
    res.end(out.body);
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const pathOnly = (exchange: Exchange) => exchange.path.split('?', 1)[0];
