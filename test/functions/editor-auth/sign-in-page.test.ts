import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { readSettings, SettingsError } from '../../../functions/editor-auth/settings';
import { startSignIn } from '../../../functions/editor-auth/sign-in';
import { SIGN_IN_SCRIPT, signInPage } from '../../../functions/editor-auth/sign-in-page';

const EDITOR_ORIGIN = 'https://admin.example.com';
const TOKEN = 'ghu_16C7e42F292c6912E7710c838347Ae178B4a';

interface Posted {
  readonly message: unknown;
  readonly targetOrigin: string;
}

/**
 * Runs the page's script as a popup would: `window.opener` is the editor's window, whose
 * `postMessage` calls are recorded; `deliver` plays a message arriving at the popup.
 */
function openPopup(page: string, opener: object | null = {}) {
  const data = /<script type="application\/json" id="sign-in">([^<]*)<\/script>/.exec(page)?.[1];
  const posted: Posted[] = [];
  const listeners: ((event: object) => void)[] = [];
  const editor = opener && {
    ...opener,
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const window = {
    opener: editor,
    addEventListener: (type: string, listener: (event: object) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  const document = {
    getElementById: (id: string) => (id === 'sign-in' ? { textContent: data } : null),
  };
  runInNewContext(SIGN_IN_SCRIPT, { window, document, JSON });
  const deliver = (event: { origin: string; data: unknown; source: unknown }) => {
    for (const listener of listeners) listener(event);
  };
  return { posted, deliver, editor };
}

const success = signInPage(200, { ok: true, token: TOKEN }, EDITOR_ORIGIN).body ?? '';

describe('the sign-in page handshake (Decap CMS / Sveltia CMS)', () => {
  it("first tells the opener `authorizing:github`, at the editor's origin only", () => {
    const { posted } = openPopup(success);
    expect(posted).toEqual([{ message: 'authorizing:github', targetOrigin: EDITOR_ORIGIN }]);
  });

  it('posts the token once the editor answers from its origin, to that origin only', () => {
    const { posted, deliver, editor } = openPopup(success);
    deliver({ origin: EDITOR_ORIGIN, data: 'authorizing:github', source: editor });
    expect(posted.at(-1)).toEqual({
      message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`,
      targetOrigin: EDITOR_ORIGIN,
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.net', data: 'authorizing:github' }],
    ['the right origin saying something else', { origin: EDITOR_ORIGIN, data: 'hello' }],
  ])('posts nothing more when the answer comes from %s', (_, event) => {
    const { posted, deliver, editor } = openPopup(success);
    deliver({ ...event, source: editor });
    expect(posted).toHaveLength(1);
  });

  it('posts nothing more when another window of the same origin answers', () => {
    const { posted, deliver } = openPopup(success);
    deliver({ origin: EDITOR_ORIGIN, data: 'authorizing:github', source: {} });
    expect(posted).toHaveLength(1);
  });

  it('does nothing without an opener (the callback opened in a tab of its own)', () => {
    expect(() => openPopup(success, null)).not.toThrow();
  });

  it('cannot be broken out of by a string in the message', () => {
    const page =
      signInPage(
        400,
        { ok: false, errorCode: 'CSRF_DETECTED', error: '</script><script>alert(1)</script>' },
        EDITOR_ORIGIN,
      ).body ?? '';
    expect(page.match(/<script/g)).toHaveLength(2);
    const { posted, deliver, editor } = openPopup(page);
    deliver({ origin: EDITOR_ORIGIN, data: 'authorizing:github', source: editor });
    expect(String(posted.at(-1)?.message)).toContain('</script><script>alert(1)</script>');
  });
});

describe('sign-in settings', () => {
  const env = {
    EDITOR_ORIGIN,
    GITHUB_CLIENT_ID: 'Iv23liTestClientId00',
    GITHUB_CLIENT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:x',
  };

  it.each([
    '*',
    'https://admin.example.com/',
    'https://admin.example.com/editor',
    'http://admin.example.com',
    'https://*.example.com',
  ])('refuse an editor origin that is not one exact https origin: %s', (origin) => {
    expect(() => readSettings({ ...env, EDITOR_ORIGIN: origin })).toThrow(SettingsError);
  });

  it('need the secret of the client secret', () => {
    expect(() => readSettings({ ...env, GITHUB_CLIENT_SECRET_ARN: '' })).toThrow(
      /GITHUB_CLIENT_SECRET_ARN/,
    );
  });

  it('say sign-in is not set up, without a redirect, while the GitHub App client ID is unset', () => {
    const settings = readSettings({ ...env, GITHUB_CLIENT_ID: '' });
    const answer = startSignIn({ provider: 'github' }, { settings, readClientSecret: vi.fn() });
    expect(answer.outcome).toBe('not-configured');
    expect(answer.response.statusCode).toBe(503);
    expect(answer.response.cookies).toBeUndefined();
    expect(answer.response.body).toContain('MISCONFIGURED_CLIENT');
  });
});
