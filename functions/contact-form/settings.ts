import { type EnquirySettings, readEnquirySettings } from '../enquiries/settings';
import { readOriginSecret } from '../origin-secret';

/** What the contact handler needs from its environment, checked once when the module loads. */
export interface ContactSettings extends EnquirySettings {
  /** When set, a request must carry it (functions/origin-secret.ts). */
  readonly originSecret: string | undefined;
}

export { SettingsError } from '../enquiries/settings';

export function readSettings(env: NodeJS.ProcessEnv): ContactSettings {
  return { ...readEnquirySettings(env), originSecret: readOriginSecret(env) };
}
