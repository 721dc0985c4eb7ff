/**
 * `npm run analytics -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--json] [--report FILE.html]
 * [--local | --stack NAME]`: page views, visits and enquiries from the access logs.
 *
 * `--local` reads the twin's records (.local-data/logs/, or $ANALYTICS_LOG_DIR) with DuckDB;
 * `--stack NAME` the deployed stack's logs with Athena (its AnalyticsWorkGroup and
 * AnalyticsDatabase outputs, the user's AWS credentials). By default the twin's records when there
 * are any, else the stack named in cdk.json. Bad input, a stack that does not exist or has no
 * analytics: a message and exit 2; AWS failing: exit 1; no records: "no data yet", exit 0.
 */
import { writeFileSync } from 'node:fs';
import { AthenaClient } from '@aws-sdk/client-athena';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { createAthenaEngine } from '../../functions/analytics/athena-engine';
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
import { chooseSource, stackAthenaTarget } from '../analytics/stack-target';
import { cdkJsonContext, readConfig } from '../config';

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

/** The stack's Glue table and workgroup, in the config's region, with the user's credentials. */
async function stackEngine(name: string, region: string): Promise<QueryEngine> {
  const target = await stackAthenaTarget(new CloudFormationClient({ region }), name, region);
  console.error(
    `Using the stack ${name} (${region}, Athena workgroup ${target.workGroup}, database ${target.database}).`,
  );
  return createAthenaEngine(new AthenaClient({ region }), target);
}

async function chooseEngine(target: AnalyticsOptions['target']): Promise<QueryEngine> {
  // The default stack (cdk.json, or STACK_NAME) and the region (cdk.json's alone).
  const context = cdkJsonContext();
  const config = readConfig((key) => context[key]);
  const source = chooseSource(
    target,
    target.kind === 'default' && hasLocalLogs(),
    config.stackName,
  );
  if (source.kind === 'stack') return stackEngine(source.name, config.region);
  console.error(`Using the local twin's logs (${logDir}).`);
  return localEngine();
}

async function main(): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const options = parseAnalyticsArgs(process.argv.slice(2), today);
  const engine = await chooseEngine(options.target);
  if (!(await engine.hasData())) {
    await engine.close();
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
