/**
 * The deploy workflow's content preview, around the upload (.ci/preview-upload):
 *
 *   npx tsx .ci/content-preview.ts plan      the changed pages (git diff BASE_SHA...HEAD_SHA), into
 *                                            preview-plan.json; outputs content-only and the
 *                                            staging stack's name
 *   npx tsx .ci/content-preview.ts comment   the preview comment on this pull request (PREVIEW_URL),
 *                                            and "replaced" on the one shown before (PREVIOUS_PREVIEW)
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cdkJsonContext, readConfig } from '../infra/config.ts';
import { type PreviewPlan, parseNameStatus, previewPlan } from './content/changed-pages.ts';
import { upsertComment } from './content/pr-comment.ts';
import {
  PREVIEW_MARKER,
  type PreviewShown,
  previewComment,
  replacedComment,
} from './content/preview-comment.ts';
import { pullRequestContext } from './content/pull-request.ts';

const PLAN_FILE = 'preview-plan.json';

function output(name: string, value: string): void {
  console.log(`${name}=${value}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

function plan(): number {
  const { BASE_SHA, HEAD_SHA } = process.env;
  if (!BASE_SHA || !HEAD_SHA) throw new Error('BASE_SHA and HEAD_SHA must be set');
  const diff = execFileSync('git', ['diff', '--name-status', '-z', `${BASE_SHA}...${HEAD_SHA}`], {
    encoding: 'utf8',
  });
  const found = previewPlan(parseNameStatus(diff));
  writeFileSync(PLAN_FILE, JSON.stringify(found, null, 2));
  if (!found.contentOnly) {
    console.log(
      `No preview: ${found.pages.length === 0 ? 'no content changes' : `files other than content change (${found.otherFiles.join(', ')})`}.`,
    );
  }
  output('content-only', String(found.contentOnly));
  const fileContext = cdkJsonContext();
  const stagingContext: Record<string, unknown> = { ...fileContext, stage: 'staging' };
  output('stack', readConfig((key) => stagingContext[key]).stackName);
  return 0;
}

async function comment(): Promise<number> {
  const pr = pullRequestContext();
  const url = process.env.PREVIEW_URL;
  if (!pr?.token || !url) throw new Error('a pull request with GITHUB_TOKEN and PREVIEW_URL');
  const found = JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as PreviewPlan;
  const target = { apiUrl: pr.apiUrl, repository: pr.repository, token: pr.token };
  const shown: PreviewShown = { url, pullRequest: pr.number, sha: pr.headSha };
  const body = previewComment(found, shown);
  console.log(body);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, body);
  await upsertComment({ ...target, number: pr.number }, PREVIEW_MARKER, body);
  const previous = process.env.PREVIOUS_PREVIEW
    ? (JSON.parse(process.env.PREVIOUS_PREVIEW) as Partial<PreviewShown>)
    : undefined;
  if (previous?.pullRequest && previous.pullRequest !== pr.number && previous.sha) {
    await upsertComment(
      { ...target, number: previous.pullRequest },
      PREVIEW_MARKER,
      replacedComment({ url, pullRequest: previous.pullRequest, sha: previous.sha }, pr.number),
      { create: false },
    );
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  process.exitCode = command === 'plan' ? plan() : command === 'comment' ? await comment() : 2;
}
