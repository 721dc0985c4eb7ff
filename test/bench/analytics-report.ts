/**
 * `npm run bench:analytics`: generates N access log records in the twin's format (Parquet, one
 * file per day in hive-style date folders, over 30 days) and times the full report on DuckDB:
 * opening the engine and running every query, as `npm run analytics` does, with the queries one
 * at a time and then a few at once (each on its own DuckDB connection).
 *
 *   npm run bench:analytics -- [--records 1000000] [--runs 3] [--concurrency 1,2,4,10]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { LOG_COLUMNS, logEncode, partitionPath } from '../../functions/analytics/log-record';
import { buildReport } from '../../functions/analytics/report';
import { createDuckDbEngine, DUCKDB_CONCURRENT_QUERIES } from '../../infra/analytics/duckdb-engine';
import { ROUTE_LIST } from '../../web/src/config/routes';

const DAYS = 30;
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'site-canary',
].map(logEncode);

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} needs a positive whole number`);
  return value;
}

function list(values: readonly string[]): string {
  return `[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;
}

/** One Parquet file per day; each record picks its page, agent, referrer and status by index. */
async function generate(dir: string, records: number): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const perDay = Math.ceil(records / DAYS);
  const pages = ROUTE_LIST.map((r) => r.path);
  const first = Date.parse('2026-10-27T00:00:00Z');
  for (let d = 0; d < DAYS; d += 1) {
    const date = new Date(first + d * 86_400_000).toISOString().slice(0, 10);
    const count = Math.min(perDay, records - d * perDay);
    if (count <= 0) break;
    const folder = join(dir, partitionPath(date));
    mkdirSync(folder, { recursive: true });
    const columns: Record<(typeof LOG_COLUMNS)[number], string> = {
      date: `'${date}'`,
      time: `'12:00:00'`,
      x_edge_location: `${list(['MAD53-P2', 'EZE50-C1', 'IAD89-P1', 'FRA56-P5'])}[1 + i % 4]`,
      c_country: `'-'`,
      cs_method: `CASE WHEN i % 50 = 0 THEN 'POST' ELSE 'GET' END`,
      x_host_header: `'vantageward.example'`,
      cs_uri_stem: `CASE WHEN i % 50 = 0 THEN '/api/form' WHEN i % 7 = 0 THEN '/assets/main-abc.js' WHEN i % 5 = 0 THEN '/_nav' ELSE ${list(pages)}[1 + i % ${pages.length}] END`,
      cs_uri_query: `CASE WHEN i % 5 = 0 THEN 'p=%2Fcontact&r=%2F' WHEN i % 11 = 0 THEN 'utm_source=newsletter&utm_medium=email&utm_campaign=c' || (i % 3) ELSE '-' END`,
      sc_status: `CASE WHEN i % 5 = 0 AND i % 7 <> 0 AND i % 50 <> 0 THEN '204' WHEN i % 13 = 0 THEN '304' ELSE '200' END`,
      cs_referer: `CASE WHEN i % 50 = 0 THEN 'https://vantageward.example/contact' WHEN i % 3 = 0 THEN 'https://news' || (i % 40) || '.example.com/' WHEN i % 3 = 1 THEN 'https://vantageward.example/' ELSE '-' END`,
      cs_user_agent: `${list(AGENTS)}[1 + i % ${AGENTS.length}] || CASE WHEN i % 17 = 0 THEN '%20v' || (i % 300) ELSE '' END`,
    };
    const select = LOG_COLUMNS.map((c) => `${columns[c]} AS ${c}`).join(', ');
    await connection.run(
      `COPY (SELECT ${select} FROM range(${count}) AS t(i)) TO '${join(folder, 'bench.parquet')}' (FORMAT parquet, COMPRESSION zstd)`,
    );
  }
  connection.closeSync();
  instance.closeSync();
}

function concurrencies(): number[] {
  const index = process.argv.indexOf('--concurrency');
  const values = (index === -1 ? '1,2,4,10' : (process.argv[index + 1] ?? ''))
    .split(',')
    .map(Number);
  if (values.some((value) => !Number.isInteger(value) || value <= 0))
    throw new Error('--concurrency needs positive whole numbers, such as 1,2,4');
  return values;
}

async function main(): Promise<void> {
  const records = option('--records', 1_000_000);
  const runs = option('--runs', 3);
  const levels = concurrencies();
  const dir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
  try {
    const generating = performance.now();
    await generate(dir, records);
    console.log(
      `\nGenerated ${records.toLocaleString('en-US')} records over ${DAYS} days in ${((performance.now() - generating) / 1000).toFixed(1)} s; ${availableParallelism()} cores, Node ${process.versions.node}.`,
    );
    console.log(
      `\n| queries at once | run | full report (engine + every query) | page views | visits | enquiries |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (let run = 1; run <= runs; run += 1) {
      // Interleaved, so that a busy moment of the machine does not favor one level.
      for (const concurrency of levels) {
        const started = performance.now();
        const engine = await createDuckDbEngine(dir, { concurrency });
        const report = await buildReport(engine, { since: '2026-10-27', until: '2026-11-25' });
        await engine.close();
        const seconds = (performance.now() - started) / 1000;
        const { pageviews, visits, enquiries } = report.totals;
        const mark = concurrency === DUCKDB_CONCURRENT_QUERIES ? ' (default)' : '';
        console.log(
          `| ${concurrency}${mark} | ${run} | ${seconds.toFixed(2)} s | ${pageviews} | ${visits} | ${enquiries} |`,
        );
      }
    }
  } finally {
    if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
    else console.log(dir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
