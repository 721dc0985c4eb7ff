import { type EnquirySettings, optionalUrl, readEnquirySettings } from '../enquiries/settings';
import { readOriginSecret } from '../origin-secret';

/** What the contact handler needs from its environment, checked once when the module loads. */
export interface ContactSettings extends EnquirySettings {
  /** When set, a request must carry it (functions/origin-secret.ts). */
  readonly originSecret: string | undefined;
  /**
   * The Secrets Manager secret that signs the canary's synthetic enquiries, read at run time
   * (functions/cached-secret.ts). Unset: every enquiry is ordinary.
   */
  readonly syntheticSecretId: string | undefined;
  /** Only set locally, to point the Secrets Manager client at the twin's emulator. */
  readonly secretsManagerEndpoint: string | undefined;
}

export { SettingsError } from '../enquiries/settings';

export function readSettings(env: NodeJS.ProcessEnv): ContactSettings {
  return {
    ...readEnquirySettings(env),
    originSecret: readOriginSecret(env),
    syntheticSecretId: env.SYNTHETIC_ENQUIRY_SECRET_ARN?.trim() || undefined,
    secretsManagerEndpoint: optionalUrl(env, 'SECRETS_MANAGER_ENDPOINT'),
  };
}
