/**
 * GitHub's web application flow, which a GitHub App's user tokens use as an OAuth App's do:
 * https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/generating-a-user-access-token-for-a-github-app
 * There is no PKCE for GitHub here, so the code is exchanged with the client secret, on our side.
 */
export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';

/** The exchange waits this long for GitHub, then the editor is told to try again. */
export const GITHUB_TIMEOUT_MS = 5_000;

/**
 * Where `/auth` sends the browser. No `scope`: a GitHub App's token has the App's permissions,
 * on the repositories it is installed on, whatever a scope would ask.
 */
export function authorizeUrl(clientId: string, redirectUri: string, state: string): string {
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, state });
  return `${GITHUB_AUTHORIZE_URL}?${query}`;
}

export type Exchange =
  | { readonly kind: 'token'; readonly token: string }
  /** GitHub answered with an `error`: `bad_verification_code` for a used or expired code. */
  | { readonly kind: 'refused'; readonly githubError: string }
  | { readonly kind: 'timeout' }
  /** No answer, not 2xx, or not the JSON GitHub documents. */
  | { readonly kind: 'failed'; readonly reason: string };

export interface ExchangeRequest {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly code: string;
  readonly redirectUri: string;
}

/** A token as GitHub writes them (`ghu_…` for a GitHub App's user), nothing that needs escaping. */
const TOKEN = /^[A-Za-z0-9_]{1,255}$/;
/** GitHub's error codes are snake_case words; anything else is not logged as one. */
const GITHUB_ERROR = /^[a-z_]{1,64}$/;

/**
 * Trades the code for a user access token. The refresh token a GitHub App may send along is
 * dropped: the editor signs in again when the token expires (8 hours), and nothing that lives
 * six months reaches a browser.
 */
export async function exchangeCode(
  request: ExchangeRequest,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = GITHUB_TIMEOUT_MS,
): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetchImpl(GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_id: request.clientId,
        client_secret: request.clientSecret,
        code: request.code,
        redirect_uri: request.redirectUri,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'failed', reason: error instanceof Error ? error.name : 'unknown' };
  }
  if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'failed', reason: 'not JSON' };
  }
  const { access_token: token, error } = (json ?? {}) as Record<string, unknown>;
  if (typeof error === 'string') {
    return { kind: 'refused', githubError: GITHUB_ERROR.test(error) ? error : 'unrecognized' };
  }
  if (typeof token === 'string' && TOKEN.test(token)) return { kind: 'token', token };
  return { kind: 'failed', reason: 'no access_token' };
}
