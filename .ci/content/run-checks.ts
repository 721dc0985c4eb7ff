/**
 * Runs the content checks as the build and `npm run spellcheck` run them, without building the
 * site: the page copy loader (every file against its schema), the articles loader (front matter,
 * translations, authors, and every link and image of a body: its link check), and cspell with the
 * project's configuration, of which the findings in web/src/content are kept.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArticleContentError, loadArticles } from '../../web/build/insights/load-articles.ts';
import { pageCopyProblems } from '../../web/build/page-copy/load-page-copy.ts';
import {
  articleProblemsFrom,
  type Problem,
  pageCopyProblemsFrom,
  spellingProblemsFrom,
} from './problems.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT = 'web/src/content/';

/** The page copy and the articles, drafts included: an editor previews a draft too. */
export async function loaderProblems(): Promise<Problem[]> {
  const problems = pageCopyProblemsFrom(pageCopyProblems());
  try {
    await loadArticles({ drafts: true });
  } catch (error) {
    if (!(error instanceof ArticleContentError)) throw error;
    problems.push(...articleProblemsFrom(error.problems));
  }
  return problems;
}

/** cspell over its configured files (cspell.config.yaml), the content's findings kept. */
export function spellingProblems(): Problem[] {
  const cspell = join(ROOT, 'node_modules/.bin/cspell');
  const run = spawnSync(
    cspell,
    ['--no-progress', '--no-summary', '--show-suggestions', '--no-color'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  // 0: nothing found; 1: words found; anything else: cspell itself failed.
  if (run.error || (run.status !== 0 && run.status !== 1)) {
    return [
      {
        check: 'spelling',
        file: 'cspell.config.yaml',
        message: `the spell check could not run (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr.trim().split('\n')[0] ?? ''}`,
      },
    ];
  }
  const contentLines = run.stdout
    .split('\n')
    .filter((line) => line.startsWith(CONTENT))
    .join('\n');
  return spellingProblemsFrom(contentLines, (file) => readFileSync(join(ROOT, file), 'utf8'));
}

export async function contentProblems(): Promise<Problem[]> {
  return [...(await loaderProblems()), ...spellingProblems()];
}
