import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureLogs } from '../functions/analytics/fixture-logs';

const run = promisify(execFile);
const COMMAND = ['node_modules/.bin/tsx', 'infra/bin/analytics.ts'];

/** No AWS credentials from anywhere, whatever the machine has: nothing may call AWS. */
const NO_AWS = {
  AWS_PROFILE: '',
  AWS_ACCESS_KEY_ID: '',
  AWS_SECRET_ACCESS_KEY: '',
  AWS_SESSION_TOKEN: '',
  AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
  AWS_CONFIG_FILE: '/nonexistent',
  AWS_EC2_METADATA_DISABLED: 'true',
};

async function analytics(args: string[], logDir: string) {
  try {
    const { stdout, stderr } = await run(COMMAND[0] ?? '', [...COMMAND.slice(1), ...args], {
      env: { ...process.env, ...NO_AWS, ANALYTICS_LOG_DIR: logDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let empty: string;
let logs: string;

beforeAll(async () => {
  empty = mkdtempSync(join(tmpdir(), 'no-logs-'));
  logs = await writeFixtureLogs([
    { date: '2026-11-24', path: '/', status: 200, referer: 'https://news.example.com/' },
    { date: '2026-11-24', path: '/contact', status: 200 },
  ]);
});

afterAll(() => {
  rmSync(empty, { recursive: true, force: true });
  rmSync(logs, { recursive: true, force: true });
});

describe('npm run analytics', () => {
  it.each([
    [['--since', '2026-02-30'], '--since must be a date written YYYY-MM-DD, got "2026-02-30".'],
    [['--until', 'yesterday'], '--until must be a date written YYYY-MM-DD, got "yesterday".'],
    [
      ['--since', '2026-11-25', '--until', '2026-11-24'],
      '--until (2026-11-24) is before --since (2026-11-25).',
    ],
    [['--verbose'], 'Unknown argument "--verbose".'],
    [['--since'], '--since needs a value.'],
    [['--local', '--stack', 'Site'], 'Give --local or --stack NAME, not both.'],
  ])('refuses %j with a clear message and exit code 2', async (args, message) => {
    const result = await analytics(args, empty);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('usage: npm run analytics');
  });

  it('says "no data yet" and exits 0 when there are no logs', async () => {
    const result = await analytics(['--json', '--local'], empty);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe('no data yet');
  });

  it('reads the stack in cdk.json when there are no local logs, and says why it cannot', async () => {
    const result = await analytics(['--json'], empty);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /The stack \w+ in [a-z0-9-]+ cannot be read: Could not load credentials from any providers \(AWS credentials: AWS_PROFILE or `aws configure`\)\./,
    );
  });

  it('prints the report as JSON with --json, and writes the HTML report', async () => {
    const file = join(logs, 'report.html');
    const result = await analytics(
      ['--since', '2026-11-24', '--until', '2026-11-24', '--json', '--report', file, '--local'],
      logs,
    );
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      source: 'local',
      from: '2026-11-24',
      to: '2026-11-24',
      totals: { pageviews: 2, visits: 2, enquiries: 0 },
      referrers: [{ referrer: 'news.example.com', visits: 1 }],
    });
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('<svg');
    // Nothing fetched: no script, no stylesheet link, no source; url() only to the SVG's own markers.
    expect(html).not.toMatch(/<script|<link|src=|url\((?!#)|https?:/i);
  });
});
