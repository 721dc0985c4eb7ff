import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUERY_NAMES,
  type QueryName,
  renderQuery,
} from '../../../functions/analytics/render-query';
import { parseMime } from './parse-mime';

const athena = mockClient(AthenaClient);
const ses = mockClient(SESClient);

const WEEK = { since: '2026-11-16', until: '2026-11-22' };
/** A Monday's scheduled event, as EventBridge sends it at 07:00 UTC. */
const MONDAY = { time: '2026-11-23T07:00:00Z' };

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

let handler: (event: { time: string }) => Promise<void>;

beforeAll(async () => {
  vi.stubEnv('SITE_NAME', 'VantageWard');
  vi.stubEnv('ANALYTICS_DATABASE', 'site_analytics');
  vi.stubEnv('ANALYTICS_WORKGROUP', 'site-analytics');
  vi.stubEnv('SENDER_EMAIL', 'website@vantageward.example');
  vi.stubEnv('RECIPIENT_EMAIL', 'team@vantageward.example');
  vi.stubEnv('SES_CONFIGURATION_SET', 'site-email');
  ({ handler } = await import('../../../functions/weekly-report/handler'));
});

afterAll(() => vi.unstubAllEnvs());

beforeEach(() => {
  athena.reset();
  ses.reset();
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-1' });
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
