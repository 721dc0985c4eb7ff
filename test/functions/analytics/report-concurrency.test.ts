import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ATHENA_CONCURRENT_QUERIES,
  createAthenaEngine,
} from '../../../functions/analytics/athena-engine';
import {
  QUERY_NAMES,
  type QueryName,
  renderQuery,
} from '../../../functions/analytics/render-query';
import { buildReport } from '../../../functions/analytics/report';

const athena = mockClient(AthenaClient);
const TARGET = { source: 'VantageWard', database: 'site_analytics', workGroup: 'site-analytics' };
const RANGE = { since: '2026-11-16', until: '2026-11-22' };

/** Each query's answer: header first, then rows, every value text as Athena sends it. */
const TABLES: Record<QueryName, string[][]> = {
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
    ['newsletter', 'email', 'nov%65mber', '1'],
  ],
  'visits-by-country': [
    ['country', 'visits'],
    ['AR', '9'],
    ['', '2'],
  ],
  'visits-by-device': [
    ['device', 'visits'],
    ['mobile', '11'],
  ],
};

/**
 * Athena as the mock plays it: a query runs for its own time (later queries finish first, so
 * an answer in finishing order would show), and the mock counts how many run at once.
 */
function athenaWithDelays(failing?: (name: QueryName) => string | undefined) {
  const bySql = new Map(QUERY_NAMES.map((name) => [renderQuery(name, RANGE), name]));
  const finishAt = new Map<string, number>();
  let running = 0;
  const seen = { mostAtOnce: 0 };
  athena.on(StartQueryExecutionCommand).callsFake((input: { QueryString: string }) => {
    const name = bySql.get(input.QueryString) as QueryName;
    const index = QUERY_NAMES.indexOf(name);
    finishAt.set(name, Date.now() + 5 * (QUERY_NAMES.length - index));
    running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
    return { QueryExecutionId: name };
  });
  athena.on(GetQueryExecutionCommand).callsFake((input: { QueryExecutionId: QueryName }) => {
    const name = input.QueryExecutionId;
    if (Date.now() < (finishAt.get(name) ?? 0)) {
      return { QueryExecution: { Status: { State: 'RUNNING' } } };
    }
    running -= 1;
    const reason = failing?.(name);
    return {
      QueryExecution: {
        Status: reason ? { State: 'FAILED', StateChangeReason: reason } : { State: 'SUCCEEDED' },
      },
    };
  });
  athena.on(GetQueryResultsCommand).callsFake((input: { QueryExecutionId: QueryName }) => {
    const table = TABLES[input.QueryExecutionId];
    return {
      ResultSet: {
        ResultSetMetadata: { ColumnInfo: (table[0] ?? []).map((Name) => ({ Name })) },
        Rows: table.map((row) => ({ Data: row.map((VarCharValue) => ({ VarCharValue })) })),
      },
    };
  });
  return seen;
}

/** Polls every 2 ms: the test waits for the queries' own times only. */
function engine(concurrency?: number) {
  return createAthenaEngine(new AthenaClient({}), TARGET, {
    firstPollMs: 2,
    maxPollMs: 2,
    ...(concurrency ? { concurrency } : {}),
  });
}

beforeEach(() => athena.reset());

describe('the report on Athena', () => {
  it(`runs its queries at once, ${ATHENA_CONCURRENT_QUERIES} at most`, async () => {
    const seen = athenaWithDelays();
    await buildReport(engine(), RANGE);

    expect(athena.commandCalls(StartQueryExecutionCommand)).toHaveLength(QUERY_NAMES.length);
    expect(seen.mostAtOnce).toBe(Math.min(QUERY_NAMES.length, ATHENA_CONCURRENT_QUERIES));
  });

  it('keeps to a smaller bound when given one', async () => {
    const seen = athenaWithDelays();
    await buildReport(engine(3), RANGE);

    expect(seen.mostAtOnce).toBe(3);
  });

  it('gives the same JSON, byte for byte, as the queries one after the other', async () => {
    athenaWithDelays();
    const sequential = JSON.stringify(await buildReport(engine(1), RANGE), null, 2);
    athena.reset();
    athenaWithDelays();
    const concurrent = JSON.stringify(await buildReport(engine(), RANGE), null, 2);

    expect(concurrent).toBe(sequential);
    expect(concurrent).toContain('"campaign": "november",\n      "visits": 4');
  });

  it('names the first failing query in the report order, whichever failed first', async () => {
    // visits-by-device finishes first; pageviews-by-page, third in order, fails too, later.
    athenaWithDelays((name) =>
      name === 'visits-by-device' || name === 'pageviews-by-page' ? `${name} broke` : undefined,
    );

    await expect(buildReport(engine(), RANGE)).rejects.toThrow(
      'The query pageviews-by-page failed on Athena (failed, execution pageviews-by-page): pageviews-by-page broke',
    );
  });
});
