import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expr,
  jobOf,
  ROOT,
  readRepoFile,
  readWorkflow,
  runIndex,
  stepsOf,
  stepUsing,
} from './workflow-files';

const { workflow } = readWorkflow('ci.yml');
const checks = jobOf(workflow, 'checks');
const CHECKS_SCRIPT = '.ci/checks';
/** The checks, as docs/testing.md lists them, in the order .ci/run has always run them. */
const CHECK_COMMANDS = [
  'npm run lint',
  'npm run spellcheck',
  'npm run typecheck',
  // Once, from a fixed clock in a far time zone (docs/testing.md, "Any hour").
  "TZ=Pacific/Kiritimati faketime '2026-12-31 23:59:45 UTC' npm test",
  'npm run build',
  'npm run synth',
  'npm run test:e2e',
];

/** Command lines of a bash script, comments and blank lines dropped. */
function commandLines(path: string): string[] {
  return readRepoFile(path)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe('ci.yml', () => {
  it('runs on every pull request, every push to main, and when the deploy calls it', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_call']);
    expect(workflow.on.pull_request).toBeNull();
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on.workflow_call).toMatchObject({
      inputs: { ref: { type: 'string', required: false } },
    });
  });

  it('lets a newer push to the same ref cancel the older run', () => {
    const concurrency = checks.concurrency;
    expect(typeof concurrency).toBe('object');
    if (typeof concurrency !== 'object') return;
    expect(concurrency['cancel-in-progress']).toBe(true);
    expect(concurrency.group).toContain(expr('github.workflow'));
    expect(concurrency.group).toContain(expr('github.ref'));
  });

  it('checks out the commit it was asked for, else the event’s', () => {
    expect(stepUsing(checks, 'actions/checkout')?.with).toMatchObject({
      ref: expr('inputs.ref'),
      'persist-credentials': false,
    });
  });

  it('installs Node from .ci/node-version, a version package.json engines allows, with the npm cache', () => {
    expect(stepUsing(checks, 'actions/setup-node')?.with).toEqual({
      'node-version-file': '.ci/node-version',
      cache: 'npm',
    });
    const major = Number(readRepoFile('.ci/node-version').trim());
    const engines = JSON.parse(readRepoFile('package.json')).engines.node as string;
    expect(major).toBeGreaterThanOrEqual(Number(/\d+/.exec(engines)?.[0]));
  });

  it('runs npm ci, then .ci/checks with the runner’s Google Chrome for the browser suite', () => {
    const install = runIndex(checks, 'npm ci');
    const run = runIndex(checks, `bash ${CHECKS_SCRIPT}`);
    expect(install).toBeGreaterThanOrEqual(0);
    expect(run).toBeGreaterThan(install);
    expect(stepsOf(checks)[run]?.env).toEqual({ CHROMIUM_PATH: '/usr/bin/google-chrome' });
  });

  it('installs faketime before .ci/checks, which runs the unit suite under it', () => {
    const install = runIndex(checks, 'apt-get install -y -qq faketime');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(install).toBeLessThan(runIndex(checks, `bash ${CHECKS_SCRIPT}`));
    expect(commandLines(CHECKS_SCRIPT).some((line) => /\bfaketime '.+' npm test$/.test(line))).toBe(
      true,
    );
  });
});

describe('one definition of the checks', () => {
  it('.ci/checks runs the checks docs/testing.md lists in order, the browser first checked', () => {
    const lines = commandLines(CHECKS_SCRIPT);
    const positions = CHECK_COMMANDS.map((command) => lines.indexOf(command));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines).toContain(`"\${CHROMIUM_PATH:-/usr/bin/chromium}" --version`);
  });

  it('.ci/run installs chromium and the lock file, then calls .ci/checks and nothing else', () => {
    const lines = commandLines('.ci/run');
    expect(lines).toContain('command -v chromium >/dev/null 2>&1 || missing+=(chromium)');
    expect(lines).toContain('command -v faketime >/dev/null 2>&1 || missing+=(faketime)');
    const install = lines.find((line) => line.includes('apt-get install -y -qq'));
    expect(install).toContain('missing[@]');
    expect(lines).toContain('npm ci --no-audit --no-fund');
    expect(lines.at(-1)).toBe(`bash ${CHECKS_SCRIPT}`);
    for (const command of CHECK_COMMANDS) expect(lines).not.toContain(command);
  });

  it('ci.yml runs none of the checks itself: only through .ci/checks', () => {
    for (const step of stepsOf(checks)) {
      for (const command of CHECK_COMMANDS) expect(step.run ?? '').not.toContain(command);
    }
  });

  it('the scripts are there, as bash scripts (the workflows call them with bash)', () => {
    for (const script of ['.ci/run', CHECKS_SCRIPT, '.ci/diff-summary']) {
      const path = join(ROOT, script);
      expect(existsSync(path), script).toBe(true);
      expect(readFileSync(path, 'utf8').startsWith('#!/usr/bin/env bash\n'), script).toBe(true);
    }
  });
});
