import { type EnquirySettings, optionalUrl, readEnquirySettings } from '../enquiries/settings';
import { readOriginSecretId } from '../origin-secret';

/** What the contact handler needs from its environment, checked once when the module loads. */
export interface ContactSettings extends EnquirySettings {
  /**
   * The Secrets Manager secret whose value a request must carry in `x-origin-verify`, read at
   * run time (functions/origin-secret.ts). Unset locally: no CloudFront, no check.
   */
  readonly originSecretId: string | undefined;
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
    originSecretId: readOriginSecretId(env),
    syntheticSecretId: env.SYNTHETIC_ENQUIRY_SECRET_ARN?.trim() || undefined,
    secretsManagerEndpoint: optionalUrl(env, 'SECRETS_MANAGER_ENDPOINT'),
  };
}
