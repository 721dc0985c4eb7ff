import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedSecretReader, SECRET_CACHE_MS } from '../../functions/cached-secret';
import { deliver } from '../../functions/enquiries/delivery';
import { EnquiryStore } from '../../functions/enquiries/enquiry-store';
import { readEnquirySettings } from '../../functions/enquiries/settings';
import {
  readEnquiryStatus,
  SES_SIMULATOR_RECIPIENT,
  SYNTHETIC_ENQUIRY_HEADER,
  SYNTHETIC_STATUS_READ,
  signSyntheticEnquiry,
  verifySyntheticEnquiry,
} from '../../functions/enquiries/synthetic';
import { contactEvent, VALID_ENQUIRY } from './contact-event';
import {
  acceptEverything,
  conditionFailed,
  finishedStatuses,
  isClaim,
  isEmailSlot,
  table,
} from './enquiry-table-mock';

const SECRET = 'a-secret-only-the-canary-and-the-function-read';
const SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:VantageWardSite/synthetic-enquiry-AbCdEf';
const SUBMISSION_ID = '6f1c2a9e-0b7d-4e4a-9c38-2d5f0e8b7a41';
const FIRM = 'enquiries@vantageward.com';

const ses = mockClient(SESClient);
const secrets = mockClient(SecretsManagerClient);
let handler: typeof import('../../functions/contact-form/handler').handler;
let logged: Record<string, unknown>[];
let metrics: Record<string, unknown>[];

beforeAll(() => {
  vi.stubEnv('SENDER_EMAIL', 'website@vantageward.com');
  vi.stubEnv('RECIPIENT_EMAIL', FIRM);
  vi.stubEnv('SES_ENDPOINT', '');
  vi.stubEnv('ORIGIN_SECRET_ARN', '');
  vi.stubEnv('ENQUIRY_TABLE', 'enquiries');
  vi.stubEnv('MAX_EMAILS_PER_DAY', '200');
  vi.stubEnv('SITE_NAME', 'VantageWardSite');
  vi.stubEnv('SYNTHETIC_ENQUIRY_SECRET_ARN', SECRET_ARN);
});

beforeEach(async () => {
  // A new container each time: the handler keeps the secret it read for its module's life.
  vi.resetModules();
  ({ handler } = await import('../../functions/contact-form/handler'));
  acceptEverything();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: SECRET });
  logged = [];
  metrics = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((line: string) => {
      logged.push(JSON.parse(line));
    });
  }
  vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
    metrics.push(JSON.parse(String(line)));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The canary's request: the browser's body, and its signature when given. */
function post(
  signature: ((body: string) => string) | undefined,
  fields: Record<string, unknown> = {},
  base64 = false,
) {
  const body = JSON.stringify({ ...VALID_ENQUIRY, submissionId: SUBMISSION_ID, ...fields });
  return handler(
    contactEvent({
      body: base64 ? Buffer.from(body).toString('base64') : body,
      isBase64Encoded: base64,
      headers: signature ? { [SYNTHETIC_ENQUIRY_HEADER]: signature(body) } : {},
    }),
  );
}

const signed = (body: string) => signSyntheticEnquiry(SECRET, body);

function stored(): Record<string, unknown> | undefined {
  return table.commandCalls(PutCommand)[0]?.args[0].input.Item;
}

function recipients(): unknown[] {
  return ses
    .commandCalls(SendEmailCommand)
    .flatMap((call) => call.args[0].input.Destination?.ToAddresses ?? []);
}

function slotsTaken(): number {
  return table.commandCalls(UpdateCommand).filter((call) => isEmailSlot(call.args[0].input)).length;
}

function metricNames(): string[] {
  return metrics.flatMap((line) =>
    (
      line._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] }
    ).CloudWatchMetrics.flatMap((m) => m.Metrics.map(({ Name }) => Name)),
  );
}

