import { type EnquirySettings, readEnquirySettings } from '../enquiries/settings';

/** What the contact handler needs from its environment, checked once when the module loads. */
export interface ContactSettings extends EnquirySettings {
  /**
   * When set, a request must carry it in `x-origin-verify`: CloudFront adds it, so the
   * execute-api URL cannot be called directly.
   */
  readonly originSecret: string | undefined;
}

export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

export { SettingsError } from '../enquiries/settings';

export function readSettings(env: NodeJS.ProcessEnv): ContactSettings {
  return { ...readEnquirySettings(env), originSecret: env.ORIGIN_SECRET?.trim() || undefined };
}
