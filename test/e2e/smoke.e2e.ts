import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CONTACT_PATH } from '../../functions/api-paths';
import { pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import { SECURITY_TXT_PATH } from '../../web/src/config/security-txt';
import { closeProxies, pathOnly, startProxy, type Tamper } from './tamper-proxy';

/**
 * `npm run smoke -- URL`, the real CLI in its own process, against the local twin; then against
 * a proxy in front of the twin that breaks one thing a visitor or an attacker would notice
 * (./tamper-proxy.ts), to prove that each breakage makes the run fail with a line that names it.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const CLI = 'infra/bin/smoke.ts';

interface SmokeRun {
  readonly code: number;
  readonly lines: string[];
  readonly stderr: string;
}

function smoke(...args: string[]): Promise<SmokeRun> {
  return new Promise((resolve, reject) => {
    execFile(TSX, [CLI, ...args], { cwd: ROOT, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') {
        reject(error);
        return;
      }
      const code = typeof error?.code === 'number' ? error.code : 0;
      resolve({ code, lines: stdout.split('\n').filter((line) => line !== ''), stderr });
    });
  });
}

afterEach(closeProxies);

const failures = (run: SmokeRun) => run.lines.filter((line) => line.startsWith('FAIL '));

async function emailsSent(): Promise<number> {
  const response = await fetch(new URL('/store', inject('sesUrl')));
  return ((await response.json()) as { emails: unknown[] }).emails.length;
}

describe('npm run smoke against the local twin', () => {
  it('passes every check, one ok line each, and sends no email', async () => {
    const before = await emailsSent();
    const run = await smoke(inject('siteUrl'));
    expect(run.code, run.lines.join('\n')).toBe(0);
    expect(failures(run)).toEqual([]);
    const checks = run.lines.slice(1, -1);
    expect(
      checks.every((line) => line.startsWith('ok   ')),
      checks.join('\n'),
    ).toBe(true);
    for (const { path, locale } of ROUTE_LIST) {
      expect(checks).toContainEqual(
        expect.stringMatching(`^ok   GET ${path} 200 lang=${locale} hreflang ok ".+"$`),
      );
    }
    expect(checks).toContainEqual(expect.stringMatching(/^ok {3}headers \/ /));
    expect(checks).toContainEqual(expect.stringMatching(`^ok   GET ${SECURITY_TXT_PATH} 200`));
    expect(checks).toContainEqual(
      `ok   POST ${CONTACT_PATH} (invalid email) 400 code=email_invalid "Email is invalid"`,
    );
    expect(run.lines.at(-1)).toBe(`${checks.length} checks, all ok.`);
    expect(await emailsSent()).toBe(before);
  });

  it('passes through a proxy that changes nothing (the baseline of the broken sites below)', async () => {
    const run = await smoke(await startProxy((exchange) => exchange));
    expect(failures(run)).toEqual([]);
    expect(run.code).toBe(0);
  });
});

const aboutEs = pathOf('about', 'es');

const BROKEN_SITES: [string, Tamper, RegExp[]][] = [
  [
    'drops the Content-Security-Policy header',
    (exchange) => {
      const { 'content-security-policy': _csp, ...headers } = exchange.headers;
      return { ...exchange, headers };
    },
    [
      /^FAIL headers \/: Content-Security-Policy is missing$/,
      /^FAIL headers \/es\/contacto: Content-Security-Policy is missing$/,
    ],
  ],
  [
    `points ${aboutEs}'s English alternate at the Spanish page`,
    (exchange) =>
      pathOnly(exchange) === aboutEs
        ? {
            ...exchange,
            body: Buffer.from(
              exchange.body
                .toString('utf8')
                .replace(/hreflang="en" href="([^"]*)"/, `hreflang="en" href="$1${aboutEs}"`),
            ),
          }
        : exchange,
    [new RegExp(`^FAIL GET ${aboutEs}: hreflang="en" is \\S+, expected https://\\S+/about$`)],
  ],
  [
    'serves an expired security.txt',
    (exchange) =>
      pathOnly(exchange) === SECURITY_TXT_PATH
        ? {
            ...exchange,
            body: Buffer.from(
              exchange.body
                .toString('utf8')
                .replace(/^Expires:.*$/m, 'Expires: 2020-01-01T00:00:00.000Z'),
            ),
          }
        : exchange,
    [
      /^FAIL GET \/\.well-known\/security\.txt: security\.txt expired \(Expires: 2020-01-01T00:00:00\.000Z\)/,
    ],
  ],
  [
    `answers 404 for ${aboutEs}`,
    (exchange) =>
      pathOnly(exchange) === aboutEs
        ? {
            ...exchange,
            status: 404,
            headers: { ...exchange.headers, 'content-type': 'text/plain; charset=utf-8' },
            body: Buffer.from('Not Found'),
          }
        : exchange,
    [new RegExp(`^FAIL GET ${aboutEs}: answered 404, expected 200$`)],
  ],
  [
    'answers 404 for an unknown path instead of the landing page',
    (exchange) =>
      pathOnly(exchange)?.includes('/no-such-page-')
        ? { ...exchange, status: 404, body: Buffer.from('Not Found') }
        : exchange,
    [
      /^FAIL GET \/no-such-page-[0-9a-f]+: answered 404, expected 200: an unknown path must show the landing page$/,
      /^FAIL GET \/es\/no-such-page-[0-9a-f]+: answered 404, expected 200: an unknown path must show the landing page$/,
    ],
  ],
  [
    'carries an inline style on the landing page that its CSP does not allow (an injection)',
    (exchange) =>
      pathOnly(exchange) === '/'
        ? {
            ...exchange,
            body: Buffer.from(
              exchange.body
                .toString('utf8')
                .replace('</head>', '<style>body{color:red}</style></head>'),
            ),
          }
        : exchange,
    [
      /^FAIL GET \/no-such-page-[0-9a-f]+: 200 but not the landing page \/: /,
      /^FAIL headers \/: Content-Security-Policy differs: missing "style-src 'self'[^"]* 'sha256-[^"]+'"/,
      /^FAIL headers \/es\/contacto: Content-Security-Policy differs: missing "style-src/,
    ],
  ],
  [
    'accepts an invalid enquiry',
    (exchange) =>
      exchange.method === 'POST' && pathOnly(exchange) === CONTACT_PATH
        ? { ...exchange, status: 200, body: Buffer.from('{"ok":true,"reference":"VW-AAAAAA"}') }
        : exchange,
    [
      /^FAIL POST \/api\/form \(invalid email\): answered 200, expected 400; code is undefined, expected "email_invalid"; no error message$/,
    ],
  ],
];

describe('npm run smoke against a broken site', () => {
  it.each(BROKEN_SITES)(
    'fails, naming the problem, when the site %s',
    async (_name, tamper, expected) => {
      const run = await smoke(await startProxy(tamper));
      expect(run.code).toBe(1);
      const failed = failures(run);
      expect(failed, failed.join('\n')).toHaveLength(expected.length);
      for (const [index, pattern] of expected.entries()) expect(failed[index]).toMatch(pattern);
      expect(run.lines.at(-1)).toMatch(new RegExp(`checks, ${expected.length} failed\\.$`));
    },
  );

  it('fails with one line when nothing answers at the URL', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const run = await smoke(`http://127.0.0.1:${port}`);
    expect(run.code).toBe(1);
    expect(failures(run)).toEqual([
      `FAIL GET /: no answer (ECONNREFUSED) from http://127.0.0.1:${port}; nothing else checked`,
    ]);
  });
});

describe('npm run smoke without a usable URL', () => {
  it.each([
    [[], 'the URL of the site is missing.'],
    [['localhost'], '"localhost" is not a URL.'],
    [['http://localhost:3000/about'], 'has a path, query or fragment'],
  ])('exits 2 with the usage for %j', async (args, problem) => {
    const run = await smoke(...args);
    expect(run.code).toBe(2);
    expect(run.lines).toEqual([]);
    expect(run.stderr).toContain(problem);
    expect(run.stderr).toContain('usage: npm run smoke -- URL');
  });
});
