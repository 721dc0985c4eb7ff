import { describe, expect, it, vi } from 'vitest';
import { ACTIONS_BOT, GitHubApiError, upsertComment } from '../../.ci/content/pr-comment';

const TARGET = {
  apiUrl: 'https://api.github.com',
  repository: 'firm/site',
  number: 7,
  token: 't0k',
};
const MARKER = '<!-- content-checks -->';
const BODY = `${MARKER}\n## ❌ Content checks: 1 problem in 1 file`;

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
}

/** A stand-in for GitHub's REST API: pages of comments, and what was written. */
function github(pages: unknown[][], status = 200) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: String(url), body });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t0k');
    if (status !== 200) return new Response('{}', { status });
    if (method === 'GET') {
      const page = Number(new URL(String(url)).searchParams.get('page'));
      return Response.json(pages[page - 1] ?? []);
    }
    return Response.json({ id: 99 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

const comment = (id: number, body: string, login = ACTIONS_BOT) => ({ id, body, user: { login } });

describe('the pull request’s one content-checks comment', () => {
  it('creates it when the workflow has not commented yet', async () => {
    const { fetcher, calls } = github([[comment(1, 'Looks good to me', 'a-reviewer')]]);
    expect(await upsertComment(TARGET, MARKER, BODY, {}, fetcher)).toEqual({
      action: 'created',
      id: 99,
    });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://api.github.com/repos/firm/site/issues/7/comments?per_page=100&page=1',
      'POST https://api.github.com/repos/firm/site/issues/7/comments',
    ]);
    expect(calls[1]?.body).toEqual({ body: BODY });
  });

  it('updates the earlier one, found by its marker on a later page, and writes no second', async () => {
    const first = Array.from({ length: 100 }, (_, i) => comment(i + 1, `comment ${i}`));
    const { fetcher, calls } = github([first, [comment(321, `${MARKER}\nold summary`)]]);
    expect(await upsertComment(TARGET, MARKER, BODY, {}, fetcher)).toEqual({
      action: 'updated',
      id: 321,
    });
    expect(calls.at(-1)).toEqual({
      method: 'PATCH',
      url: 'https://api.github.com/repos/firm/site/issues/comments/321',
      body: { body: BODY },
    });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('ignores the marker in someone else’s comment (a quote of ours)', async () => {
    const { fetcher, calls } = github([[comment(5, `> ${MARKER}`, 'an-editor')]]);
    await upsertComment(TARGET, MARKER, BODY, {}, fetcher);
    expect(calls.at(-1)?.method).toBe('POST');
  });

  it('starts no comment for a pass, but turns an earlier failure into the pass', async () => {
    const pass = `${MARKER}\n## ✅ Content checks passed`;
    const none = github([[]]);
    expect(await upsertComment(TARGET, MARKER, pass, { create: false }, none.fetcher)).toEqual({
      action: 'skipped',
    });
    expect(none.calls.map((call) => call.method)).toEqual(['GET']);
    const earlier = github([[comment(8, BODY)]]);
    await upsertComment(TARGET, MARKER, pass, { create: false }, earlier.fetcher);
    expect(earlier.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { body: pass } });
  });

  it('fails with GitHub’s status when the token may not comment (a fork’s)', async () => {
    const { fetcher } = github([[]], 403);
    await expect(upsertComment(TARGET, MARKER, BODY, {}, fetcher)).rejects.toThrow(GitHubApiError);
    await expect(upsertComment(TARGET, MARKER, BODY, {}, fetcher)).rejects.toThrow(
      'GitHub answered 403 to GET /repos/firm/site/issues/7/comments?per_page=100&page=1',
    );
  });

  it('refuses a body without the marker, which it could never find again', async () => {
    const { fetcher } = github([[]]);
    await expect(upsertComment(TARGET, MARKER, 'no marker', {}, fetcher)).rejects.toThrow(
      /must carry the marker/,
    );
  });
});
