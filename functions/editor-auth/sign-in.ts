import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { authorizeUrl, type Exchange, exchangeCode } from './github-oauth';
import {
  CLIENT_SECRET_PLACEHOLDER,
  type EditorSignInSettings,
  SIGN_IN_CALLBACK_PATH,
} from './settings';
import { PROVIDER, type SignInErrorCode, signInPage } from './sign-in-page';
import {
  clearedStateCookie,
  newState,
  sameState,
  stateCookie,
  stateFromCookies,
} from './state-cookie';

/** What the log says of a request: an outcome and, from GitHub, its error code. Nothing else. */
export type SignInOutcome =
  | 'started'
  | 'signed-in'
  | 'unknown-provider'
  | 'unknown-origin'
  | 'not-configured'
  | 'secret-unreadable'
  | 'denied-at-github'
  | 'missing-code-or-state'
  | 'state-mismatch'
  | 'code-refused'
  | 'github-timeout'
  | 'github-failed';

export interface SignInAnswer {
  readonly response: APIGatewayProxyStructuredResultV2;
  readonly outcome: SignInOutcome;
  /** Safe to log: GitHub's error code, or why the exchange failed (an HTTP status, an error name). */
  readonly detail?: string;
}

export interface SignInDependencies {
  readonly settings: EditorSignInSettings;
  /** The GitHub App's client secret (functions/cached-secret.ts). */
  readonly readClientSecret: () => Promise<string | undefined>;
  readonly exchange?: typeof exchangeCode;
}

type Query = Readonly<Record<string, string | undefined>>;

const MESSAGES: Record<SignInErrorCode, string> = {
  UNSUPPORTED_BACKEND: 'This sign-in works with GitHub only.',
  UNSUPPORTED_DOMAIN: 'This sign-in serves the editor of this site only.',
  MISCONFIGURED_CLIENT: 'GitHub sign-in is not set up yet: ask the engineers to finish its setup.',
  AUTH_CODE_REQUEST_FAILED: 'GitHub did not authorize the sign-in.',
  CSRF_DETECTED:
    'This sign-in did not start in this browser, or took more than ten minutes, so it was stopped.',
  TOKEN_REQUEST_FAILED: 'GitHub did not complete the sign-in.',
  MALFORMED_RESPONSE: 'GitHub answered something unexpected.',
};

function failure(
  settings: EditorSignInSettings,
  status: number,
  errorCode: SignInErrorCode,
  outcome: SignInOutcome,
  options: { provider?: string; detail?: string; cookies?: readonly string[] } = {},
): SignInAnswer {
  return {
    response: signInPage(
      status,
      { ok: false, errorCode, error: MESSAGES[errorCode] },
      settings.editorOrigin,
      options.provider ?? PROVIDER,
      options.cookies ?? [],
    ),
    outcome,
    ...(options.detail ? { detail: options.detail } : {}),
  };
}

function redirectUri(settings: EditorSignInSettings): string {
  return `${settings.editorOrigin}${SIGN_IN_CALLBACK_PATH}`;
}

/** A provider name fit to echo in the error message the editor waits for; `github` otherwise. */
function echoedProvider(provider: string | undefined): string {
  return provider && /^[a-z]{1,20}$/.test(provider) ? provider : PROVIDER;
}

/**
 * `GET /auth?provider=github&site_id=…`: a new state in the cookie, and off to GitHub. The
 * editor sends its host as `site_id`; any other host is refused, as an unknown provider is.
 */
export function startSignIn(query: Query, { settings }: SignInDependencies): SignInAnswer {
  if (query.provider !== PROVIDER) {
    return failure(settings, 400, 'UNSUPPORTED_BACKEND', 'unknown-provider', {
      provider: echoedProvider(query.provider),
    });
  }
  const siteId = query.site_id;
  if (siteId !== undefined && siteId !== new URL(settings.editorOrigin).host) {
    return failure(settings, 400, 'UNSUPPORTED_DOMAIN', 'unknown-origin');
  }
  if (!settings.clientId) return failure(settings, 503, 'MISCONFIGURED_CLIENT', 'not-configured');
  const state = newState();
  return {
    response: {
      statusCode: 302,
      headers: {
        location: authorizeUrl(settings.clientId, redirectUri(settings), state),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
      cookies: [stateCookie(state)],
    },
    outcome: 'started',
  };
}

const EXCHANGE_FAILURES: Record<
  Exclude<Exchange['kind'], 'token'>,
  { status: number; errorCode: SignInErrorCode; outcome: SignInOutcome }
> = {
  refused: { status: 400, errorCode: 'TOKEN_REQUEST_FAILED', outcome: 'code-refused' },
  timeout: { status: 504, errorCode: 'TOKEN_REQUEST_FAILED', outcome: 'github-timeout' },
  failed: { status: 502, errorCode: 'MALFORMED_RESPONSE', outcome: 'github-failed' },
};

/**
 * `GET /callback?code=…&state=…`: the state must be the cookie's, then the code is exchanged
 * for the user's token, which only the page posted to the editor's origin carries. Every answer
 * clears the cookie, so a state is tried once.
 */
export async function completeSignIn(
  query: Query,
  cookies: readonly string[],
  { settings, readClientSecret, exchange = exchangeCode }: SignInDependencies,
): Promise<SignInAnswer> {
  const cleared = [clearedStateCookie()];
  const fail = (
    status: number,
    errorCode: SignInErrorCode,
    outcome: SignInOutcome,
    detail?: string,
  ) =>
    failure(settings, status, errorCode, outcome, {
      cookies: cleared,
      ...(detail ? { detail } : {}),
    });

  // The person said no on GitHub (error=access_denied), or GitHub could not go on.
  if (query.error !== undefined) {
    const code = /^[a-z_]{1,64}$/.test(query.error) ? query.error : 'unrecognized';
    return fail(403, 'AUTH_CODE_REQUEST_FAILED', 'denied-at-github', code);
  }
  const { code, state } = query;
  if (!code || !state) return fail(400, 'AUTH_CODE_REQUEST_FAILED', 'missing-code-or-state');
  const expected = stateFromCookies(cookies);
  if (!expected || !sameState(expected, state)) {
    return fail(403, 'CSRF_DETECTED', 'state-mismatch', expected ? 'different' : 'no cookie');
  }
  if (!settings.clientId) return fail(503, 'MISCONFIGURED_CLIENT', 'not-configured');
  let clientSecret: string | undefined;
  try {
    clientSecret = (await readClientSecret())?.trim();
  } catch (error) {
    // Its name only (AccessDeniedException, TimeoutError…): a message may quote the request.
    return fail(
      503,
      'MISCONFIGURED_CLIENT',
      'secret-unreadable',
      error instanceof Error ? error.name : 'unknown',
    );
  }
  if (!clientSecret || clientSecret === CLIENT_SECRET_PLACEHOLDER) {
    return fail(503, 'MISCONFIGURED_CLIENT', 'not-configured', 'client secret not set');
  }
  const result = await exchange({
    clientId: settings.clientId,
    clientSecret,
    code,
    redirectUri: redirectUri(settings),
  });
  if (result.kind !== 'token') {
    const { status, errorCode, outcome } = EXCHANGE_FAILURES[result.kind];
    const detail =
      result.kind === 'refused'
        ? result.githubError
        : result.kind === 'failed'
          ? result.reason
          : undefined;
    return fail(status, errorCode, outcome, detail);
  }
  return {
    response: signInPage(
      200,
      { ok: true, token: result.token },
      settings.editorOrigin,
      PROVIDER,
      cleared,
    ),
    outcome: 'signed-in',
  };
}
