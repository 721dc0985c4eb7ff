import { type SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { ANALYTICS_LOG_RETENTION_MONTHS } from '../../web/src/config/analytics';
import type { QueryEngine } from '../analytics/query-engine';
import { type AnalyticsReport, buildReport } from '../analytics/report';
import { rawEmail } from './mime';
import type { WeeklyReportRun } from './report-event';
import type { ReportSendRecord, ReportSends } from './report-sends';
import { weeklyEmail } from './summary-email';
import { isoWeek, previousWeek } from './week';

export interface WeeklyReportServices {
  readonly engine: QueryEngine;
  readonly ses: SESClient;
  readonly sends: ReportSends;
  readonly senderEmail: string;
  readonly recipientEmail: string;
  readonly sesConfigurationSet: string | undefined;
}

/** One run: which week, forced or not, who runs it and until when it may hold the week. */
export interface WeeklyReportAttempt extends WeeklyReportRun {
  readonly claimId: string;
  /** The real clock, epoch milliseconds. */
  readonly now: number;
  /** The run's lease: past it, another run may take the week over. */
  readonly leaseUntil: number;
}

/**
 * What a run did, returned to whoever invoked it (the console's or the CLI's invoke shows it):
 * `sent`, or why nothing was sent.
 */
export type WeeklyReportOutcome =
  | {
      readonly outcome: 'sent';
      readonly week: string;
      readonly from: string;
      readonly to: string;
      readonly messageId: string;
      readonly totals: AnalyticsReport['totals'];
      readonly attached: boolean;
    }
  | {
      readonly outcome: 'already-sent' | 'in-progress';
      readonly week: string;
      readonly from: string;
      readonly to: string;
      readonly message: string;
      readonly sentAt?: string;
      readonly messageId?: string;
    };

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The record goes with the logs the report was drawn from: after that, there is no report. */
function expiresAt(until: string): number {
  const end = new Date(`${until}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + ANALYTICS_LOG_RETENTION_MONTHS);
  return Math.floor(end.getTime() / 1000);
}

function notSent(
  week: string,
  range: { since: string; until: string },
  record: ReportSendRecord | undefined,
): WeeklyReportOutcome {
  const period = `${week} (${range.since} to ${range.until})`;
  if (record?.state === 'sent') {
    return {
      outcome: 'already-sent',
      week,
      from: range.since,
      to: range.until,
      message: `The weekly email for ${period} was already sent at ${record.sentAt} (SES message ${record.messageId}); nothing was sent. To send it again, invoke the function with {"force": true}.`,
      ...(record.sentAt ? { sentAt: record.sentAt } : {}),
      ...(record.messageId ? { messageId: record.messageId } : {}),
    };
  }
  const until = record?.leaseUntil ? new Date(record.leaseUntil).toISOString() : 'its lease ends';
  return {
    outcome: 'in-progress',
    week,
    from: range.since,
    to: range.until,
    message: `Another run is sending the weekly email for ${period}; nothing was sent. If that run fails, the week can be sent again after ${until}.`,
  };
}

/**
 * Last week's report, emailed at most once: the run claims the week (report-sends.ts), builds
 * the report, sends it, and marks the week sent. A run that finds the week sent or held by
 * another run sends nothing and says why. A failed query or send marks the week failed and
 * rethrows: the alarm fires, and the next run (by hand, or a late redelivery) may send it.
 */
export async function sendWeeklyReport(
  services: WeeklyReportServices,
  attempt: WeeklyReportAttempt,
): Promise<WeeklyReportOutcome> {
  const { sends } = services;
  const range = previousWeek(new Date(attempt.weekBefore));
  const week = isoWeek(range.since);
  const claim = await sends.claim({
    week,
    range,
    claimId: attempt.claimId,
    now: attempt.now,
    leaseUntil: attempt.leaseUntil,
    expiresAt: expiresAt(range.until),
    force: attempt.force,
  });
  if (!claim.taken) return notSent(week, range, claim.record);

  let messageId: string;
  let totals: AnalyticsReport['totals'];
  let attached: boolean;
  try {
    const report = await buildReport(services.engine, range);
    totals = report.totals;
    const email = weeklyEmail(report, {
      from: services.senderEmail,
      to: services.recipientEmail,
    });
    const output = await services.ses.send(
      new SendRawEmailCommand({
        Source: services.senderEmail,
        Destinations: [services.recipientEmail],
        RawMessage: { Data: new TextEncoder().encode(rawEmail(email)) },
        ...(services.sesConfigurationSet
          ? { ConfigurationSetName: services.sesConfigurationSet }
          : {}),
      }),
    );
    messageId = output.MessageId ?? '';
    attached = email.attachments.length > 0;
  } catch (error) {
    // If even this fails, the lease runs out and frees the week all the same.
    await sends.markFailed(week, attempt.claimId, reasonOf(error)).catch(() => undefined);
    throw error;
  }
  try {
    await sends.markSent(week, attempt.claimId, messageId, Date.now());
  } catch (error) {
    throw new Error(
      `The weekly email for ${week} was sent (SES message ${messageId}) but not recorded as sent: ${reasonOf(error)}. A run for this week after ${new Date(attempt.leaseUntil).toISOString()} would send it again.`,
    );
  }
  return { outcome: 'sent', week, from: range.since, to: range.until, messageId, totals, attached };
}
