import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contactEvent, VALID_ENQUIRY } from './contact-event';
import { acceptEverything } from './enquiry-table-mock';

const ses = mockClient(SESClient);
let handler: typeof import('../../functions/contact-form/handler').handler;

beforeAll(async () => {
  vi.stubEnv('SENDER_EMAIL', 'website@vantageward.com');
  vi.stubEnv('RECIPIENT_EMAIL', 'enquiries@vantageward.com');
  vi.stubEnv('ORIGIN_SECRET', 'from-cloudfront');
  vi.stubEnv('ENQUIRY_TABLE', 'enquiries');
  acceptEverything();
  ({ handler } = await import('../../functions/contact-form/handler'));
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

describe('contact handler behind CloudFront', () => {
  it('returns 403 to a request that did not come through CloudFront', async () => {
    const result = await handler(contactEvent({ body: JSON.stringify(VALID_ENQUIRY) }));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '')).toEqual({ error: 'Forbidden.' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('serves a request that carries the origin secret', async () => {
    const result = await handler(
      contactEvent({
        body: JSON.stringify(VALID_ENQUIRY),
        headers: { 'x-origin-verify': 'from-cloudfront' },
      }),
    );
    expect(result.statusCode).toBe(200);
  });
});
