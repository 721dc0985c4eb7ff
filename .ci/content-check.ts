/**
 * `npm run check:content`: the content checks (the page copy's and articles' loaders, their link
 * check, the spell check), told in words an editor understands. Prints the summary, appends it to
 * the run's summary (GITHUB_STEP_SUMMARY) and, on a pull request with a token, keeps it as the
 * pull request's one "content checks" comment. Exits 1 when anything is wrong.
 *
 *   npx tsx .ci/content-check.ts
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { upsertComment } from './content/pr-comment.ts';
import { fileBaseUrl, pullRequestContext } from './content/pull-request.ts';
import { contentProblems } from './content/run-checks.ts';
import { CONTENT_CHECKS_MARKER, contentSummary } from './content/summary.ts';

async function main(): Promise<number> {
  const pr = pullRequestContext();
  const problems = await contentProblems();
  const summary = contentSummary(problems, {
    ...(pr ? { sha: pr.headSha, fileBaseUrl: fileBaseUrl(pr) } : {}),
  });
  console.log(summary);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
  if (pr?.token) {
    try {
      const result = await upsertComment(
        { apiUrl: pr.apiUrl, repository: pr.repository, number: pr.number, token: pr.token },
        CONTENT_CHECKS_MARKER,
        summary,
        // A passing check updates an earlier comment and starts none.
        { create: problems.length > 0 },
      );
      console.log(`Pull request comment: ${result.action}.`);
    } catch (error) {
      // A fork's pull request gets a read-only token: the summary above still says it all.
      console.log(`::warning::Could not comment on the pull request: ${(error as Error).message}`);
    }
  }
  return problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