/** What an ordinary enquiry gets: a lead's key, reference and year, the firm, the cap, metrics. */
function expectOrdinary(reference: unknown): void {
  expect(reference).toMatch(/^VW-[0-9A-Z]{6}$/);
  expect(stored()?.id).toBe(SUBMISSION_ID);
  expect(stored()).not.toHaveProperty('synthetic');
  const year = Math.floor(Date.now() / 1000) + 365 * 86_400;
  expect(Math.abs(Number(stored()?.expiresAt) - year)).toBeLessThan(5);
  expect(recipients()).toEqual([FIRM]);
  expect(slotsTaken()).toBe(1);
  expect(metricNames()).toEqual(['EnquiriesStored', 'EnquiriesSent']);
}

describe('a request signed with the synthetic-enquiry secret (the canary)', () => {
  it('is stored as synthetic under its own key and SYN- reference, kept one day', async () => {
    const result = await post(signed);
    expect(result.statusCode).toBe(200);
    const { reference } = JSON.parse(result.body ?? '');
    expect(reference).toMatch(/^SYN-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(stored()).toMatchObject({
      id: `synthetic#${SUBMISSION_ID}`,
      reference,
      synthetic: true,
      status: 'pending',
      name: VALID_ENQUIRY.name,
    });
    const day = Math.floor(Date.now() / 1000) + 86_400;
    expect(Math.abs(Number(stored()?.expiresAt) - day)).toBeLessThan(5);
    expect(finishedStatuses()).toEqual(['sent']);
  });

  it('is emailed to the SES mailbox simulator, never to the firm', async () => {
    await post(signed);
    expect(recipients()).toEqual([SES_SIMULATOR_RECIPIENT]);
  });

  it('takes no slot of the daily email cap, and is sent even when the cap is reached', async () => {
    table.on(UpdateCommand).callsFake((input) => {
      if (isEmailSlot(input)) throw conditionFailed();
      return isClaim(input) ? { Attributes: { ...stored(), status: 'sending', attempts: 1 } } : {};
    });
    await post(signed);
    expect(slotsTaken()).toBe(0);
    expect(finishedStatuses()).toEqual(['sent']);
    expect(recipients()).toEqual([SES_SIMULATOR_RECIPIENT]);
  });

  it('is left out of the per-site metrics', async () => {
    await post(signed);
    expect(metrics).toEqual([]);
  });

  it('says in the log that the marker was verified', async () => {
    await post(signed);
    expect(logged).toEqual([
      expect.objectContaining({ outcome: 'sent', synthetic: 'verified', status: 200 }),
    ]);
  });

  it('is verified over the bytes of a base64-encoded body too', async () => {
    await post(signed, {}, true);
    expect(stored()).toMatchObject({ synthetic: true });
  });

  it('reads the secret once per container', async () => {
    await post(signed);
    await post(signed, { submissionId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });
});

describe('a request that imitates the marker, or lacks it, is an ordinary enquiry', () => {
  it('without the header: the firm is emailed, the cap counted, and the secret never read', async () => {
    const result = await post(undefined);
    expectOrdinary(JSON.parse(result.body ?? '').reference);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    expect(logged[0]).not.toHaveProperty('synthetic');
  });

  it('signed with another secret', async () => {
    const result = await post((body) => signSyntheticEnquiry('a-guess', body));
    expectOrdinary(JSON.parse(result.body ?? '').reference);
    expect(logged).toEqual([expect.objectContaining({ synthetic: 'bad-signature' })]);
  });

  it("with a signature of another body (the canary's header replayed on a changed message)", async () => {
    const canaryBody = JSON.stringify({ ...VALID_ENQUIRY, submissionId: SUBMISSION_ID });
    const result = await post(() => signed(canaryBody), { message: 'Buy our SEO services.' });
    expectOrdinary(JSON.parse(result.body ?? '').reference);
  });

  it.each([
    ['an empty header', () => ''],
    ['the secret itself', () => SECRET],
    ['a truncated signature', (body: string) => signed(body).slice(0, 32)],
  ])('with %s', async (_case, signature) => {
    const result = await post(signature);
    expectOrdinary(JSON.parse(result.body ?? '').reference);
  });

  it('when the secret cannot be read, and the next marked request reads it again', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET_ARN })
      .rejectsOnce(Object.assign(new Error('not authorized'), { name: 'AccessDeniedException' }))
      .resolves({ SecretString: SECRET });
    const result = await post(signed);
    expectOrdinary(JSON.parse(result.body ?? '').reference);
    expect(logged).toEqual([
      expect.objectContaining({
        synthetic: 'secret-unreadable',
        secretError: 'AccessDeniedException: not authorized',
      }),
    ]);
    acceptEverything();
    await post(signed, { submissionId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(stored()).toMatchObject({ synthetic: true });
  });
});

describe('a synthetic enquiry left pending, sent by a retry pass', () => {
  it('goes to the simulator without a slot of the cap or a metric', async () => {
    const settings = readEnquirySettings(process.env);
    const store = new EnquiryStore(
      DynamoDBDocumentClient.from(new DynamoDBClient({})),
      'enquiries',
    );
    table.on(UpdateCommand).callsFake((input) =>
      isClaim(input)
        ? {
            Attributes: {
              ...VALID_ENQUIRY,
              id: `synthetic#${SUBMISSION_ID}`,
              reference: 'SYN-ABCDEF',
              locale: 'en',
              synthetic: true,
              status: 'sending',
              attempts: 2,
            },
          }
        : {},
    );
    const result = await deliver(store, new SESClient({}), settings, `synthetic#${SUBMISSION_ID}`);
    expect(result.outcome).toBe('sent');
    expect(recipients()).toEqual([SES_SIMULATOR_RECIPIENT]);
    expect(slotsTaken()).toBe(0);
    expect(metrics).toEqual([]);
  });
});

describe('cachedSecretReader', () => {
  it('reads the secret again once it has kept it SECRET_CACHE_MS, so a new value reaches it', async () => {
    let now = 0;
    const read = cachedSecretReader(SECRET_ARN, undefined, () => now);
    expect(await read()).toBe(SECRET);
    now = SECRET_CACHE_MS - 1;
    await read();
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: 'new' });
    now = SECRET_CACHE_MS;
    expect(await read()).toBe('new');
  });

  it('reads nothing when no secret is configured', async () => {
    expect(await cachedSecretReader(undefined, undefined)()).toBeUndefined();
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});

describe('signSyntheticEnquiry', () => {
  it('is HMAC-SHA256 in hex (RFC 4231, test case 2)', () => {
    expect(signSyntheticEnquiry('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('verifies its own signature, whatever the case of its hex, and nothing else', () => {
    const body = '{"name":"Canary"}';
    const signature = signSyntheticEnquiry(SECRET, body);
    expect(verifySyntheticEnquiry(SECRET, body, signature)).toBe(true);
    expect(verifySyntheticEnquiry(SECRET, body, signature.toUpperCase())).toBe(true);
    expect(verifySyntheticEnquiry(SECRET, `${body} `, signature)).toBe(false);
    expect(verifySyntheticEnquiry('other', body, signature)).toBe(false);
    expect(verifySyntheticEnquiry(SECRET, body, '')).toBe(false);
  });
});

describe('readEnquiryStatus (the canary’s read)', () => {
  const dynamo = mockClient(DynamoDBClient);

  beforeEach(() => dynamo.reset());

  it('gets the synthetic item by its key, projecting its status alone', async () => {
    dynamo.on(GetItemCommand).resolves({ Item: { status: { S: 'sent' } } });
    expect(await readEnquiryStatus(new DynamoDBClient({}), 'enquiries', SUBMISSION_ID)).toBe(
      'sent',
    );
    const input = dynamo.commandCalls(GetItemCommand)[0]?.args[0].input;
    expect(input).toEqual({
      TableName: 'enquiries',
      Key: { id: { S: `synthetic#${SUBMISSION_ID}` } },
      ProjectionExpression: '#status',
      ExpressionAttributeNames: { '#status': 'status' },
    });
    // Within what its IAM grant allows.
    expect(SYNTHETIC_STATUS_READ.attributes).toContain('status');
    expect(`synthetic#${SUBMISSION_ID}`).toMatch(
      new RegExp(`^${SYNTHETIC_STATUS_READ.leadingKeys[0].replace('*', '.*')}$`),
    );
  });

  it('answers undefined while there is no such enquiry', async () => {
    dynamo.on(GetItemCommand).resolves({});
    expect(await readEnquiryStatus(new DynamoDBClient({}), 'enquiries', SUBMISSION_ID)).toBe(
      undefined,
    );
  });
});
