/**
 * `npm run bench:athena-report`: the report's wall time on an Athena that answers each query a
 * fixed delay after it started (aws-sdk-client-mock; no AWS call), against one delay and ten.
 * The engine is the one the weekly email and `npm run analytics -- --stack` use, with its own
 * polling (250 ms, doubling to 2 s), so "one query alone" is the floor a report can reach.
 *
 *   npm run bench:athena-report -- [--delays 1000,2000]
 */
import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import {
  ATHENA_CONCURRENT_QUERIES,
  createAthenaEngine,
} from '../../functions/analytics/athena-engine';
import { QUERY_NAMES, renderQuery } from '../../functions/analytics/render-query';
import { buildReport } from '../../functions/analytics/report';

const RANGE = { since: '2026-11-16', until: '2026-11-22' };
const TARGET = { source: 'bench', database: 'site_analytics', workGroup: 'site-analytics' };

function delays(): number[] {
  const index = process.argv.indexOf('--delays');
  const values = (index === -1 ? '1000,2000' : (process.argv[index + 1] ?? ''))
    .split(',')
    .map(Number);
  if (values.some((value) => !Number.isInteger(value) || value <= 0))
    throw new Error('--delays needs positive whole milliseconds, such as 1000,2000');
  return values;
}

/** Every query SUCCEEDED `delayMs` after its StartQueryExecution, with one row of one column. */
function athenaAnswersAfter(delayMs: number): void {
  const athena = mockClient(AthenaClient);
  const finishAt = new Map<string, number>();
  let id = 0;
  athena.on(StartQueryExecutionCommand).callsFake(() => {
    id += 1;
    finishAt.set(`q-${id}`, performance.now() + delayMs);
    return { QueryExecutionId: `q-${id}` };
  });
  athena.on(GetQueryExecutionCommand).callsFake((input: { QueryExecutionId: string }) => ({
    QueryExecution: {
      Status: {
        State:
          performance.now() >= (finishAt.get(input.QueryExecutionId) ?? 0)
            ? 'SUCCEEDED'
            : 'RUNNING',
      },
    },
  }));
  athena.on(GetQueryResultsCommand).resolves({
    ResultSet: {
      ResultSetMetadata: { ColumnInfo: [{ Name: 'visits', Type: 'bigint' }] },
      Rows: [{ Data: [{ VarCharValue: 'visits' }] }, { Data: [{ VarCharValue: '1' }] }],
    },
  });
}

async function seconds(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  console.log(
    `\n${QUERY_NAMES.length} queries; ATHENA_CONCURRENT_QUERIES = ${ATHENA_CONCURRENT_QUERIES}; Node ${process.versions.node}.`,
  );
  console.log(
    '\n| delay | one delay | ten delays | one query alone | report, queries at once | report, one after the other |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const delayMs of delays()) {
    athenaAnswersAfter(delayMs);
    const engine = (concurrency?: number) =>
      createAthenaEngine(new AthenaClient({ region: 'eu-west-1' }), TARGET, {
        ...(concurrency ? { concurrency } : {}),
      });
    const name = QUERY_NAMES[0];
    const alone = await seconds(() => engine().run(name, renderQuery(name, RANGE)));
    const concurrent = await seconds(() => buildReport(engine(), RANGE));
    const sequential = await seconds(() => buildReport(engine(1), RANGE));
    const delay = delayMs / 1000;
    console.log(
      `| ${delay.toFixed(1)} s | ${delay.toFixed(1)} s | ${(10 * delay).toFixed(1)} s | ${alone.toFixed(2)} s | ${concurrent.toFixed(2)} s | ${sequential.toFixed(2)} s |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
