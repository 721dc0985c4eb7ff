import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/** What a copy never takes: the built site and the modules the build generates from content. */
const NOT_COPIED = /\/web\/(dist|\.generated)(\/|$)/;

/**
 * A copy of the project for a build to run in, with other content than the repository's: the
 * folders named are copied (web/ holds the content), everything else is linked. A folder whose
 * code resolves paths from its own file (functions/ reads web/build/insights through `../../web`)
 * must be copied too, or Node follows the link back to the repository's web/.
 */
export function projectCopy(copied: readonly string[] = ['web']): string {
  const copy = mkdtempSync(join(tmpdir(), 'project-copy-'));
  for (const entry of readdirSync(PROJECT)) {
    if (copied.includes(entry)) {
      cpSync(join(PROJECT, entry), join(copy, entry), {
        recursive: true,
        filter: (path) => !NOT_COPIED.test(path),
      });
    } else if (!entry.startsWith('.git')) symlinkSync(join(PROJECT, entry), join(copy, entry));
  }
  return copy;
}

/**
 * `npm run build` in a project (the repository or a copy) into `outDir`, in a process of its
 * own: under vitest NODE_ENV is "test", which would bundle React's development build.
 */
export async function buildSiteIn(project: string, outDir: string): Promise<void> {
  await promisify(execFile)('npx', ['tsx', 'web/build/build-site.ts', '--out-dir', outDir], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'production', INSIGHTS_DRAFTS: '' },
  });
}
