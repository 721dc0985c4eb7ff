import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  type GetQueryResultsOutput,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAthenaEngine } from '../../../functions/analytics/athena-engine';

const athena = mockClient(AthenaClient);
const TARGET = { source: 'VantageWard', database: 'site_analytics', workGroup: 'site-analytics' };

/** A page of results as Athena sends it: every value text, the header first on page one. */
function page(rows: (string | null)[][], nextToken?: string): GetQueryResultsOutput {
  return {
    ResultSet: {
      ResultSetMetadata: {
        ColumnInfo: [
          { Name: 'path', Type: 'varchar' },
          { Name: 'pageviews', Type: 'bigint' },
        ],
      },
      Rows: rows.map((row) => ({ Data: row.map((v) => (v === null ? {} : { VarCharValue: v })) })),
    },
    ...(nextToken ? { NextToken: nextToken } : {}),
  };
}

/** No real waiting: a clock that moves by each sleep. */
function fakeTime() {
  let t = 0;
  const waits: number[] = [];
  return {
    waits,
    options: {
      now: () => t,
      sleep: async (ms: number) => {
        waits.push(ms);
        t += ms;
      },
    },
  };
}

beforeEach(() => athena.reset());

describe('the Athena engine', () => {
  it('runs the SQL in the workgroup and database, waits, and reads every page into rows', async () => {
    athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'q-1' });
    athena
      .on(GetQueryExecutionCommand)
      .resolvesOnce({ QueryExecution: { Status: { State: 'QUEUED' } } })
      .resolvesOnce({ QueryExecution: { Status: { State: 'RUNNING' } } })
      .resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' } } });
    athena
      .on(GetQueryResultsCommand, { QueryExecutionId: 'q-1', NextToken: undefined })
      .resolves(
        page(
          [
            ['path', 'pageviews'],
            ['/', '12'],
            ['/contact', '3'],
          ],
          'more',
        ),
      )
      .on(GetQueryResultsCommand, { QueryExecutionId: 'q-1', NextToken: 'more' })
      .resolves(
        page([
          ['/es', '2'],
          [null, '1'],
        ]),
      );
    const time = fakeTime();
    const engine = createAthenaEngine(new AthenaClient({}), TARGET, time.options);

    const rows = await engine.run('pageviews-by-page', 'SELECT path, pageviews FROM x');

    expect(rows).toEqual([
      { path: '/', pageviews: '12' },
      { path: '/contact', pageviews: '3' },
      { path: '/es', pageviews: '2' },
      { path: null, pageviews: '1' },
    ]);
    expect(athena.commandCalls(StartQueryExecutionCommand)[0]?.args[0].input).toEqual({
      QueryString: 'SELECT path, pageviews FROM x',
      WorkGroup: 'site-analytics',
      QueryExecutionContext: { Database: 'site_analytics' },
    });
    expect(athena.commandCalls(GetQueryExecutionCommand)).toHaveLength(3);
    // Backoff: each wait longer than the one before.
    expect(time.waits).toEqual([250, 500]);
    expect(engine.source).toBe('VantageWard');
  });

  it("throws naming the query and Athena's reason when the query fails", async () => {
    athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'q-2' });
    athena.on(GetQueryExecutionCommand).resolves({
      QueryExecution: {
        Status: {
          State: 'FAILED',
          StateChangeReason: 'Query exhausted resources at this scale factor',
        },
      },
    });
    const engine = createAthenaEngine(new AthenaClient({}), TARGET, fakeTime().options);

    await expect(engine.run('visits-by-country', 'SELECT 1')).rejects.toThrow(
      'The query visits-by-country failed on Athena (failed, execution q-2): Query exhausted resources at this scale factor',
    );
    expect(athena.commandCalls(GetQueryResultsCommand)).toHaveLength(0);
  });

  it("throws naming the query and AWS's message when Athena refuses to start it", async () => {
    athena
      .on(StartQueryExecutionCommand)
      .rejects(new Error('WorkGroup site-analytics is not found'));
    const engine = createAthenaEngine(new AthenaClient({}), TARGET, fakeTime().options);

    await expect(engine.run('pageviews-by-day', 'SELECT 1')).rejects.toThrow(
      'The query pageviews-by-day could not start on Athena: WorkGroup site-analytics is not found',
    );
  });

  it('gives up on a query still running after the timeout, naming it', async () => {
    athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'q-3' });
    athena
      .on(GetQueryExecutionCommand)
      .resolves({ QueryExecution: { Status: { State: 'RUNNING' } } });
    const time = fakeTime();
    const engine = createAthenaEngine(new AthenaClient({}), TARGET, {
      ...time.options,
      timeoutMs: 10_000,
    });

    await expect(engine.run('visits-by-device', 'SELECT 1')).rejects.toThrow(
      'The query visits-by-device did not finish on Athena within 10 s (execution q-3, still RUNNING).',
    );
    expect(time.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    expect(Math.max(...time.waits)).toBe(2_000);
  });

  it('has data when the log table has one row, and none when it is empty', async () => {
    athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'q-4' });
    athena
      .on(GetQueryExecutionCommand)
      .resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' } } });
    athena
      .on(GetQueryResultsCommand)
      .resolvesOnce(page([['found'], ['1']]))
      .resolves(page([['found']]));
    const engine = createAthenaEngine(new AthenaClient({}), TARGET, {
      ...fakeTime().options,
      now: () => Date.parse('2026-11-25T10:00:00Z'),
    });

    expect(await engine.hasData()).toBe(true);
    expect(await engine.hasData()).toBe(false);
    // Only the days whose logs are still kept (25 months): Athena lists no other partition.
    expect(athena.commandCalls(StartQueryExecutionCommand)[0]?.args[0].input.QueryString).toBe(
      "SELECT 1 AS found FROM access_logs WHERE year || '-' || month || '-' || day BETWEEN '2024-10-01' AND '2026-11-25' LIMIT 1",
    );
  });
});
