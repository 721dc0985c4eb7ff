import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NO_INLINE_CODE,
  securityHeaderFields,
  securityHeaders,
} from '../../functions/security-headers';
import { cdkJsonContext, readApiRateLimitPerIp } from '../../infra/config';
import { type LocalTwin, startLocalTwin } from '../../infra/local/local-twin';
import { startSesEmulator } from '../../infra/local/ses-emulator';
import { writeInlineCode } from '../../web/build/inline-code';

interface StoredEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

const ENQUIRY = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  subject: 'Contact Form Submission',
  message: 'Please call us about a red-team exercise.',
};

let twin: LocalTwin;
let distDir: string;

async function storedEmails(): Promise<StoredEmail[]> {
  const response = await fetch(`${twin.sesUrl}/store`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

function post(
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  return fetch(`${twin.siteUrl}/api/form`, { method: 'POST', headers, body });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(distDir, 'index.html'), '<h1>Landing</h1>');
  writeInlineCode(distDir, NO_INLINE_CODE);
  mkdirSync(join(distDir, 'about'));
  writeFileSync(join(distDir, 'about', 'index.html'), '<h1>About</h1>');
  mkdirSync(join(distDir, 'es', 'nosotros'), { recursive: true });
  writeFileSync(join(distDir, 'es', 'index.html'), '<h1>Inicio</h1>');
  writeFileSync(join(distDir, 'es', 'nosotros', 'index.html'), '<h1>Nosotros</h1>');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);\n'.repeat(200));
  mkdirSync(join(distDir, '.well-known'));
  writeFileSync(
    join(distDir, '.well-known', 'security.txt'),
    'Contact: mailto:security@example.com\nExpires: 2030-01-01T00:00:00.000Z\n',
  );
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  twin = await startLocalTwin({
    distDir,
    port: 0,
    sesPort: 0,
    retryEveryMs: 0,
    apiRateLimitPerIp: 0,
  });
});

