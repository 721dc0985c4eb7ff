import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CONTACT_PATH } from '../../functions/api-paths';
import { pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import { closeProxies, pathOnly, startProxy } from './tamper-proxy';

/**
 * `npm run canary -- URL`, the real CLI in its own process with Debian's chromium, against the
 * twin of the browser suite (its DynamoDB emulator and secret file given as `npm start`'s would
 * be found), then against proxies that break one thing each.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

interface Run {
  readonly code: number;
  readonly lines: string[];
  readonly stderr: string;
}

function run(script: string, ...args: string[]): Promise<Run> {
  const env = {
    ...process.env,
    DYNAMODB_PORT: new URL(inject('dynamoUrl')).port,
    SYNTHETIC_SECRET_FILE: inject('syntheticSecretFile'),
  };
  return new Promise((resolve, reject) => {
    execFile(
      TSX,
      [script, ...args],
      { cwd: ROOT, env, timeout: 180_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(error);
          return;
        }
        const code = typeof error?.code === 'number' ? error.code : 0;
        resolve({ code, lines: stdout.split('\n').filter((line) => line !== ''), stderr });
      },
    );
  });
}

const canary = (...args: string[]) => run('infra/bin/canary.ts', ...args);
const failures = (result: Run) => result.lines.filter((line) => line.startsWith('FAIL '));

interface SentEmail {
  readonly to?: string[];
  readonly destination?: { to?: string[] };
  readonly subject?: string;
  readonly body?: { text?: string };
}

async function emails(): Promise<SentEmail[]> {
  const response = await fetch(new URL('/store', inject('sesUrl')));
  return ((await response.json()) as { emails: SentEmail[] }).emails;
}

afterEach(closeProxies);

describe('npm run canary against the twin', () => {
  it('passes every check, sends the synthetic inquiry to the SES simulator, and lists no lead', async () => {
    const before = (await emails()).length;
    const result = await canary(inject('siteUrl'));
    expect(result.code, result.lines.join('\n')).toBe(0);
    expect(failures(result)).toEqual([]);
    for (const { path } of ROUTE_LIST) {
      expect(result.lines).toContainEqual(expect.stringMatching(`^ok   GET ${path} 200 `));
    }
    expect(result.lines).toContainEqual(
      expect.stringMatching(
        /^ok {3}TLS certificate not applicable: http:\/\/(localhost|127\.0\.0\.1):\d+ is served without TLS$/,
      ),
    );
    expect(result.lines).toContainEqual(
      expect.stringMatching(/^ok {3}browser \/ rendered ".+", no console error, no CSP violation$/),
    );
    const sent = result.lines.find((line) =>
      line.startsWith(`ok   POST ${CONTACT_PATH} (synthetic inquiry) `),
    );
    const reference = sent?.match(
      / (SYN-[0-9A-Z]{6}) stored and sent to the SES mailbox simulator/,
    )?.[1];
    expect(reference, result.lines.join('\n')).toBeDefined();
    expect(result.lines).toContain(`Synthetic inquiry: ${reference}`);
    expect(result.lines.at(-1)).toMatch(/^\d+ checks, all ok\.$/);

    const mail = (await emails()).slice(before);
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain('success@simulator.amazonses.com');
    expect(JSON.stringify(mail[0])).not.toContain('enquiries@example.com');

    const leads = await run('infra/bin/enquiries.ts', 'list', '--local');
    expect(leads.code).toBe(0);
    expect(leads.lines.join('\n')).not.toContain(reference);
    const all = await run('infra/bin/enquiries.ts', 'list', '--local', '--synthetic');
    expect(all.lines.join('\n')).toContain(reference);
  });
});

const aboutEs = pathOf('about', 'es');

describe('npm run canary against a broken site', () => {
  it('fails when a security header is dropped', async () => {
    const site = await startProxy((exchange) => {
      const { 'strict-transport-security': _hsts, ...headers } = exchange.headers;
      return { ...exchange, headers };
    });
    const result = await canary(site, '--local');
    expect(result.code).toBe(1);
    expect(failures(result)).toEqual([
      'FAIL headers /: Strict-Transport-Security is missing',
      'FAIL headers /es/contacto: Strict-Transport-Security is missing',
    ]);
  });

  it('fails when a page is broken', async () => {
    const site = await startProxy((exchange) =>
      pathOnly(exchange) === aboutEs
        ? { ...exchange, status: 500, body: Buffer.from('Internal Server Error') }
        : exchange,
    );
    const result = await canary(site, '--local');
    expect(result.code).toBe(1);
    expect(failures(result)).toEqual([`FAIL GET ${aboutEs}: answered 500, expected 200`]);
  });

  it('fails when the enquiry path refuses the synthetic inquiry', async () => {
    // As a WAF rule that blocks the form would.
    const blocking = await startProxy((exchange) =>
      exchange.method === 'POST' && pathOnly(exchange) === CONTACT_PATH
        ? {
            ...exchange,
            status: 403,
            headers: { ...exchange.headers, 'content-type': 'application/json' },
            body: Buffer.from('{"message":"Forbidden"}'),
          }
        : exchange,
    );
    const result = await canary(blocking, '--local');
    expect(result.code).toBe(1);
    expect(failures(result)).toContainEqual(
      `FAIL POST ${CONTACT_PATH} (synthetic inquiry): answered 403: {"message":"Forbidden"}`,
    );
  });
});

describe('npm run canary without a usable invocation', () => {
  it.each([
    [[], /the URL of the site is missing/],
    [['http://localhost:3000', '--local', '--stack', 'X'], /give --local or --stack, not both/],
    [['http://localhost:3000', '--fast'], /unknown option --fast/],
    [['http://localhost:3000', '--stack'], /--stack needs a stack name/],
  ])('exits 2 with the usage for %j', async (args, problem) => {
    const result = await canary(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(problem);
    expect(result.stderr).toContain('usage: npm run canary -- URL [--local | --stack NAME]');
  });
});
