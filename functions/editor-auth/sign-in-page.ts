import { createHash } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * The page `/callback` (and a refused `/auth`) answers in the sign-in popup. It speaks the
 * handshake of Decap CMS and Sveltia CMS (sveltia-cms-auth's `outputHTML`): the popup tells its
 * opener `authorizing:github`, the editor answers the same words, and only then does the popup
 * post `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{…}`). Every
 * message goes to the editor's exact origin, never `*`: a window of any other origin that opened
 * the popup gets nothing, and an answer from anyone but the opener, at that origin, is ignored.
 */

/** Sveltia CMS's error codes, which it turns into a message in the editor's language. */
export type SignInErrorCode =
  | 'UNSUPPORTED_BACKEND'
  | 'UNSUPPORTED_DOMAIN'
  | 'MISCONFIGURED_CLIENT'
  | 'AUTH_CODE_REQUEST_FAILED'
  | 'CSRF_DETECTED'
  | 'TOKEN_REQUEST_FAILED'
  | 'MALFORMED_RESPONSE';

export type SignInResult =
  | { readonly ok: true; readonly token: string }
  | { readonly ok: false; readonly errorCode: SignInErrorCode; readonly error: string };

/** The one provider this handler signs in with. */
export const PROVIDER = 'github';

/**
 * The page's only script, the same text in every answer so that the CSP allows it by one hash.
 * It reads what to post from the JSON data block before it, which is never run.
 */
export const SIGN_IN_SCRIPT = `(() => {
  const { origin, provider, message } = JSON.parse(document.getElementById('sign-in').textContent);
  const opener = window.opener;
  if (!opener) return;
  const ping = 'authorizing:' + provider;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== ping) return;
    opener.postMessage(message, origin);
  });
  opener.postMessage(ping, origin);
})();`;

export const SIGN_IN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGN_IN_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * Nothing but the one script, by its hash: no other script, style, image, connection, frame or
 * form, and no page may frame it. Not `require-trusted-types-for`: the script writes no sink.
 */
export const SIGN_IN_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${SIGN_IN_SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page's own headers; the editor distribution's policy adds HSTS and keeps this CSP. */
export const SIGN_IN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // A token is in the page: never stored by the browser or any cache on the way.
  'cache-control': 'no-store',
  'content-security-policy': SIGN_IN_PAGE_CSP,
  // The callback URL carries the code and state: no referrer sends them anywhere.
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
} as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that cannot end its `<script>` element, whatever the strings in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}

/** The message the editor receives, as Decap and Sveltia parse it. */
export function signInMessage(provider: string, result: SignInResult): string {
  return result.ok
    ? `authorization:${provider}:success:${JSON.stringify({ token: result.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({
        provider,
        error: result.error,
        errorCode: result.errorCode,
      })}`;
}

/** The popup page for a result, posting only to `editorOrigin`. */
export function signInPage(
  status: number,
  result: SignInResult,
  editorOrigin: string,
  provider: string = PROVIDER,
  cookies: readonly string[] = [],
): APIGatewayProxyStructuredResultV2 {
  const [heading, text] = result.ok
    ? [
        'Signed in',
        'You are signed in with GitHub and can go back to the editor. Close this window if it stays open.',
      ]
    : ['Sign-in failed', `${result.error} Close this window and sign in again from the editor.`];
  const data = { origin: editorOrigin, provider, message: signInMessage(provider, result) };
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}: GitHub sign-in</title></head>
<body>
<h1>${heading}</h1>
<p>${escapeHtml(text)}</p>
<script type="application/json" id="sign-in">${scriptJson(data)}</script>
<script>${SIGN_IN_SCRIPT}</script>
</body>
</html>
`;
  return {
    statusCode: status,
    headers: { ...SIGN_IN_PAGE_HEADERS },
    ...(cookies.length > 0 ? { cookies: [...cookies] } : {}),
    body,
  };
}
