import { describe, expect, it } from 'vitest';
import { readSettings } from '../../functions/contact-form/settings';

const VALID = { SENDER_EMAIL: 'website@vantageward.com', RECIPIENT_EMAIL: 'team@vantageward.com' };

describe('readSettings', () => {
  it('reads the sender, the recipient and the optional settings', () => {
    expect(
      readSettings({ ...VALID, SES_ENDPOINT: 'http://127.0.0.1:8005', ORIGIN_SECRET: 's3cret' }),
    ).toEqual({
      senderEmail: 'website@vantageward.com',
      recipientEmail: 'team@vantageward.com',
      sesEndpoint: 'http://127.0.0.1:8005',
      originSecret: 's3cret',
    });
  });

  it.each([
    [
      { SENDER_EMAIL: undefined },
      'The contact handler needs SENDER_EMAIL (an email address) to be set.',
    ],
    [
      { RECIPIENT_EMAIL: ' ' },
      'The contact handler needs RECIPIENT_EMAIL (an email address) to be set.',
    ],
    [{ SENDER_EMAIL: 'website' }, 'SENDER_EMAIL must be an email address, got "website".'],
    [
      { SES_ENDPOINT: 'localhost 8005' },
      'SES_ENDPOINT must be a URL such as http://127.0.0.1:8005, got "localhost 8005".',
    ],
  ])('fails with a clear message for %j', (change, message) => {
    expect(() => readSettings({ ...VALID, ...change })).toThrow(message);
  });
});
