import {
  type AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  type ResultSet,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { ANALYTICS_LOG_RETENTION_MONTHS } from '../../web/src/config/analytics';
import { LOG_TABLE } from './log-record';
import type { QueryEngine, Row } from './query-engine';
import type { QueryName } from './render-query';

/** Where the deployed stack's queries run: the SiteAnalytics construct's outputs. */
export interface AthenaTarget {
  /** What the report says it read: the stack's name. */
  readonly source: string;
  /** The Glue database holding the access-log table. */
  readonly database: string;
  /** The workgroup: it enforces the results bucket, its encryption and the bytes cutoff. */
  readonly workGroup: string;
}

/**
 * Queries the engine keeps running at once: all ten of the report, so that it waits about one
 * query's time (queueing and planning, a second or more each) rather than ten. Bounded all the
 * same: Athena's "active DML queries" quota counts running and queued queries per account and
 * region (it varies by region; the docs' example is 25) and answers TooManyRequestsException past
 * it, which the SDK retries with backoff. Ten leaves room for a person's `npm run analytics --
 * --stack` at the same moment as the weekly email; ten StartQueryExecution calls at once are
 * half of that API's 20 calls a second.
 */
export const ATHENA_CONCURRENT_QUERIES = 10;

export interface AthenaEngineOptions {
  /** Queries running at once, at most. @default ATHENA_CONCURRENT_QUERIES */
  readonly concurrency?: number;
  /** Gives up on a query still running after this long. @default 120 000 ms */
  readonly timeoutMs?: number;
  /** First wait between two polls; it doubles up to `maxPollMs`. @default 250 ms */
  readonly firstPollMs?: number;
  /** @default 2 000 ms */
  readonly maxPollMs?: number;
  /** For tests: how to wait. @default setTimeout */
  readonly sleep?: (ms: number) => Promise<void>;
  /** For tests: the clock. @default Date.now */
  readonly now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether the table has one record in the days whose logs are still kept. The table projects
 * decades of day partitions: without a date predicate Athena would list every one of them. With
 * the queries' own predicate it lists only the retention window's days, and stops at one row;
 * Athena bills its 10 MB minimum for it (a fraction of a cent).
 */
export function hasDataSql(today: Date): string {
  const first = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - ANALYTICS_LOG_RETENTION_MONTHS, 1),
  );
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return `SELECT 1 AS found FROM ${LOG_TABLE} WHERE year || '-' || month || '-' || day BETWEEN '${iso(first)}' AND '${iso(today)}' LIMIT 1`;
}

/** Athena gives every value as text, and the first row of the first page is the header. */
function rowsOf(resultSet: ResultSet | undefined, columns: string[], first: boolean): Row[] {
  const rows = resultSet?.Rows ?? [];
  return rows.slice(first ? 1 : 0).map((row) => {
    const values = row.Data ?? [];
    return Object.fromEntries(
      columns.map((column, i) => [column, values[i]?.VarCharValue ?? null]),
    );
  });
}

/**
 * The engine over the delivered logs: Athena runs the same SQL text as DuckDB does locally, in
 * the stack's workgroup, so a query can never scan past its cutoff or write results elsewhere.
 */
export function createAthenaEngine(
  client: AthenaClient,
  target: AthenaTarget,
  options: AthenaEngineOptions = {},
): QueryEngine {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const firstPollMs = options.firstPollMs ?? 250;
  const maxPollMs = options.maxPollMs ?? 2_000;
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;

  async function finished(name: string, id: string): Promise<void> {
    const deadline = now() + timeoutMs;
    let pause = firstPollMs;
    for (;;) {
      const { QueryExecution } = await client.send(
        new GetQueryExecutionCommand({ QueryExecutionId: id }),
      );
      const state = QueryExecution?.Status?.State;
      if (state === 'SUCCEEDED') return;
      if (state === 'FAILED' || state === 'CANCELLED') {
        const reason = QueryExecution?.Status?.StateChangeReason ?? 'no reason given';
        throw new Error(
          `The query ${name} failed on Athena (${state.toLowerCase()}, execution ${id}): ${reason}`,
        );
      }
      if (now() + pause > deadline) {
        throw new Error(
          `The query ${name} did not finish on Athena within ${Math.round(timeoutMs / 1000)} s (execution ${id}, still ${state ?? 'unknown'}).`,
        );
      }
      await sleep(pause);
      pause = Math.min(pause * 2, maxPollMs);
    }
  }

  async function results(id: string): Promise<Row[]> {
    const rows: Row[] = [];
    let columns: string[] = [];
    let nextToken: string | undefined;
    let first = true;
    do {
      const page = await client.send(
        new GetQueryResultsCommand({ QueryExecutionId: id, NextToken: nextToken }),
      );
      if (first) {
        columns = (page.ResultSet?.ResultSetMetadata?.ColumnInfo ?? []).map((c) => c.Name ?? '');
      }
      rows.push(...rowsOf(page.ResultSet, columns, first));
      first = false;
      nextToken = page.NextToken;
    } while (nextToken);
    return rows;
  }

  async function run(name: string, sql: string): Promise<Row[]> {
    let id: string | undefined;
    try {
      const started = await client.send(
        new StartQueryExecutionCommand({
          QueryString: sql,
          WorkGroup: target.workGroup,
          QueryExecutionContext: { Database: target.database },
        }),
      );
      id = started.QueryExecutionId;
    } catch (error) {
      throw new Error(
        `The query ${name} could not start on Athena: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!id) throw new Error(`The query ${name} could not start on Athena: no execution id.`);
    await finished(name, id);
    return results(id);
  }

  return {
    source: target.source,
    concurrency: options.concurrency ?? ATHENA_CONCURRENT_QUERIES,
    hasData: async () => (await run('has-data', hasDataSql(new Date(now())))).length > 0,
    run: (name: QueryName, sql: string) => run(name, sql),
    close: async () => client.destroy(),
  };
}
