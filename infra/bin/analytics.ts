/**
 * `npm run analytics -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--json] [--report FILE.html]
 * [--local | --stack NAME]`: page views, visits and enquiries from the access logs.
 *
 * `--local` reads the twin's records (.local-data/logs/, or $ANALYTICS_LOG_DIR) with DuckDB;
 * `--stack NAME` the deployed stack's logs with Athena. By default the twin's records when there
 * are any, else the stack. Bad input: a message and exit 2; no records: "no data yet", exit 0.
 */
import { writeFileSync } from 'node:fs';
import type { QueryEngine } from '../../functions/analytics/query-engine';
import { buildReport } from '../../functions/analytics/report';
import {
  type AnalyticsOptions,
  parseAnalyticsArgs,
  USAGE,
  UsageError,
} from '../analytics/cli-options';
import { createDuckDbEngine } from '../analytics/duckdb-engine';
import { LOCAL_LOG_DIR, listLogFiles, rollClosedLogs } from '../analytics/log-files';
import { reportHtml } from '../analytics/report-html';
import { reportTables } from '../analytics/report-tables';

const logDir = process.env.ANALYTICS_LOG_DIR || LOCAL_LOG_DIR;

function hasLocalLogs(): boolean {
  const files = listLogFiles(logDir);
  return files.parquet.length + files.jsonl.length > 0;
}

async function localEngine(): Promise<QueryEngine> {
  // Files a twin closed but did not roll, or left open when it was killed, become Parquet first.
  await rollClosedLogs(logDir, { orphans: true });
  return createDuckDbEngine(logDir);
}

/** The Athena engine slots in here: same interface, the stack's Glue table and workgroup. */
async function stackEngine(name: string): Promise<QueryEngine> {
  throw new UsageError(
    `Reading the stack ${name} needs the Athena engine, which is not built yet: use --local (npm start writes .local-data/logs/).`,
  );
}

async function chooseEngine(target: AnalyticsOptions['target']): Promise<QueryEngine | undefined> {
  if (target.kind === 'stack') return stackEngine(target.name);
  if (target.kind === 'local' || hasLocalLogs()) return localEngine();
  // By default, with no local records, the stack would be read; until Athena is built there is
  // nothing to read.
  return undefined;
}

async function main(): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const options = parseAnalyticsArgs(process.argv.slice(2), today);
  const engine = await chooseEngine(options.target);
  if (!engine || !(await engine.hasData())) {
    await engine?.close();
    console.log('no data yet');
    return 0;
  }
  try {
    const report = await buildReport(engine, { since: options.since, until: options.until });
    if (options.report) {
      writeFileSync(options.report, reportHtml(report));
      if (!options.json) console.error(`Report written to ${options.report}`);
    }
    console.log(options.json ? JSON.stringify(report, null, 2) : reportTables(report));
    return 0;
  } finally {
    await engine.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(
      `npm run analytics failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
