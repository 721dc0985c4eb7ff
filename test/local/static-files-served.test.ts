import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inlineHashesOf,
  securityHeaderFields,
  securityHeaders,
} from '../../functions/security-headers';
import { listen } from '../../infra/local/listen';
import type { RunningServer } from '../../infra/local/ses-emulator';
import { createSiteServer } from '../../infra/local/site-server';
import { writeInlineCode } from '../../web/build/inline-code';

const HOME = `<!doctype html><style>h1{color:navy}</style><h1>Landing</h1>${'<p>Security you can test.</p>'.repeat(100)}<script type="module">console.info('loader')</script>`;
const SCRIPT = 'console.log("hashed asset");\n'.repeat(200);
const SMALL_PAGE = '<h1>About</h1>';
const IMAGE = Buffer.alloc(5000, 7);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;

let site: RunningServer;
let distDir: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the body comes back as sent, still compressed. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, site.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const md5 = (bytes: string | Buffer) => createHash('md5').update(bytes).digest('hex');

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(distDir, 'index.html'), HOME);
  writeInlineCode(distDir, inlineHashesOf(HOME));
  mkdirSync(join(distDir, 'about'));
  writeFileSync(join(distDir, 'about', 'index.html'), SMALL_PAGE);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(distDir, 'social-card.png'), IMAGE);
  writeFileSync(join(distDir, 'icon.svg'), SVG);
  site = await listen(createSiteServer({ distDir, apiRoutes: {} }), 0, 'PORT');
});

afterAll(async () => {
  site.server.closeAllConnections();
  await new Promise((resolve) => site.server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

describe('static files, compressed as CloudFront compresses them', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends a %s body that decodes to the file, with its length', async (encoding, decode) => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-length']).toBe(String(response.body.byteLength));
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(decode(response.body).toString()).toBe(SCRIPT);
  });

  it('gives the identity body the S3 ETag, the MD5 of the file, and compressed bodies the same tag made weak', async () => {
    const identity = await get('/', { 'accept-encoding': 'identity' });
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(identity.body.toString()).toBe(HOME);
    expect(identity.headers.etag).toBe(`"${md5(HOME)}"`);
    expect(br.headers.etag).toBe(`W/"${md5(HOME)}"`);
  });

  it.each([
    ['a page under 1,000 bytes', '/about', SMALL_PAGE],
    ['an image', '/social-card.png', IMAGE],
  ])('does not compress %s', async (_case, path, bytes) => {
    const response = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toBe(`"${md5(bytes)}"`);
    expect(response.body.equals(Buffer.from(bytes))).toBe(true);
  });

  it('compresses an SVG over 1,000 bytes, as CloudFront does', async () => {
    const response = await get('/icon.svg', { 'accept-encoding': 'br' });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(brotliDecompressSync(response.body).toString()).toBe(SVG);
  });
});

describe('conditional requests, answered as S3 and CloudFront answer them', () => {
  it('answers a matching If-None-Match with 304, no body, the same ETag and the 200 caching headers', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    for (const [name, value] of Object.entries(
      securityHeaderFields(securityHeaders(inlineHashesOf(HOME))),
    )) {
      expect(again.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it.each([
    ['*', 304],
    ['"stale", W/"{md5}"', 304],
    ['"{md5}"', 304],
    ['"stale"', 200],
  ])('answers If-None-Match %s with %i', async (ifNoneMatch, status) => {
    const response = await get('/assets/app-1a2b3c.js', {
      'accept-encoding': 'br',
      'if-none-match': ifNoneMatch.replace('{md5}', md5(SCRIPT)),
    });
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers If-Modified-Since at Last-Modified with 304, and an earlier one with 200', async () => {
    const { headers } = await get('/about');
    const lastModified = String(headers['last-modified']);
    expect((await get('/about', { 'if-modified-since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get('/about', { 'if-modified-since': earlier })).status).toBe(200);
  });

  it('lets a non-matching If-None-Match win over a satisfied If-Modified-Since', async () => {
    const { headers } = await get('/about');
    const response = await get('/about', {
      'if-none-match': '"stale"',
      'if-modified-since': String(headers['last-modified']),
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(SMALL_PAGE);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const full = await get('/assets/app-1a2b3c.js', headers);
    const head = await get('/assets/app-1a2b3c.js', headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'etag',
      'last-modified',
      'cache-control',
      'vary',
    ]) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });
});

describe('a file rewritten while the twin runs', () => {
  it('is served fresh, with a new ETag, even at the same size', async () => {
    const path = join(distDir, 'assets', 'rebuilt.js');
    writeFileSync(path, 'a'.repeat(2000));
    const before = await get('/assets/rebuilt.js', { 'accept-encoding': 'br' });
    writeFileSync(path, 'b'.repeat(2000));
    // A rebuild writes the file later: a newer modification time, whatever the clock's grain.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path, later, later);
    const after = await get('/assets/rebuilt.js', {
      'accept-encoding': 'br',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(brotliDecompressSync(after.body).toString()).toBe('b'.repeat(2000));
    expect(after.headers.etag).toBe(`W/"${md5('b'.repeat(2000))}"`);
    expect(after.headers['last-modified']).toBe(later.toUTCString());
  });

  it('is a 404 once deleted', async () => {
    const path = join(distDir, 'assets', 'gone.js');
    writeFileSync(path, 'x'.repeat(2000));
    expect((await get('/assets/gone.js')).status).toBe(200);
    rmSync(path);
    expect((await get('/assets/gone.js')).status).toBe(404);
  });
});
