import { randomUUID } from 'node:crypto';
import { AthenaClient } from '@aws-sdk/client-athena';
import type { Context } from 'aws-lambda';
import { createAthenaEngine } from '../analytics/athena-engine';
import { createDocumentClient, createDynamoDbClient, createSesClient } from '../enquiries/clients';
import { jsonLog } from '../json-log';
import { readReportEvent } from './report-event';
import { ReportSends } from './report-sends';
import { sendWeeklyReport, type WeeklyReportOutcome } from './send-weekly-report';
import { readWeeklyReportSettings } from './settings';

const log = jsonLog('weekly-report');

// Read once, at cold start. The clients live as long as the container.
const settings = readWeeklyReportSettings(process.env);
const engine = createAthenaEngine(
  new AthenaClient({}),
  { source: settings.siteName, database: settings.database, workGroup: settings.workGroup },
  // A query still running after 25 s fails the report: the ten run at once (ATHENA_CONCURRENT_QUERIES).
  { timeoutMs: 25_000 },
);
const ses = createSesClient(settings.sesEndpoint);
const sends = new ReportSends(
  createDocumentClient(createDynamoDbClient(settings.dynamodbEndpoint)),
  settings.enquiryTable,
);

/** Lambda's longest timeout: the lease of a run invoked without a context (tests, scripts). */
const MAX_INVOCATION_MS = 15 * 60_000;
/** A lease outlasts its run by this much, for the clocks of two hosts that disagree a little. */
const LEASE_MARGIN_MS = 60_000;

/**
 * Every Monday (an EventBridge schedule): the report of the week that ended on Sunday, on
 * Athena, emailed to the firm with the HTML report attached, once (send-weekly-report.ts). A run
 * by hand takes `{}`, or `{"force": true}` to send a week that already went out. A failure is
 * thrown, so the invocation counts as an error and the WeeklyReportErrors alarm fires.
 */
export async function handler(
  event: unknown,
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<WeeklyReportOutcome> {
  const now = Date.now();
  const run = readReportEvent(event, now);
  // The lease lasts until Lambda has surely stopped this run: past it, no one is still sending.
  const leaseUntil =
    now + (context?.getRemainingTimeInMillis() ?? MAX_INVOCATION_MS) + LEASE_MARGIN_MS;
  const outcome = await sendWeeklyReport(
    {
      engine,
      ses,
      sends,
      senderEmail: settings.senderEmail,
      recipientEmail: settings.recipientEmail,
      sesConfigurationSet: settings.sesConfigurationSet,
    },
    { ...run, claimId: randomUUID(), now, leaseUntil },
  );
  log('info', { ...outcome, force: run.force });
  return outcome;
}
