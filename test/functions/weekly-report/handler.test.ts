import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUERY_NAMES,
  type QueryName,
  renderQuery,
} from '../../../functions/analytics/render-query';
import { createDocumentClient, createDynamoDbClient } from '../../../functions/enquiries/clients';
import { type ReportSendRecord, ReportSends } from '../../../functions/weekly-report/report-sends';
import type { WeeklyReportOutcome } from '../../../functions/weekly-report/send-weekly-report';
import { LOCAL_ENQUIRY_TABLE, startDynamoDbEmulator } from '../../../infra/local/dynamodb-emulator';
import type { RunningServer } from '../../../infra/local/ses-emulator';
import { parseMime } from './parse-mime';

const athena = mockClient(AthenaClient);
const ses = mockClient(SESClient);

const WEEK = { since: '2026-11-16', until: '2026-11-22' };
/** Its ISO week: the key of the record that says whether its email went out. */
const ISO_WEEK = '2026-W47';
/** A Monday's scheduled event, as EventBridge sends it at 07:00 UTC (the fields it reads). */
const MONDAY = {
  version: '0',
  id: '5d5e0c5f-6a37-4f38-a4b2-0d6c1f0e8c11',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  time: '2026-11-23T07:00:00Z',
  detail: {},
};

type Table = readonly (readonly string[])[];

/** What Athena answers each query for a week with some traffic: header row first. */
const BUSY_WEEK: Record<QueryName, Table> = {
  'pageviews-by-day': [
    ['date', 'pageviews', 'visits'],
    ['2026-11-16', '40', '12'],
    ['2026-11-18', '20', '8'],
  ],
  'enquiries-by-day': [
    ['date', 'enquiries'],
    ['2026-11-18', '2'],
  ],
  'pageviews-by-page': [
    ['path', 'pageviews'],
    ['/', '30'],
    ['/contact', '20'],
    ['/es', '10'],
  ],
  'enquiries-by-page': [
    ['path', 'enquiries'],
    ['/contact', '2'],
  ],
  'pageviews-by-language': [
    ['language', 'pageviews', 'visits'],
    ['en', '50', '16'],
    ['es', '10', '4'],
  ],
  'enquiries-by-language': [
    ['language', 'enquiries'],
    ['en', '2'],
  ],
  'visits-by-referrer': [
    ['referrer', 'visits'],
    ['news.example.com', '5'],
  ],
  'visits-by-campaign': [
    ['source', 'medium', 'campaign', 'visits'],
    ['newsletter', 'email', 'november', '3'],
  ],
  'visits-by-country': [
    ['country', 'visits'],
    ['AR', '9'],
  ],
  'visits-by-device': [
    ['device', 'visits'],
    ['mobile', '11'],
  ],
};

const EMPTY_WEEK = Object.fromEntries(
  QUERY_NAMES.map((name) => [name, [BUSY_WEEK[name][0] ?? []]]),
) as unknown as Record<QueryName, Table>;

/** Athena as the mock plays it: each query, recognized by its SQL, answers its table. */
function athenaAnswers(tables: Record<QueryName, Table>): void {
  const bySql = new Map(QUERY_NAMES.map((name) => [renderQuery(name, WEEK), name]));
  athena.on(StartQueryExecutionCommand).callsFake((input: { QueryString: string }) => {
    const name = bySql.get(input.QueryString);
    if (!name) throw new Error(`an unexpected query: ${input.QueryString.slice(0, 80)}`);
    return { QueryExecutionId: name };
  });
  athena
    .on(GetQueryExecutionCommand)
    .resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' } } });
  athena.on(GetQueryResultsCommand).callsFake((input: { QueryExecutionId: QueryName }) => {
    const table = tables[input.QueryExecutionId];
    return {
      ResultSet: {
        ResultSetMetadata: { ColumnInfo: (table[0] ?? []).map((Name) => ({ Name })) },
        Rows: table.map((row) => ({ Data: row.map((VarCharValue) => ({ VarCharValue })) })),
      },
    };
  });
}

function sentEmail() {
  const calls = ses.commandCalls(SendRawEmailCommand);
  expect(calls).toHaveLength(1);
  const input = calls[0]?.args[0].input;
  return { input, mime: parseMime(new TextDecoder().decode(input?.RawMessage?.Data)) };
}

let handler: (event: unknown) => Promise<WeeklyReportOutcome>;
let dynamo: RunningServer;
let table: DynamoDBDocumentClient;

/** The week's record as the table holds it now. */
async function weekRecord(): Promise<ReportSendRecord | undefined> {
  return new ReportSends(table, LOCAL_ENQUIRY_TABLE).get(ISO_WEEK);
}

