/**
 * One comment per pull request and purpose, kept up to date: found by a hidden marker among the
 * comments the workflow's token wrote (github-actions[bot]), updated if there, else created.
 * GitHub's REST API (issues comments: a pull request is an issue), with the job's GITHUB_TOKEN.
 */

export interface PullRequestTarget {
  /** `https://api.github.com`, or GITHUB_API_URL. */
  readonly apiUrl: string;
  /** `owner/name`. */
  readonly repository: string;
  readonly number: number;
  readonly token: string;
}

interface IssueComment {
  readonly id: number;
  readonly body?: string;
  readonly user?: { readonly login?: string; readonly type?: string } | null;
}

/** The author of the workflow token's comments. */
export const ACTIONS_BOT = 'github-actions[bot]';
const PER_PAGE = 100;

export type CommentResult =
  | { readonly action: 'created' | 'updated'; readonly id: number }
  | { readonly action: 'skipped' };

export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`GitHub answered ${status} to ${what}`);
    this.name = 'GitHubApiError';
  }
}

async function call<T>(
  fetcher: typeof fetch,
  target: PullRequestTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetcher(`${target.apiUrl.replace(/\/$/, '')}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${target.token}`,
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new GitHubApiError(response.status, `${method} ${path}`);
  return (await response.json()) as T;
}

/** The workflow's earlier comment that carries `marker`, if any (every page of comments read). */
export async function findComment(
  target: PullRequestTarget,
  marker: string,
  fetcher: typeof fetch = fetch,
): Promise<IssueComment | undefined> {
  const base = `/repos/${target.repository}/issues/${target.number}/comments`;
  for (let page = 1; ; page++) {
    const comments = await call<IssueComment[]>(
      fetcher,
      target,
      'GET',
      `${base}?per_page=${PER_PAGE}&page=${page}`,
    );
    const found = comments.find(
      (comment) => comment.user?.login === ACTIONS_BOT && comment.body?.includes(marker),
    );
    if (found) return found;
    if (comments.length < PER_PAGE) return undefined;
  }
}

export interface UpsertOptions {
  /** Create the comment when none exists yet. @default true */
  readonly create?: boolean;
}

/**
 * Writes `body` (which must contain `marker`) as the pull request's one comment for it: the
 * earlier one updated, else a new one (unless `create` is false: a passing check does not start
 * a conversation, it only closes one).
 */
export async function upsertComment(
  target: PullRequestTarget,
  marker: string,
  body: string,
  options: UpsertOptions = {},
  fetcher: typeof fetch = fetch,
): Promise<CommentResult> {
  if (!body.includes(marker)) throw new Error('upsertComment: the body must carry the marker');
  const existing = await findComment(target, marker, fetcher);
  if (existing) {
    if (existing.body === body) return { action: 'updated', id: existing.id };
    await call(
      fetcher,
      target,
      'PATCH',
      `/repos/${target.repository}/issues/comments/${existing.id}`,
      {
        body,
      },
    );
    return { action: 'updated', id: existing.id };
  }
  if (options.create === false) return { action: 'skipped' };
  const created = await call<IssueComment>(
    fetcher,
    target,
    'POST',
    `/repos/${target.repository}/issues/${target.number}/comments`,
    { body },
  );
  return { action: 'created', id: created.id };
}
