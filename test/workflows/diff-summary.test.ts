import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './workflow-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs .ci/diff-summary with a stand-in `npm` first on PATH that prints its arguments and the
 * given text (to stderr, as `cdk diff` does) and exits with `status`: no AWS, no synth.
 */
function diffSummary(output: string, status: number) {
  const dir = mkdtempSync(join(tmpdir(), 'diff-summary-'));
  dirs.push(dir);
  const npm = join(dir, 'npm');
  writeFileSync(
    npm,
    `#!/usr/bin/env bash\necho "npm $*"\ncat "${join(dir, 'output')}" >&2\nexit ${status}\n`,
  );
  chmodSync(npm, 0o755);
  writeFileSync(join(dir, 'output'), output);
  const summary = join(dir, 'summary.md');
  writeFileSync(summary, '');
  const run = spawnSync('bash', [join(ROOT, '.ci/diff-summary')], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, GITHUB_STEP_SUMMARY: summary },
  });
  return { status: run.status, log: run.stdout, summary: readFileSync(summary, 'utf8') };
}

describe('.ci/diff-summary', () => {
  it('diffs templates with the lookup role, never failing on a difference', () => {
    const { log } = diffSummary('', 0);
    expect(log).toContain('npm run --silent diff -- --method template --fail-on never --no-color');
  });

  it('writes the whole diff into the summary, in a fenced block, and logs it too', () => {
    const diff = 'Stack VantageWardSite\nResources\n[~] AWS::Lambda::Function Handler\n```\n';
    const { status, log, summary } = diffSummary(diff, 0);
    expect(status).toBe(0);
    expect(log).toContain('[~] AWS::Lambda::Function Handler');
    expect(summary).toMatch(/^## cdk diff/);
    expect(summary).toContain(`\`\`\`\`text\nnpm run --silent diff`);
    expect(summary).toContain(`${diff}\n\`\`\`\`\n`);
    expect(summary).not.toContain('failed');
  });

  it('drops colour codes from the summary', () => {
    const { summary } = diffSummary('\x1b[32m[+] AWS::S3::Bucket Logs\x1b[39m\n', 0);
    expect(summary).toContain('\n[+] AWS::S3::Bucket Logs\n');
    expect(summary).not.toContain('\x1b');
  });

  it('fails with cdk’s exit code when the diff itself fails, saying so in the summary', () => {
    const { status, summary } = diffSummary('Could not assume role', 1);
    expect(status).toBe(1);
    expect(summary).toContain('**cdk diff failed (exit 1)**');
    expect(summary).toContain('Could not assume role');
  });

  it('cuts a diff too large for a summary, and says where the rest is', () => {
    const { summary } = diffSummary('x'.repeat(1_000_000), 0);
    expect(summary.length).toBeLessThan(1_000_000);
    expect(summary).toContain('Cut at 900000 bytes');
  });
});
