import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactEvent, VALID_ENQUIRY } from './contact-event';
import {
  acceptEverything,
  conditionFailed,
  finishedStatuses,
  isClaim,
  isEmailSlot,
  table,
} from './enquiry-table-mock';

const REFERENCE = /^VW-[0-9A-HJKMNP-TV-Z]{6}$/;

const ses = mockClient(SESClient);
let handler: typeof import('../../functions/contact-form/handler').handler;
let logged: string[];
/** Embedded-metric-format lines (functions/metric.ts). */
let metrics: Record<string, unknown>[];

beforeAll(async () => {
  // The handler reads its settings once, when the module loads.
  vi.stubEnv('SENDER_EMAIL', 'website@vantageward.com');
  vi.stubEnv('RECIPIENT_EMAIL', 'enquiries@vantageward.com');
  vi.stubEnv('SES_ENDPOINT', '');
  vi.stubEnv('ORIGIN_SECRET_ARN', '');
  vi.stubEnv('ENQUIRY_TABLE', 'enquiries');
  vi.stubEnv('MAX_EMAILS_PER_DAY', '200');
  vi.stubEnv('SES_CONFIGURATION_SET', 'site-feedback');
  vi.stubEnv('SITE_NAME', 'VantageWardSite');
  ({ handler } = await import('../../functions/contact-form/handler'));
});

