/**
 * The pull request a workflow run is for, from GitHub's environment: the event file of a
 * `pull_request` run names its number, branch and commit. Anything else (a push, a local run)
 * has none, and the scripts then only print and write the summary.
 */
import { readFileSync } from 'node:fs';

export interface PullRequestContext {
  readonly repository: string;
  readonly number: number;
  /** The branch the pull request comes from: `cms/posts/my-article`. */
  readonly headRef: string;
  readonly headSha: string;
  readonly baseSha: string;
  /** Whether the branch is in this repository (a fork's is not). */
  readonly sameRepository: boolean;
  readonly serverUrl: string;
  readonly apiUrl: string;
  /** The job's GITHUB_TOKEN, when the workflow passed it. */
  readonly token?: string;
}

interface PullRequestEvent {
  readonly pull_request?: {
    readonly number: number;
    readonly head: {
      readonly ref: string;
      readonly sha: string;
      readonly repo?: { readonly full_name?: string } | null;
    };
    readonly base: { readonly sha: string };
  };
}

export function pullRequestContext(
  env: NodeJS.ProcessEnv = process.env,
  readEvent: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): PullRequestContext | undefined {
  const { GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY } = env;
  if (GITHUB_EVENT_NAME !== 'pull_request' || !GITHUB_EVENT_PATH || !GITHUB_REPOSITORY) {
    return undefined;
  }
  const event = JSON.parse(readEvent(GITHUB_EVENT_PATH)) as PullRequestEvent;
  const pr = event.pull_request;
  if (!pr) return undefined;
  return {
    repository: GITHUB_REPOSITORY,
    number: pr.number,
    headRef: pr.head.ref,
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    sameRepository: pr.head.repo?.full_name === GITHUB_REPOSITORY,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    ...(env.GITHUB_TOKEN ? { token: env.GITHUB_TOKEN } : {}),
  };
}

/** Where the summary links a file: the pull request's branch on GitHub (its commit, for a fork). */
export function fileBaseUrl(context: PullRequestContext): string {
  // A fork's branch is not in this repository; its commits are, through the pull request.
  const ref = context.sameRepository ? context.headRef : context.headSha;
  return `${context.serverUrl}/${context.repository}/blob/${ref.split('/').map(encodeURIComponent).join('/')}/`;
}
