import { describe, expect, it } from 'vitest';
import { placeholderProblems, readConfig } from '../../infra/config';

const lookup = (context: Record<string, unknown>) => (key: string) => context[key];

describe('readConfig', () => {
  it('synthesizes offline with placeholder addresses, which deploy refuses', () => {
    const config = readConfig(lookup({}));
    expect(config.senderEmail).toBe('website@example.com');
    expect(placeholderProblems(config)).toHaveLength(2);
    expect(
      placeholderProblems(
        readConfig(
          lookup({ senderEmail: 'a@vantageward.com', recipientEmail: 'b@vantageward.com' }),
        ),
      ),
    ).toEqual([]);
  });

  it('caps emails at 200 a day unless told otherwise; 0 means no cap', () => {
    expect(readConfig(lookup({})).maxEmailsPerDay).toBe(200);
    expect(readConfig(lookup({ maxEmailsPerDay: 0 })).maxEmailsPerDay).toBe(0);
    expect(readConfig(lookup({ maxEmailsPerDay: '1000' })).maxEmailsPerDay).toBe(1000);
  });

  it('throttles the API stage at 50 a second, burst 100, unless told otherwise', () => {
    expect(readConfig(lookup({}))).toMatchObject({ apiRateLimit: 50, apiBurstLimit: 100 });
    // Without WAF the stage throttle is all that stops one client: the old strict defaults.
    expect(readConfig(lookup({ waf: false }))).toMatchObject({ apiRateLimit: 2, apiBurstLimit: 5 });
    expect(readConfig(lookup({ waf: false, apiRateLimit: 20, apiBurstLimit: 40 }))).toMatchObject({
      apiRateLimit: 20,
      apiBurstLimit: 40,
    });
    expect(readConfig(lookup({ apiRateLimit: '5', apiBurstLimit: '10' }))).toMatchObject({
      apiRateLimit: 5,
      apiBurstLimit: 10,
    });
  });

  it.each([
    [{}, true],
    [{ waf: false }, false],
    [{ waf: 'false' }, false],
    [{ waf: 'true' }, true],
  ])('puts WAF in front of the site unless told otherwise: %j gives waf %s', (context, waf) => {
    expect(readConfig(lookup(context)).waf).toBe(waf);
  });

  it('reads waf from the WAF environment variable before the context', () => {
    process.env.WAF = 'false';
    try {
      expect(readConfig(lookup({ waf: true })).waf).toBe(false);
    } finally {
      delete process.env.WAF;
    }
  });

  it.each([
    [{ waf: 'no' }, 'Config "waf" must be true or false, got "no".'],
    [{ waf: 0 }, 'Config "waf" must be true or false, got 0.'],
    [{ senderEmail: 'website' }, 'Config "senderEmail" must be an email address, got "website".'],
    [
      { sesIdentity: 'other.com' },
      'Config "sesIdentity" (other.com) must be the sender address website@example.com or its domain example.com',
    ],
    [{ domainName: 'www.example.com' }, 'Config "domainName" (www.example.com) needs "hostedZone"'],
    [
      { domainName: 'www.example.com', hostedZone: 'example.org' },
      'is not inside "hostedZone" (example.org)',
    ],
    [
      { domainName: 'www.example.com', hostedZone: 'example.com' },
      'is looked up in Route 53, which needs the account',
    ],
    [
      {
        senderEmail: 'web@mail.example.com',
        sesHostedZone: 'example.com',
        account: '123456789012',
      },
      'creates the SES identity example.com, but the sender needs mail.example.com',
    ],
    [{ alarmEmail: 'ops' }, 'Config "alarmEmail" must be an email address, got "ops".'],
    [{ lambdaConcurrency: -1 }, 'Config "lambdaConcurrency" must be a whole number from 0 to 100'],
    [{ apiRateLimit: 0 }, 'Config "apiRateLimit" must be a whole number from 1 to 10000, got 0.'],
    [
      { maxEmailsPerDay: -1 },
      'Config "maxEmailsPerDay" must be a whole number from 0 to 100000, got -1.',
    ],
    [
      { maxEmailsPerDay: 100_001 },
      'Config "maxEmailsPerDay" must be a whole number from 0 to 100000, got 100001.',
    ],
    [{ maxEmailsPerDay: 2.5 }, 'Config "maxEmailsPerDay" must be a whole number from 0 to 100000'],
    [
      { apiRateLimit: 10, apiBurstLimit: 5 },
      'Config "apiBurstLimit" (5) must be at least "apiRateLimit" (10).',
    ],
    [{ logRetentionDays: 45 }, 'Config "logRetentionDays" must be one of'],
    [
      { priceClass: 'Cheap' },
      'Config "priceClass" must be one of PriceClass_100, PriceClass_200, PriceClass_All',
    ],
  ])('fails synth on %j with a clear message', (context, message) => {
    expect(() => readConfig(lookup(context))).toThrow(message);
  });
});