afterAll(async () => {
  await twin?.close();
  rmSync(distDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the local twin (npm start)', () => {
  it('delivers a valid enquiry to the SES emulator, Reply-To the visitor', async () => {
    const response = await post(JSON.stringify(ENQUIRY));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^VW-[0-9A-Z]{6}$/),
    });
    const emails = await storedEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      from: 'website@example.com',
      destination: { to: ['enquiries@example.com'] },
      replyTo: ['grace@example.org'],
      subject: 'Contact Form Submission',
    });
    expect(emails[0]?.body.text).toContain('Please call us about a red-team exercise.');
    expect(emails[0]?.body.text).toContain('Language: English (en)');
  });

  it('delivers a Spanish enquiry marked as Spanish, and answers its mistakes in Spanish', async () => {
    const invalid = await post(JSON.stringify({ ...ENQUIRY, locale: 'es', email: '' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'El correo electrónico es obligatorio',
      code: 'email_required',
    });
    const before = (await storedEmails()).length;
    const response = await post(JSON.stringify({ ...ENQUIRY, locale: 'es' }));
    expect(response.status).toBe(200);
    const emails = await storedEmails();
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)?.subject).toBe('Contact Form Submission');
    expect(emails.at(-1)?.body.text).toContain('Language: Spanish (es)');
  });

  it.each([
    [
      'a rule failure',
      JSON.stringify({ ...ENQUIRY, email: 'grace@' }),
      undefined,
      400,
      { error: 'Email is invalid', code: 'email_invalid' },
    ],
    ['broken JSON', '{"name":', undefined, 400, { error: 'The request body is not valid JSON.' }],
    [
      'the wrong content type',
      JSON.stringify(ENQUIRY),
      { 'content-type': 'text/plain' },
      415,
      { error: 'The request body must be sent as application/json.' },
    ],
    [
      'a body over 16 KB',
      JSON.stringify({ ...ENQUIRY, message: 'x'.repeat(17_000) }),
      undefined,
      413,
      { error: 'The request body must be at most 16384 bytes.' },
    ],
  ])(
    'answers %s over HTTP with %i and a JSON error, and sends nothing',
    async (_case, body, headers, status, error) => {
      const before = (await storedEmails()).length;
      const response = await post(body, headers);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(error);
      expect(await storedEmails()).toHaveLength(before);
    },
  );

  it('answers a GET on /api/form with 405 and JSON', async () => {
    const response = await fetch(`${twin.siteUrl}/api/form`);
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Only POST is allowed.' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${twin.siteUrl}/api/nope`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });

  it.each([
    ['/', 'Landing'],
    ['/about', 'About'],
    ['/no-such-page', 'Landing'],
    ['/es', 'Inicio'],
    ['/es/nosotros', 'Nosotros'],
    ['/es/no-existe', 'Inicio'],
    ['/esto-no', 'Landing'],
  ])('serves %s with the page "%s"', async (path, heading) => {
    const response = await fetch(`${twin.siteUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(heading);
  });

  it('redirects a legacy URL to its canonical path', async () => {
    const response = await fetch(`${twin.siteUrl}/About/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
  });

  it('serves hashed assets as immutable and answers a missing file with 404', async () => {
    const asset = await fetch(`${twin.siteUrl}/assets/app-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${twin.siteUrl}/assets/missing.js`)).status).toBe(404);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])(
    'compresses text files as CloudFront does for Accept-Encoding "%s"',
    async (accept, encoding) => {
      const response = await fetch(`${twin.siteUrl}/assets/app-1a2b3c.js`, {
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe('console.log(1);\n'.repeat(200));
    },
  );

  it('does not serve files outside the site', async () => {
    const response = await fetch(`${twin.siteUrl}/assets/..%2f..%2f..%2fetc%2fpasswd.txt`);
    expect(response.status).toBe(404);
  });

  it.each(['/', '/api/form', '/assets/missing.js'])(
    'sends every security header on %s',
    async (path) => {
      const response = await fetch(`${twin.siteUrl}${path}`);
      for (const [name, value] of Object.entries(
        securityHeaderFields(securityHeaders(NO_INLINE_CODE)),
      )) {
        expect(response.headers.get(name)).toBe(value);
      }
    },
  );

  it('takes a CSP report on /api/csp-report with 204 and logs it as one JSON line', async () => {
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    const response = await fetch(`${twin.siteUrl}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${twin.siteUrl}/about`,
          'effective-directive': 'img-src',
          'blocked-uri': 'https://tracker.example/pixel.gif',
        },
      }),
    });
    expect(response.status).toBe(204);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({
        service: 'csp-report',
        event: 'csp-violation',
        effectiveDirective: 'img-src',
        blockedUrl: 'https://tracker.example/pixel.gif',
      }),
    );
  });

  it('applies the WAF per-IP limit of cdk.json unless told otherwise', async () => {
    const context = cdkJsonContext();
    const limit = readApiRateLimitPerIp((key) => context[key]);
    const configured = await startLocalTwin({ distDir, port: 0, sesPort: 0, retryEveryMs: 0 });
    try {
      expect(configured.apiRateLimitPerIp).toBe(limit);
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        statuses.push((await fetch(`${configured.siteUrl}/api/nothing`)).status);
      }
      expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await configured.close();
    }
  });

  it('serves security.txt as text/plain; charset=utf-8, as the edge does', async () => {
    const response = await fetch(`${twin.siteUrl}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('Contact: mailto:');
  });

  it('fails with a clear message when the SES port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as { port: number };
    await expect(startSesEmulator(port)).rejects.toThrow(
      `The SES emulator cannot listen on port ${port}: it is taken. Set SES_PORT to a free port.`,
    );
    blocker.close();
  });

  it('fails with a clear message when the site port is taken, and frees the SES port', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as { port: number };
    await expect(startLocalTwin({ distDir, port, sesPort: 0, retryEveryMs: 0 })).rejects.toThrow(
      `Port ${port} is taken. Set PORT to a free port.`,
    );
    blocker.close();
  });
});
