import { optionalUrl, requiredAddress, SettingsError } from '../enquiries/settings';

/** What the weekly report needs from its environment, checked once when the module loads. */
export interface WeeklyReportSettings {
  /** The site's name, shown as the report's source: its stack name. */
  readonly siteName: string;
  /** The Glue database and the Athena workgroup of the SiteAnalytics construct. */
  readonly database: string;
  readonly workGroup: string;
  /** The enquiries' sender and recipient: the same verified identity, the same firm mailbox. */
  readonly senderEmail: string;
  readonly recipientEmail: string;
  readonly sesConfigurationSet: string | undefined;
  /** Only set locally, to point the SES client at the emulator. */
  readonly sesEndpoint: string | undefined;
  /** The enquiries table, where each week's send is recorded (report-sends.ts). */
  readonly enquiryTable: string;
  /** Only set locally, to point the DynamoDB client at the emulator. */
  readonly dynamodbEndpoint: string | undefined;
}

function required(env: NodeJS.ProcessEnv, key: string, what: string): string {
  const value = env[key]?.trim();
  if (!value) throw new SettingsError(`The weekly report needs ${key} (${what}) to be set.`);
  return value;
}

export function readWeeklyReportSettings(env: NodeJS.ProcessEnv): WeeklyReportSettings {
  return {
    siteName: env.SITE_NAME?.trim() || 'site',
    database: required(env, 'ANALYTICS_DATABASE', 'the Glue database of the access logs'),
    workGroup: required(env, 'ANALYTICS_WORKGROUP', 'the Athena workgroup'),
    senderEmail: requiredAddress(env, 'SENDER_EMAIL'),
    recipientEmail: requiredAddress(env, 'RECIPIENT_EMAIL'),
    sesConfigurationSet: env.SES_CONFIGURATION_SET?.trim() || undefined,
    sesEndpoint: optionalUrl(env, 'SES_ENDPOINT'),
    enquiryTable: required(
      env,
      'ENQUIRY_TABLE',
      "the DynamoDB table that records each week's send",
    ),
    dynamodbEndpoint: optionalUrl(env, 'DYNAMODB_ENDPOINT'),
  };
}
