/** What the handler needs from its environment, checked once when the module loads. */
export interface ContactSettings {
  /** A verified SES identity: the From of every enquiry. */
  readonly senderEmail: string;
  /** The mailbox that receives the enquiries. */
  readonly recipientEmail: string;
  /** Only set locally, to point the SES client at the emulator. */
  readonly sesEndpoint: string | undefined;
  /**
   * When set, a request must carry it in `x-origin-verify`: CloudFront adds it, so the
   * execute-api URL cannot be called directly.
   */
  readonly originSecret: string | undefined;
}

export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class SettingsError extends Error {
  override name = 'SettingsError';
}

function requiredAddress(env: NodeJS.ProcessEnv, key: string): string {
  const value = env[key]?.trim();
  if (!value) {
    throw new SettingsError(`The contact handler needs ${key} (an email address) to be set.`);
  }
  if (!ADDRESS.test(value)) {
    throw new SettingsError(`${key} must be an email address, got "${value}".`);
  }
  return value;
}

function optionalUrl(env: NodeJS.ProcessEnv, key: string): string | undefined {
  const value = env[key]?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value)) {
    throw new SettingsError(`${key} must be a URL such as http://127.0.0.1:8005, got "${value}".`);
  }
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv): ContactSettings {
  return {
    senderEmail: requiredAddress(env, 'SENDER_EMAIL'),
    recipientEmail: requiredAddress(env, 'RECIPIENT_EMAIL'),
    sesEndpoint: optionalUrl(env, 'SES_ENDPOINT'),
    originSecret: env.ORIGIN_SECRET?.trim() || undefined,
  };
}
