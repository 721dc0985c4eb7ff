import { createHash } from 'node:crypto';
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type Mock,
  type MockInstance,
  vi,
} from 'vitest';
import { GITHUB_TOKEN_URL } from '../../../functions/editor-auth/github-oauth';
import { CLIENT_SECRET_PLACEHOLDER } from '../../../functions/editor-auth/settings';
import { signInEvent } from './sign-in-event';

const EDITOR_ORIGIN = 'https://admin.example.com';
const CLIENT_ID = 'Iv23liTestClientId00';
const CLIENT_SECRET = 'client-secret-0123456789abcdef0123456789abcdef';
const SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:Editor/github-client-secret';
/** The origin secret's value that sign-in-event.ts sends, as CloudFront does; no rotation under way. */
const ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:Editor/origin-secret';
const TOKEN = 'ghu_16C7e42F292c6912E7710c838347Ae178B4a';
const CODE = 'a1b2c3d4e5f6a7b8c9d0';

let handler: typeof import('../../../functions/editor-auth/handler').handler;
const secrets = mockClient(SecretsManagerClient);
let fetchMock: Mock<typeof fetch>;
let logs: MockInstance[];

beforeAll(async () => {
  vi.stubEnv('EDITOR_ORIGIN', EDITOR_ORIGIN);
  vi.stubEnv('GITHUB_CLIENT_ID', CLIENT_ID);
  vi.stubEnv('GITHUB_CLIENT_SECRET_ARN', SECRET_ARN);
  vi.stubEnv('ORIGIN_SECRET_ARN', ORIGIN_SECRET_ARN);
  ({ handler } = await import('../../../functions/editor-auth/handler'));
});

