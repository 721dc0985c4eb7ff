import { readOriginSecretId } from '../origin-secret';

/** The editor's sign-in routes, behind its distribution (infra/constructs/editor-sign-in.ts). */
export const SIGN_IN_START_PATH = '/auth';
export const SIGN_IN_CALLBACK_PATH = '/callback';

/**
 * What the stack writes into the client-secret secret when it creates it: not a secret, and
 * recognized here, so that a sign-in before the engineer has put the GitHub App's client secret
 * in (docs/editors-setup.md) says so instead of asking GitHub with a wrong one. Never change it:
 * CloudFormation would write the new text over the real secret on the next deploy.
 */
export const CLIENT_SECRET_PLACEHOLDER = 'unset: put the GitHub App client secret here';

/** What the sign-in function needs from its environment, checked once when the module loads. */
export interface EditorSignInSettings {
  /**
   * The editor's exact origin (`https://admin.example.com`): GitHub sends the browser back to
   * its `/callback`, and the callback page hands the token to a window of this origin only.
   */
  readonly editorOrigin: string;
  /** The GitHub App's client ID (public). Unset: sign-in answers that it is not set up yet. */
  readonly clientId: string | undefined;
  /** The Secrets Manager secret holding the GitHub App's client secret: its ARN, never its value. */
  readonly clientSecretId: string;
  /**
   * The origin secret's ARN, never its value: when set, a request must carry one of its values
   * in `x-origin-verify` (functions/origin-secret.ts). Unset: every request is accepted.
   */
  readonly originSecretId: string | undefined;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

const CLIENT_ID = /^[A-Za-z0-9.]{1,64}$/;

/** An origin and nothing else: `https://host` or `https://host:port`, no path, no wildcard. */
export function exactOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  // The URL parser keeps `*` in a host name: a wildcard is not an origin.
  return url.protocol === 'https:' && url.origin === value && /^[a-z0-9.-]+$/.test(url.hostname)
    ? value
    : undefined;
}

export function readSettings(env: NodeJS.ProcessEnv): EditorSignInSettings {
  const origin = env.EDITOR_ORIGIN?.trim() ?? '';
  const editorOrigin = exactOrigin(origin);
  if (!editorOrigin) {
    throw new SettingsError(
      `EDITOR_ORIGIN must be the editor's exact https origin, such as https://admin.example.com, got "${origin}".`,
    );
  }
  const clientId = env.GITHUB_CLIENT_ID?.trim() || undefined;
  if (clientId !== undefined && !CLIENT_ID.test(clientId)) {
    throw new SettingsError(
      `GITHUB_CLIENT_ID must be a GitHub App's client ID, such as Iv23li0123456789abcd, got "${clientId}".`,
    );
  }
  const clientSecretId = env.GITHUB_CLIENT_SECRET_ARN?.trim();
  if (!clientSecretId) {
    throw new SettingsError(
      'GITHUB_CLIENT_SECRET_ARN must name the secret of the GitHub App client secret.',
    );
  }
  return { editorOrigin, clientId, clientSecretId, originSecretId: readOriginSecretId(env) };
}
