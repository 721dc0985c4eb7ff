import { readSiteName } from '../metric';

/**
 * What the contact handler and the retry pass need from their environment, checked once when
 * the module loads: a misconfigured function fails loudly before it serves anyone.
 */
export interface EnquirySettings {
  /** A verified SES identity: the From of every enquiry. */
  readonly senderEmail: string;
  /** The mailbox that receives the enquiries. */
  readonly recipientEmail: string;
  /** Only set locally, to point the SES client at the emulator (or another endpoint). */
  readonly sesEndpoint: string | undefined;
  /** The SES configuration set whose events (bounce, complaint, reject) reach CloudWatch. */
  readonly sesConfigurationSet: string | undefined;
  /** The DynamoDB table of enquiries. */
  readonly enquiryTable: string;
  /** Only set locally, to point the DynamoDB client at the emulator. */
  readonly dynamodbEndpoint: string | undefined;
  /** Days an enquiry is kept (the item's TTL). */
  readonly retentionDays: number;
  /** Emails a day at most; past it enquiries are stored but not emailed. 0: no cap. */
  readonly maxEmailsPerDay: number;
  /** The site's name in the per-site metrics (its stack name in AWS). @default 'local' */
  readonly siteName: string;
}

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export function requiredAddress(env: NodeJS.ProcessEnv, key: string): string {
  const value = env[key]?.trim();
  if (!value) {
    throw new SettingsError(`The enquiry functions need ${key} (an email address) to be set.`);
  }
  if (!ADDRESS.test(value)) {
    throw new SettingsError(`${key} must be an email address, got "${value}".`);
  }
  return value;
}

export function optionalUrl(env: NodeJS.ProcessEnv, key: string): string | undefined {
  const value = env[key]?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value)) {
    throw new SettingsError(`${key} must be a URL such as http://127.0.0.1:8005, got "${value}".`);
  }
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new SettingsError(`${key} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return value;
}

export function readEnquirySettings(env: NodeJS.ProcessEnv): EnquirySettings {
  const enquiryTable = env.ENQUIRY_TABLE?.trim();
  if (!enquiryTable) {
    throw new SettingsError('The enquiry functions need ENQUIRY_TABLE (the DynamoDB table).');
  }
  return {
    senderEmail: requiredAddress(env, 'SENDER_EMAIL'),
    recipientEmail: requiredAddress(env, 'RECIPIENT_EMAIL'),
    sesEndpoint: optionalUrl(env, 'SES_ENDPOINT'),
    sesConfigurationSet: env.SES_CONFIGURATION_SET?.trim() || undefined,
    enquiryTable,
    dynamodbEndpoint: optionalUrl(env, 'DYNAMODB_ENDPOINT'),
    retentionDays: wholeNumber(env, 'ENQUIRY_RETENTION_DAYS', 365, 1),
    maxEmailsPerDay: wholeNumber(env, 'MAX_EMAILS_PER_DAY', 200, 0),
    siteName: readSiteName(env),
  };
}
