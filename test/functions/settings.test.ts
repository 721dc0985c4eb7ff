import { describe, expect, it } from 'vitest';
import { readSettings } from '../../functions/contact-form/settings';

const VALID = {
  SENDER_EMAIL: 'website@vantageward.com',
  RECIPIENT_EMAIL: 'team@vantageward.com',
  ENQUIRY_TABLE: 'enquiries',
};

describe('readSettings', () => {
  it('reads the sender, the recipient, the table and the optional settings', () => {
    expect(
      readSettings({
        ...VALID,
        SES_ENDPOINT: 'http://127.0.0.1:8005',
        ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:origin',
        SES_CONFIGURATION_SET: 'site-feedback',
        DYNAMODB_ENDPOINT: 'http://127.0.0.1:8006',
        ENQUIRY_RETENTION_DAYS: '30',
        MAX_EMAILS_PER_DAY: '0',
        SITE_NAME: 'VantageWardSite-staging',
        SYNTHETIC_ENQUIRY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:s',
        SECRETS_MANAGER_ENDPOINT: 'http://127.0.0.1:8007',
      }),
    ).toEqual({
      senderEmail: 'website@vantageward.com',
      recipientEmail: 'team@vantageward.com',
      sesEndpoint: 'http://127.0.0.1:8005',
      sesConfigurationSet: 'site-feedback',
      enquiryTable: 'enquiries',
      dynamodbEndpoint: 'http://127.0.0.1:8006',
      retentionDays: 30,
      maxEmailsPerDay: 0,
      siteName: 'VantageWardSite-staging',
      originSecretId: 'arn:aws:secretsmanager:eu-west-1:1:secret:origin',
      syntheticSecretId: 'arn:aws:secretsmanager:eu-west-1:1:secret:s',
      secretsManagerEndpoint: 'http://127.0.0.1:8007',
    });
  });

  it('keeps enquiries 365 days and emails at most 200 a day unless told otherwise', () => {
    expect(readSettings(VALID)).toMatchObject({ retentionDays: 365, maxEmailsPerDay: 200 });
  });

  it('names the site "local" in its metrics, and reads no synthetic-enquiry secret, unless told', () => {
    expect(readSettings(VALID)).toMatchObject({
      siteName: 'local',
      syntheticSecretId: undefined,
      secretsManagerEndpoint: undefined,
    });
  });

  it.each([
    [
      { SENDER_EMAIL: undefined },
      'The enquiry functions need SENDER_EMAIL (an email address) to be set.',
    ],
    [
      { RECIPIENT_EMAIL: ' ' },
      'The enquiry functions need RECIPIENT_EMAIL (an email address) to be set.',
    ],
    [{ SENDER_EMAIL: 'website' }, 'SENDER_EMAIL must be an email address, got "website".'],
    [
      { SES_ENDPOINT: 'localhost 8005' },
      'SES_ENDPOINT must be a URL such as http://127.0.0.1:8005, got "localhost 8005".',
    ],
    [{ ENQUIRY_TABLE: '' }, 'The enquiry functions need ENQUIRY_TABLE (the DynamoDB table).'],
    [
      { MAX_EMAILS_PER_DAY: '-1' },
      'MAX_EMAILS_PER_DAY must be a whole number of at least 0, got "-1".',
    ],
    [
      { ENQUIRY_RETENTION_DAYS: 'a year' },
      'ENQUIRY_RETENTION_DAYS must be a whole number of at least 1, got "a year".',
    ],
  ])('fails with a clear message for %j', (change, message) => {
    expect(() => readSettings({ ...VALID, ...change })).toThrow(message);
  });
});