beforeAll(async () => {
  // The DynamoDB emulator decides the conditional writes, as DynamoDB would.
  dynamo = await startDynamoDbEmulator(0, undefined);
  table = createDocumentClient(createDynamoDbClient(dynamo.url));
  vi.stubEnv('ENQUIRY_TABLE', LOCAL_ENQUIRY_TABLE);
  vi.stubEnv('DYNAMODB_ENDPOINT', dynamo.url);
  vi.stubEnv('SITE_NAME', 'VantageWard');
  vi.stubEnv('ANALYTICS_DATABASE', 'site_analytics');
  vi.stubEnv('ANALYTICS_WORKGROUP', 'site-analytics');
  vi.stubEnv('SENDER_EMAIL', 'website@vantageward.example');
  vi.stubEnv('RECIPIENT_EMAIL', 'team@vantageward.example');
  vi.stubEnv('SES_CONFIGURATION_SET', 'site-email');
  ({ handler } = await import('../../../functions/weekly-report/handler'));
});

afterAll(() => {
  vi.unstubAllEnvs();
  dynamo.server.close();
});

beforeEach(async () => {
  athena.reset();
  ses.reset();
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
  await table.send(
    new DeleteCommand({ TableName: LOCAL_ENQUIRY_TABLE, Key: { id: ReportSends.key(ISO_WEEK) } }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the weekly report', () => {
  it("runs every report query on Athena for last week, Monday to Sunday, in the stack's workgroup", async () => {
    athenaAnswers(BUSY_WEEK);
    await handler(MONDAY);

    const starts = athena.commandCalls(StartQueryExecutionCommand).map((c) => c.args[0].input);
    expect(starts).toHaveLength(QUERY_NAMES.length);
    expect(starts.map((s) => s.QueryString)).toEqual(QUERY_NAMES.map((n) => renderQuery(n, WEEK)));
    for (const start of starts) {
      expect(start.WorkGroup).toBe('site-analytics');
      expect(start.QueryExecutionContext).toEqual({ Database: 'site_analytics' });
    }
  });

  it('emails the firm a summary with the HTML report attached', async () => {
    athenaAnswers(BUSY_WEEK);
    await handler(MONDAY);

    const { input, mime } = sentEmail();
    expect(input?.Source).toBe('website@vantageward.example');
    expect(input?.Destinations).toEqual(['team@vantageward.example']);
    expect(input?.ConfigurationSetName).toBe('site-email');
    expect(mime.headers.from).toBe('website@vantageward.example');
    expect(mime.headers.to).toBe('team@vantageward.example');
    expect(mime.headers.subject).toBe(
      'Website analytics, 2026-11-16 to 2026-11-22: 60 page views, 20 visits, 2 inquiries',
    );
    expect(mime.headers['content-type']).toMatch(/^multipart\/mixed; boundary=/);

    const [body, attachment] = mime.parts;
    const [text, html] = body?.parts ?? [];
    expect(text?.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(text?.body).toContain('Page views: 60');
    expect(text?.body).toContain('Inquiries: 2 (conversion 3.3 %)');
    expect(text?.body).toContain('  /contact  2 (10.0 %)');
    expect(text?.body.indexOf('  /  30')).toBeLessThan(text?.body.indexOf('  /contact  20') ?? 0);
    expect(html?.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(html?.body).toContain('<td>/contact</td><td align="right">20</td>');

    expect(attachment?.headers['content-disposition']).toBe(
      'attachment; filename="report-2026-11-22.html"',
    );
    expect(attachment?.body).toMatch(/^<!doctype html>/);
    expect(attachment?.body).toContain('Analytics, 2026-11-16 to 2026-11-22');
    expect(attachment?.body).toContain('<svg');
    expect(attachment?.body).not.toContain('<script');
  });

  it('says "no visits this week" on a quiet week, with nothing attached', async () => {
    athenaAnswers(EMPTY_WEEK);
    await handler(MONDAY);

    const { mime } = sentEmail();
    expect(mime.headers.subject).toBe(
      'Website analytics, 2026-11-16 to 2026-11-22: no visits this week',
    );
    expect(mime.parts).toHaveLength(1);
    expect(mime.parts[0]?.parts[0]?.body).toBe(
      'No page views were recorded on VantageWard from 2026-11-16 to 2026-11-22 (UTC).\n',
    );
  });

  it("fails the invocation with the query and Athena's reason, and sends nothing", async () => {
    athenaAnswers(BUSY_WEEK);
    athena.on(GetQueryExecutionCommand).resolves({
      QueryExecution: {
        Status: { State: 'FAILED', StateChangeReason: 'Bytes scanned limit was exceeded' },
      },
    });

    await expect(handler(MONDAY)).rejects.toThrow(
      'The query pageviews-by-day failed on Athena (failed, execution pageviews-by-day): Bytes scanned limit was exceeded',
    );
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);
  });
});

describe('one weekly email per week', () => {
  it('sends once when the Monday event is delivered twice, one after the other', async () => {
    athenaAnswers(BUSY_WEEK);

    const first = await handler(MONDAY);
    const second = await handler(MONDAY);

    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
    expect(first).toMatchObject({ outcome: 'sent', week: ISO_WEEK, messageId: 'm-1' });
    expect(second).toMatchObject({ outcome: 'already-sent', week: ISO_WEEK, messageId: 'm-1' });
    expect(await weekRecord()).toMatchObject({
      state: 'sent',
      since: WEEK.since,
      until: WEEK.until,
      messageId: 'm-1',
      emails: 1,
    });
  });

  it('sends once when the Monday event is delivered twice at the same time', async () => {
    athenaAnswers(BUSY_WEEK);

    const outcomes = await Promise.all([handler(MONDAY), handler(MONDAY)]);

    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome !== 'sent')).toHaveLength(1);
  });

  it('sends once when five deliveries arrive at the same time', async () => {
    athenaAnswers(BUSY_WEEK);

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => handler(MONDAY)));

    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'sent')).toHaveLength(1);
  });

  it('lets the next run send when the send failed after the claim', async () => {
    athenaAnswers(BUSY_WEEK);
    ses
      .on(SendRawEmailCommand)
      .rejectsOnce(new Error('Maximum sending rate exceeded.'))
      .resolves({ MessageId: 'm-2' });

    await expect(handler(MONDAY)).rejects.toThrow('Maximum sending rate exceeded.');
    expect(await weekRecord()).toMatchObject({
      state: 'failed',
      lastError: 'Maximum sending rate exceeded.',
    });

    expect(await handler(MONDAY)).toMatchObject({ outcome: 'sent', messageId: 'm-2' });
    expect(await handler(MONDAY)).toMatchObject({ outcome: 'already-sent' });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(2);
    expect(await weekRecord()).toMatchObject({ state: 'sent', attempts: 2, emails: 1 });
  });

  it('lets the next run send when a query failed after the claim', async () => {
    athenaAnswers(BUSY_WEEK);
    athena
      .on(GetQueryExecutionCommand)
      .resolvesOnce({ QueryExecution: { Status: { State: 'FAILED', StateChangeReason: 'boom' } } })
      .resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' } } });

    await expect(handler(MONDAY)).rejects.toThrow('boom');
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);

    expect(await handler(MONDAY)).toMatchObject({ outcome: 'sent' });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
  });

  it('leaves a week alone while another run holds it, and takes it over once that lease ran out', async () => {
    athenaAnswers(BUSY_WEEK);
    const held = (leaseUntil: number) =>
      table.send(
        new PutCommand({
          TableName: LOCAL_ENQUIRY_TABLE,
          Item: {
            id: ReportSends.key(ISO_WEEK),
            week: ISO_WEEK,
            since: WEEK.since,
            until: WEEK.until,
            state: 'sending',
            claimId: 'a-run-that-died',
            leaseUntil,
            attempts: 1,
            expiresAt: 0,
          },
        }),
      );

    await held(Date.now() + 60_000);
    expect(await handler(MONDAY)).toMatchObject({
      outcome: 'in-progress',
      message: expect.stringContaining('Another run is sending the weekly email for 2026-W47'),
    });
    // Not even when forced: two runs never send a week at once.
    expect(await handler({ ...MONDAY, force: true })).toMatchObject({ outcome: 'in-progress' });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);

    await held(Date.now() - 1);
    expect(await handler(MONDAY)).toMatchObject({ outcome: 'sent' });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);
  });

  it('says so when run by hand for a week already sent, sends nothing, and sends again only when forced', async () => {
    athenaAnswers(BUSY_WEEK);
    await handler(MONDAY);
    // A run by hand on Tuesday, from the console's test event `{}`: last week, as of now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:30:00Z'));

    const byHand = await handler({});
    expect(byHand).toMatchObject({ outcome: 'already-sent', week: ISO_WEEK, messageId: 'm-1' });
    expect(byHand).toHaveProperty(
      'message',
      expect.stringMatching(
        /^The weekly email for 2026-W47 \(2026-11-16 to 2026-11-22\) was already sent at .+ \(SES message m-1\); nothing was sent\. To send it again, invoke the function with \{"force": true\}\.$/,
      ),
    );
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(1);

    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-3' });
    expect(await handler({ force: true })).toMatchObject({ outcome: 'sent', messageId: 'm-3' });
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(2);
    expect(await weekRecord()).toMatchObject({ state: 'sent', messageId: 'm-3', emails: 2 });
  });

  it.each([
    [{ force: 'yes' }, '"force" must be true or false, got "yes".'],
    [
      { time: 'last monday' },
      '"time" must be an ISO 8601 date such as "2026-11-23T07:00:00Z", got "last monday".',
    ],
    ['force', 'The weekly report takes an object, such as {"force": true}.'],
  ])('refuses the event %j before any query or email: %s', async (event, message) => {
    await expect(handler(event)).rejects.toThrow(message);
    expect(athena.commandCalls(StartQueryExecutionCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);
    expect(await weekRecord()).toBeUndefined();
  });
});
