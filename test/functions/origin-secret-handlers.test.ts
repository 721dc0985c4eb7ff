import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactEvent, VALID_ENQUIRY } from './contact-event';
import { signInEvent } from './editor-auth/sign-in-event';
import { acceptEverything, table } from './enquiry-table-mock';

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

const ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:eu-west-1:123456789012:secret:VantageWardSite/origin-secret-AbCdEf';
/** The values during a rotation, after setSecret: edges send the pending one or the current. */
const CURRENT = 'Cur7ent0Cur7ent0Cur7ent0Cur7ent0Cur7ent0Cur7ent0Cur7ent0Cur7ent0';
const PENDING = 'Pend1ngPend1ngPend1ngPend1ngPend1ngPend1ngPend1ngPend1ngPend1ngP';
const PREVIOUS = 'Prev10usPrev10usPrev10usPrev10usPrev10usPrev10usPrev10usPrev10us';

const ses = mockClient(SESClient);
const secretsManager = mockClient(SecretsManagerClient);
/** Every line the handlers write: console (logs) and stdout (metrics). */
let written: string[];
const handlers: Record<'contact form' | 'CSP report' | 'editor sign-in', Handler> = {} as never;

function holds(values: Partial<Record<'AWSCURRENT' | 'AWSPENDING' | 'AWSPREVIOUS', string>>) {
  secretsManager.reset();
  for (const stage of ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const) {
    const call = secretsManager.on(GetSecretValueCommand, {
      SecretId: ORIGIN_SECRET_ARN,
      VersionStage: stage,
    });
    const value = values[stage];
    if (value) call.resolves({ SecretString: value });
    else call.rejects(new ResourceNotFoundException({ message: 'no such version', $metadata: {} }));
  }
}

async function loadHandlers(): Promise<void> {
  // A new container: each handler reads the secret once per container.
  vi.resetModules();
  handlers['contact form'] = (await import('../../functions/contact-form/handler')).handler;
  handlers['CSP report'] = (await import('../../functions/csp-report/handler')).handler;
  // The editor's stack has a secret of its own; the same code checks it (0027).
  handlers['editor sign-in'] = (await import('../../functions/editor-auth/handler')).handler;
}

/**
 * A request as CloudFront forwards it to each handler: a valid enquiry, a valid report, the
 * start of a sign-in.
 */
function request(name: keyof typeof handlers, headers: Record<string, string> = {}) {
  if (name === 'editor sign-in') {
    return { ...signInEvent('/auth', { query: { provider: 'github' } }), headers };
  }
  return name === 'contact form'
    ? contactEvent({ body: JSON.stringify(VALID_ENQUIRY), headers })
    : contactEvent({
        path: '/api/csp-report',
        contentType: 'application/csp-report',
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://www.vantageward.com/',
            'effective-directive': 'img-src',
          },
        }),
        headers,
      });
}

/** What each answers past the origin check: thanks, no content, off to GitHub. */
const SERVED = { 'contact form': 200, 'CSP report': 204, 'editor sign-in': 302 } as const;
const NAMES = Object.keys(SERVED) as (keyof typeof SERVED)[];

beforeAll(() => {
  vi.stubEnv('SENDER_EMAIL', 'website@vantageward.com');
  vi.stubEnv('RECIPIENT_EMAIL', 'enquiries@vantageward.com');
  vi.stubEnv('ENQUIRY_TABLE', 'enquiries');
  vi.stubEnv('SITE_NAME', 'VantageWardSite');
  vi.stubEnv('ORIGIN_SECRET_ARN', ORIGIN_SECRET_ARN);
  vi.stubEnv('EDITOR_ORIGIN', 'https://admin.vantageward.com');
  vi.stubEnv('GITHUB_CLIENT_ID', 'Iv23liTestClientId00');
  vi.stubEnv(
    'GITHUB_CLIENT_SECRET_ARN',
    'arn:aws:secretsmanager:eu-west-1:123456789012:secret:VantageWardSiteEditor/github-client-secret',
  );
});

beforeEach(async () => {
  holds({ AWSCURRENT: CURRENT, AWSPENDING: PENDING, AWSPREVIOUS: PREVIOUS });
  acceptEverything();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
  written = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((line: string) => {
      written.push(String(line));
    });
  }
  vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
    written.push(String(line));
    return true;
  });
  await loadHandlers();
});

afterEach(() => {
  // Whatever happened, no line the functions wrote holds a value of the secret.
  for (const line of written) {
    for (const value of [CURRENT, PENDING, PREVIOUS]) expect(line).not.toContain(value);
  }
  vi.restoreAllMocks();
});

describe.each(NAMES)('the %s handler behind CloudFront', (name) => {
  it('refuses a request without the origin header with a JSON 403, and does not call Secrets Manager for it', async () => {
    const result = await handlers[name](request(name));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '')).toEqual({ error: 'Forbidden.' });
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    expect(table.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a wrong value with a JSON 403', async () => {
    const result = await handlers[name](request(name, { 'x-origin-verify': `${CURRENT}0` }));
    expect(result.statusCode).toBe(403);
    expect(table.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['current', CURRENT],
    ['pending (setSecret put it on the distribution)', PENDING],
    ['previous (an edge the change has not reached yet)', PREVIOUS],
  ])('serves a request carrying the %s value during a rotation', async (_stage, value) => {
    const result = await handlers[name](request(name, { 'x-origin-verify': value }));
    expect(result.statusCode).toBe(SERVED[name]);
  });

  it('reads the secret once for many requests of one container', async () => {
    for (const value of [CURRENT, PREVIOUS, CURRENT, PENDING]) {
      await handlers[name](request(name, { 'x-origin-verify': value }));
    }
    // One read: the current, pending and previous versions, in parallel.
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(3);
  });

  it('answers 503 in JSON, and stores nothing, when the secret cannot be read', async () => {
    secretsManager.reset();
    secretsManager
      .on(GetSecretValueCommand)
      .rejects(new Error('User is not authorized to perform: secretsmanager:GetSecretValue'));
    const result = await handlers[name](request(name, { 'x-origin-verify': CURRENT }));
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(result.body ?? '')).toHaveProperty('error');
    expect(table.commandCalls(PutCommand)).toHaveLength(0);
    expect(written.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 'error',
        status: 503,
        secretError: 'Error: User is not authorized to perform: secretsmanager:GetSecretValue',
      }),
    );
  });
});