beforeEach(() => {
  secrets.reset();
  secrets
    .on(GetSecretValueCommand, { SecretId: SECRET_ARN })
    .resolves({ SecretString: CLIENT_SECRET });
  secrets
    .on(GetSecretValueCommand, { SecretId: ORIGIN_SECRET_ARN })
    .rejects(new ResourceNotFoundException({ message: 'no such version', $metadata: {} }))
    .on(GetSecretValueCommand, { SecretId: ORIGIN_SECRET_ARN, VersionStage: 'AWSCURRENT' })
    .resolves({ SecretString: 'from-cloudfront' });
  fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ access_token: TOKEN, token_type: 'bearer' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  logs = (['info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => undefined),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every line logged in the test, parsed. */
function logLines(): Record<string, unknown>[] {
  return logs.flatMap((spy) => spy.mock.calls.map(([line]) => JSON.parse(String(line))));
}

/** What may never be logged: the token, the code, the state, the client secret. */
function expectNothingSecretLogged(state?: string): void {
  const text = logs.flatMap((spy) => spy.mock.calls.map((call) => call.join(' '))).join('\n');
  for (const secret of [TOKEN, CODE, CLIENT_SECRET, ...(state ? [state] : [])]) {
    expect(text).not.toContain(secret);
  }
}

type Result = APIGatewayProxyStructuredResultV2 & { headers: Record<string, string> };

/** `/auth?provider=github`: the state in the cookie and the cookie as the browser sends it back. */
async function start(
  signIn: typeof handler = handler,
): Promise<{ state: string; cookie: string; result: Result }> {
  const result = (await signIn(
    signInEvent('/auth', { query: { provider: 'github', site_id: 'admin.example.com' } }),
  )) as Result;
  const setCookie = result.cookies?.[0] ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  const state = cookie.split('=')[1] ?? '';
  return { state, cookie, result };
}

function callback(
  query: Record<string, string>,
  cookies: string[] = [],
  signIn: typeof handler = handler,
): Promise<Result> {
  return signIn(signInEvent('/callback', { query, cookies })) as Promise<Result>;
}

/** The handler as a new container loads it: nothing cached yet. */
async function coldHandler(): Promise<typeof handler> {
  vi.resetModules();
  return (await import('../../../functions/editor-auth/handler')).handler;
}

/** The data block the page's script reads: the origin it posts to and the message. */
function pageData(result: Result): { origin: string; provider: string; message: string } {
  const json = /<script type="application\/json" id="sign-in">([^<]*)<\/script>/.exec(
    String(result.body),
  )?.[1];
  return JSON.parse(json ?? 'null');
}

describe('GET /auth', () => {
  it("sends the browser to GitHub with the App's client ID, the editor's callback and a fresh state", async () => {
    const { state, result } = await start();
    expect(result.statusCode).toBe(302);
    const location = new URL(result.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: 'https://admin.example.com/callback',
      state,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await start()).state).not.toBe(state);
    expectNothingSecretLogged(state);
  });

  it('keeps the state in a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, ten minutes, no Domain', async () => {
    const { result, state } = await start();
    expect(result.cookies).toEqual([
      `__Host-editor-sign-in-state=${state}; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`,
    ]);
  });

  it.each([
    ['an unknown provider', { provider: 'gitlab' }, 'UNSUPPORTED_BACKEND'],
    ['no provider', {}, 'UNSUPPORTED_BACKEND'],
    ['another site', { provider: 'github', site_id: 'evil.example.net' }, 'UNSUPPORTED_DOMAIN'],
  ])('refuses %s with an error page and no redirect or cookie', async (_, query, errorCode) => {
    const result = (await handler(signInEvent('/auth', { query }))) as Result;
    expect(result.statusCode).toBe(400);
    expect(result.headers.location).toBeUndefined();
    expect(result.cookies).toBeUndefined();
    const { origin, message } = pageData(result);
    expect(origin).toBe(EDITOR_ORIGIN);
    expect(message).toMatch(/^authorization:[a-z]+:error:/);
    expect(JSON.parse(message.replace(/^authorization:[a-z]+:error:/, ''))).toMatchObject({
      errorCode,
    });
  });
});

describe('GET /callback', () => {
  it("exchanges the code with the client secret and posts the token to the editor's origin only", async () => {
    const { state, cookie } = await start();
    const result = await callback({ code: CODE, state }, [cookie]);
    expect(result.statusCode).toBe(200);
    expect(pageData(result)).toEqual({
      origin: EDITOR_ORIGIN,
      provider: 'github',
      message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(GITHUB_TOKEN_URL);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: CODE,
      redirect_uri: 'https://admin.example.com/callback',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expectNothingSecretLogged(state);
    expect(logLines().at(-1)).toMatchObject({
      route: '/callback',
      status: 200,
      outcome: 'signed-in',
    });
  });

  it('answers with a page no cache keeps, that sends no referrer, whose CSP allows its one script by hash', async () => {
    const { state, cookie } = await start();
    const result = await callback({ code: CODE, state }, [cookie]);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.headers['referrer-policy']).toBe('no-referrer');
    const scripts = [...String(result.body).matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0]?.[1] ?? '', 'utf8')
      .digest('base64');
    expect(result.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it('clears the state cookie, so the same state cannot be used twice', async () => {
    const { state, cookie } = await start();
    const result = await callback({ code: CODE, state }, [cookie]);
    expect(result.cookies).toEqual([
      '__Host-editor-sign-in-state=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax',
    ]);
  });

  it('reads the client secret once per container, not once per sign-in', async () => {
    const fresh = await coldHandler();
    for (let i = 0; i < 2; i++) {
      const { state, cookie } = await start(fresh);
      expect((await callback({ code: CODE, state }, [cookie], fresh)).statusCode).toBe(200);
    }
    expect(secrets.commandCalls(GetSecretValueCommand, { SecretId: SECRET_ARN })).toHaveLength(1);
  });

  /** A refused callback: an error page for the opener, no token anywhere, nothing secret logged. */
  async function expectRefused(
    result: Result,
    status: number,
    errorCode: string,
    outcome: string,
    state?: string,
  ): Promise<void> {
    expect(result.statusCode).toBe(status);
    expect(String(result.body)).not.toContain(TOKEN);
    const { origin, message } = pageData(result);
    expect(origin).toBe(EDITOR_ORIGIN);
    expect(message.startsWith('authorization:github:error:')).toBe(true);
    expect(JSON.parse(message.slice('authorization:github:error:'.length))).toMatchObject({
      provider: 'github',
      errorCode,
    });
    expect(String(result.body)).toContain('Sign-in failed');
    expect(result.cookies).toEqual([
      '__Host-editor-sign-in-state=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax',
    ]);
    expect(logLines().at(-1)).toMatchObject({ route: '/callback', status, outcome });
    expectNothingSecretLogged(state);
  }

  it('refuses a callback without a state, and does not call GitHub', async () => {
    const { cookie } = await start();
    await expectRefused(
      await callback({ code: CODE }, [cookie]),
      400,
      'AUTH_CODE_REQUEST_FAILED',
      'missing-code-or-state',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a callback without the state cookie (started in another browser, or expired)', async () => {
    const { state } = await start();
    await expectRefused(
      await callback({ code: CODE, state }),
      403,
      'CSRF_DETECTED',
      'state-mismatch',
      state,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a state that is not the cookie's", async () => {
    const { state, cookie } = await start();
    const other = (await start()).state;
    await expectRefused(
      await callback({ code: CODE, state: other }, [cookie]),
      403,
      'CSRF_DETECTED',
      'state-mismatch',
      state,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a replayed or expired code (GitHub answers bad_verification_code) and logs only that word', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
      }),
    );
    const { state, cookie } = await start();
    await expectRefused(
      await callback({ code: CODE, state }, [cookie]),
      400,
      'TOKEN_REQUEST_FAILED',
      'code-refused',
      state,
    );
    expect(logLines().at(-1)).toMatchObject({ detail: 'bad_verification_code' });
  });

  it('says GitHub did not authorize when the person declines (error=access_denied)', async () => {
    const { state, cookie } = await start();
    await expectRefused(
      await callback(
        {
          error: 'access_denied',
          error_description: 'The user has denied your application access.',
          state,
        },
        [cookie],
      ),
      403,
      'AUTH_CODE_REQUEST_FAILED',
      'denied-at-github',
      state,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'answers 500',
      async () => new Response('oops', { status: 500 }),
      502,
      'MALFORMED_RESPONSE',
      'github-failed',
    ],
    [
      'answers HTML',
      async () => new Response('<html>unicorn</html>', { status: 200 }),
      502,
      'MALFORMED_RESPONSE',
      'github-failed',
    ],
    [
      'answers no token',
      async () => Response.json({ token_type: 'bearer' }),
      502,
      'MALFORMED_RESPONSE',
      'github-failed',
    ],
    [
      'cannot be reached',
      async () => {
        throw new TypeError('fetch failed');
      },
      502,
      'MALFORMED_RESPONSE',
      'github-failed',
    ],
    [
      'times out',
      async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
      504,
      'TOKEN_REQUEST_FAILED',
      'github-timeout',
    ],
  ] as const)(
    'answers an error page when GitHub %s',
    async (_, answer, status, errorCode, outcome) => {
      fetchMock.mockImplementation(answer);
      const { state, cookie } = await start();
      await expectRefused(
        await callback({ code: CODE, state }, [cookie]),
        status,
        errorCode,
        outcome,
        state,
      );
    },
  );

  it('says sign-in is not set up while the secret still holds the placeholder, without calling GitHub', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET_ARN })
      .resolves({ SecretString: CLIENT_SECRET_PLACEHOLDER });
    const fresh = await coldHandler();
    const { state, cookie } = await start(fresh);
    const result = await callback({ code: CODE, state }, [cookie], fresh);
    await expectRefused(result, 503, 'MISCONFIGURED_CLIENT', 'not-configured', state);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers "not set up" when the secret cannot be read, and logs only the error name', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).rejects(
      Object.assign(new Error(`User is not authorized to access ${SECRET_ARN}`), {
        name: 'AccessDeniedException',
      }),
    );
    const fresh = await coldHandler();
    const { state, cookie } = await start(fresh);
    const result = await callback({ code: CODE, state }, [cookie], fresh);
    await expectRefused(result, 503, 'MISCONFIGURED_CLIENT', 'secret-unreadable', state);
    expect(logLines().at(-1)).toMatchObject({ level: 'error', detail: 'AccessDeniedException' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('requests that are not a sign-in', () => {
  it('refuses a request that did not come through CloudFront with a JSON 403', async () => {
    const result = await handler(
      signInEvent('/auth', {
        query: { provider: 'github' },
        headers: { 'x-origin-verify': 'guess' },
      }),
    );
    expect(result).toMatchObject({
      statusCode: 403,
      body: JSON.stringify({ error: 'Forbidden.' }),
    });
  });

  it('answers another method with a JSON 405', async () => {
    const result = (await handler(signInEvent('/callback', { method: 'POST' }))) as Result;
    expect(result.statusCode).toBe(405);
    expect(result.headers.allow).toBe('GET');
    expect(JSON.parse(String(result.body))).toEqual({ error: 'Only GET is allowed.' });
  });

  it('answers another path with a JSON 404', async () => {
    const result = await handler(signInEvent('/token'));
    expect(result).toMatchObject({
      statusCode: 404,
      body: JSON.stringify({ error: 'Not found.' }),
    });
  });
});