beforeEach(() => {
  acceptEverything();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
  logged = [];
  metrics = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((line: string) => {
      logged.push(line);
    });
  }
  // Metrics go to stdout itself (functions/metric.ts).
  vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
    metrics.push(JSON.parse(String(line)));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function post(body: unknown, contentType: string | null = 'application/json') {
  return handler(
    contactEvent({ body: typeof body === 'string' ? body : JSON.stringify(body), contentType }),
  );
}

function bodyOf(result: APIGatewayProxyStructuredResultV2): unknown {
  expect(result.headers?.['content-type']).toMatch(/^application\/json/);
  return JSON.parse(result.body ?? '');
}

describe('contact handler', () => {
  it('stores the enquiry, then sends it through SES from the sender, to the recipient, Reply-To the visitor, and answers 200 with its reference', async () => {
    const result = await post(VALID_ENQUIRY);
    expect(result.statusCode).toBe(200);
    const { reference } = bodyOf(result) as { reference: string };
    expect(bodyOf(result)).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE) });
    const stored = table.commandCalls(PutCommand)[0]?.args[0].input;
    expect(stored?.ConditionExpression).toBe('attribute_not_exists(id)');
    expect(stored?.Item).toMatchObject({
      reference,
      locale: 'en',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      status: 'pending',
      attempts: 0,
    });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(finishedStatuses()).toEqual(['sent']);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      Source: 'website@vantageward.com',
      Destination: { ToAddresses: ['enquiries@vantageward.com'] },
      ReplyToAddresses: ['ada@example.org'],
      Message: {
        Subject: { Data: 'Contact Form Submission', Charset: 'UTF-8' },
        Body: {
          Text: {
            Data: `A new inquiry from the website.\n\nReference: ${reference}\nName: Ada Lovelace\nEmail: ada@example.org\nLanguage: English (en): please reply in English.\n\nMessage:\nWe would like a review of our payment API.\n`,
            Charset: 'UTF-8',
          },
        },
      },
      ConfigurationSetName: 'site-feedback',
    });
  });

  it("keys the enquiry by the browser's submissionId and keeps it for the retention period", async () => {
    const submissionId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await post({ ...VALID_ENQUIRY, submissionId });
    const item = table.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item?.id).toBe(submissionId);
    const year = Math.floor(Date.now() / 1000) + 365 * 86_400;
    expect(Math.abs(Number(item?.expiresAt) - year)).toBeLessThan(5);
  });

  it('answers a second request with the same submissionId with the first reference, and sends nothing more', async () => {
    const existing = { id: 'x', reference: 'VW-ABCDEF', status: 'sent' };
    table.on(PutCommand).rejects(conditionFailed());
    table.on(GetCommand).resolves({ Item: existing });
    const result = await post({
      ...VALID_ENQUIRY,
      submissionId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ ok: true, reference: 'VW-ABCDEF' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(table.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 503 when the enquiry cannot be stored, and emails nothing', async () => {
    table
      .on(PutCommand)
      .rejects(Object.assign(new Error('Service unavailable'), { name: 'InternalServerError' }));
    const result = await post(VALID_ENQUIRY);
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ error: 'The inquiry could not be saved. Please try again.' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('thanks the visitor with a reference when SES refuses, and leaves the enquiry pending with a backoff', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Throttled'), { name: 'Throttling' }));
    const before = Date.now();
    const result = await post(VALID_ENQUIRY);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE) });
    expect(finishedStatuses()).toEqual(['pending']);
    const finish = table
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .find((input) => !isClaim(input) && !isEmailSlot(input));
    expect(Number(finish?.ExpressionAttributeValues?.[':nextAttemptAt'])).toBeGreaterThanOrEqual(
      before + 60_000,
    );
  });

  it('stores but does not email an enquiry past the daily cap, and says so in a metric', async () => {
    table.on(UpdateCommand).callsFake((input) => {
      if (isEmailSlot(input)) throw conditionFailed();
      return isClaim(input)
        ? { Attributes: { ...VALID_ENQUIRY, reference: 'VW-ABCDEF', locale: 'en', attempts: 1 } }
        : {};
    });
    const result = await post(VALID_ENQUIRY);
    expect(result.statusCode).toBe(200);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(finishedStatuses()).toEqual(['held']);
    // Per site, as every enquiry metric: staging's held enquiry is not production's alarm.
    expect(metrics).toContainEqual(
      expect.objectContaining({ EnquiriesHeld: 1, Site: 'VantageWardSite' }),
    );
    expect(metrics).not.toContainEqual(expect.objectContaining({ EnquiriesSent: 1 }));
  });

  it('counts the enquiry stored and the email sent in the per-site metrics, named by the stack', async () => {
    await post(VALID_ENQUIRY);
    const site = (name: string) => ({
      Site: 'VantageWardSite',
      [name]: 1,
      _aws: expect.objectContaining({
        CloudWatchMetrics: [
          {
            Namespace: 'VantageWard/Enquiries',
            Dimensions: [['Site']],
            Metrics: [{ Name: name, Unit: 'Count' }],
          },
        ],
      }),
    });
    expect(metrics).toEqual([site('EnquiriesStored'), site('EnquiriesSent')]);
  });

  it('counts nothing more for a repeated submissionId', async () => {
    table.on(PutCommand).rejects(conditionFailed());
    table.on(GetCommand).resolves({ Item: { id: 'x', reference: 'VW-ABCDEF', status: 'sent' } });
    await post({ ...VALID_ENQUIRY, submissionId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(metrics).toEqual([]);
  });

  it('refuses a submissionId that is not a UUID', async () => {
    const result = await post({ ...VALID_ENQUIRY, submissionId: 'click-1' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ error: 'The field "submissionId" must be a UUID.' });
    expect(table.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('sets the subject itself and never relays a visitor-chosen one', async () => {
    await post({ ...VALID_ENQUIRY, subject: 'URGENT: wire transfer' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe('Contact Form Submission');
    expect(JSON.stringify(input)).not.toContain('wire transfer');
  });

  it('accepts a charset parameter on the content type', async () => {
    expect((await post(VALID_ENQUIRY, 'application/json; charset=UTF-8')).statusCode).toBe(200);
  });

  it('accepts a base64-encoded body', async () => {
    const body = Buffer.from(JSON.stringify(VALID_ENQUIRY)).toString('base64');
    const result = await handler(contactEvent({ body, isBase64Encoded: true }));
    expect(result.statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, 'Name is required', 'name_required'],
    [{ email: '' }, 'Email is required', 'email_required'],
    [{ email: 'a@b' }, 'Email is invalid', 'email_invalid'],
    [{ message: '  ' }, 'Message is required', 'message_required'],
    [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters', 'name_too_long'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters', 'message_too_long'],
    [
      { name: 'Ada\r\nBcc: victim@example.com' },
      'Name must not contain line breaks or control characters',
      'name_control_characters',
    ],
  ])(
    'returns 400 for %j with the browser message "%s" and its code, and sends nothing',
    async (change, error, code) => {
      const result = await post({ ...VALID_ENQUIRY, ...change });
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({ error, code });
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    },
  );

  it.each([
    [{ name: '' }, 'El nombre es obligatorio', 'name_required'],
    [{ email: '' }, 'El correo electrónico es obligatorio', 'email_required'],
    [{ email: 'a@b' }, 'El correo electrónico no es válido', 'email_invalid'],
    [{ message: '' }, 'El mensaje es obligatorio', 'message_required'],
    [
      { message: 'x'.repeat(5001) },
      'El mensaje no puede superar los 5000 caracteres',
      'message_too_long',
    ],
  ])(
    'words a rule failure of a Spanish enquiry (%j) in Spanish: "%s"',
    async (change, error, code) => {
      const result = await post({ ...VALID_ENQUIRY, locale: 'es', ...change });
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({ error, code });
    },
  );

  it.each([
    ['an unknown language', 'fr'],
    ['an upper-case code', 'ES'],
    ['a number', 42],
    ['null', null],
  ])('treats %s as locale English', async (_case, locale) => {
    const result = await post({ ...VALID_ENQUIRY, locale, name: '' });
    expect(bodyOf(result)).toEqual({ error: 'Name is required', code: 'name_required' });
  });

  it('tells the team that a Spanish enquiry wants a reply in Spanish, under the same subject', async () => {
    await post({ ...VALID_ENQUIRY, locale: 'es' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe('Contact Form Submission');
    expect(input?.Message?.Body?.Text?.Data).toContain(
      'Language: Spanish (es): please reply in Spanish.',
    );
  });

  it('treats a missing field as empty', async () => {
    const result = await post({ email: 'ada@example.org', message: 'Hi' });
    expect(bodyOf(result)).toEqual({ error: 'Name is required', code: 'name_required' });
  });

  it.each([
    ['unparsable JSON', '{"name": "Ada",', 'The request body is not valid JSON.'],
    ['an empty body', '', 'The request body is not valid JSON.'],
    ['a JSON array', '[1,2]', 'The request body must be a JSON object.'],
    ['a JSON string', '"hello"', 'The request body must be a JSON object.'],
    ['JSON null', 'null', 'The request body must be a JSON object.'],
    [
      'a number as the name',
      JSON.stringify({ ...VALID_ENQUIRY, name: 42 }),
      'The field "name" must be a string.',
    ],
    [
      'an object as the message',
      JSON.stringify({ ...VALID_ENQUIRY, message: {} }),
      'The field "message" must be a string.',
    ],
    [
      'a list as the subject',
      JSON.stringify({ ...VALID_ENQUIRY, subject: [] }),
      'The field "subject" must be a string.',
    ],
  ])('returns 400 for %s', async (_case, body, error) => {
    const result = await post(body);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ error });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('returns 405 for %s', async (method) => {
    const result = await handler(contactEvent({ method, body: JSON.stringify(VALID_ENQUIRY) }));
    expect(result.statusCode).toBe(405);
    expect(bodyOf(result)).toEqual({ error: 'Only POST is allowed.' });
  });

  it('returns 413 for a body over 16 KB, and accepts one of exactly 16 KB', async () => {
    const base = JSON.stringify({ ...VALID_ENQUIRY, message: '' });
    const padding = 16 * 1024 - base.length;
    const exact = JSON.stringify({ ...VALID_ENQUIRY, message: '' }).replace(
      '"message":""',
      `"message":"${'x'.repeat(padding)}"`,
    );
    // 16 KB of message is over the 5000-character rule: the size check passed, the rule did not.
    expect(Buffer.byteLength(exact)).toBe(16 * 1024);
    expect((await post(exact)).statusCode).toBe(400);
    const tooBig = exact.replace('"message":"', '"message":"x');
    const result = await post(tooBig);
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result)).toEqual({ error: 'The request body must be at most 16384 bytes.' });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['a look-alike', 'application/jsonp'],
    ['no content type', null],
  ])('returns 415 for %s', async (_case, contentType) => {
    const result = await post(VALID_ENQUIRY, contentType);
    expect(result.statusCode).toBe(415);
    expect(bodyOf(result)).toEqual({ error: 'The request body must be sent as application/json.' });
  });

  it('answers 200 with a reference to a filled honeypot, and stores and sends nothing', async () => {
    const result = await post({ ...VALID_ENQUIRY, website: 'https://spam.example' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE) });
    expect(table.commandCalls(PutCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(logged.map((line) => JSON.parse(line).outcome)).toEqual(['honeypot']);
  });

  it('logs one JSON line with the request id and outcome, never the email or message', async () => {
    await post(VALID_ENQUIRY);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '')).toMatchObject({
      requestId: 'request-1',
      outcome: 'sent',
      status: 200,
      reference: expect.stringMatching(REFERENCE),
    });
    expect(logged[0]).not.toContain('ada@example.org');
    expect(logged[0]).not.toContain('payment API');
    expect(logged[0]).not.toContain('Ada Lovelace');
  });
});
