import { AthenaClient } from '@aws-sdk/client-athena';
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { ScheduledEvent } from 'aws-lambda';
import { createAthenaEngine } from '../analytics/athena-engine';
import { buildReport } from '../analytics/report';
import { createSesClient } from '../enquiries/clients';
import { jsonLog } from '../json-log';
import { rawEmail } from './mime';
import { readWeeklyReportSettings } from './settings';
import { weeklyEmail } from './summary-email';
import { previousWeek } from './week';

const log = jsonLog('weekly-report');

// Read once, at cold start. The clients live as long as the container.
const settings = readWeeklyReportSettings(process.env);
const athena = new AthenaClient({});
const ses = createSesClient(settings.sesEndpoint);
const engine = createAthenaEngine(
  athena,
  { source: settings.siteName, database: settings.database, workGroup: settings.workGroup },
  // Ten queries one after the other must fit in the function's 5 minutes.
  { timeoutMs: 25_000 },
);

/**
 * Every Monday (an EventBridge schedule): the report of the week that ended on Sunday, on
 * Athena, emailed to the firm with the HTML report attached. Any failure is thrown, so the
 * invocation counts as an error and the WeeklyReportErrors alarm fires; no email goes out.
 */
export async function handler(event: Partial<Pick<ScheduledEvent, 'time'>>): Promise<void> {
  // A run by hand (the console's test event, `{}`) reports the last whole week before now.
  const range = previousWeek(new Date(event.time ?? Date.now()));
  const report = await buildReport(engine, range);
  const email = weeklyEmail(report, { from: settings.senderEmail, to: settings.recipientEmail });
  const output = await ses.send(
    new SendRawEmailCommand({
      Source: settings.senderEmail,
      Destinations: [settings.recipientEmail],
      RawMessage: { Data: new TextEncoder().encode(rawEmail(email)) },
      ...(settings.sesConfigurationSet
        ? { ConfigurationSetName: settings.sesConfigurationSet }
        : {}),
    }),
  );
  log('info', {
    from: range.since,
    to: range.until,
    ...report.totals,
    attached: email.attachments.length > 0,
    messageId: output.MessageId,
  });
}
