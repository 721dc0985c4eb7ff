/**
 * What the function is invoked with. EventBridge's Monday event carries `time` (and fields the
 * report does not read); a run by hand may send `{}` (last week, as of now), a `time` naming the
 * week after the one wanted, and `"force": true` to send a week that was already sent.
 */
export interface WeeklyReportEvent {
  /** ISO 8601. The report covers the last whole week before it. @default now */
  readonly time?: string;
  /** Send even if this week's email already went out. @default false */
  readonly force?: boolean;
}

export interface WeeklyReportRun {
  /** Epoch milliseconds: the report covers the last whole week before it. */
  readonly weekBefore: number;
  readonly force: boolean;
}

/** A mistyped event is refused with the reason, before any query runs or any email goes out. */
export class ReportEventError extends Error {
  override name = 'ReportEventError';
}

export function readReportEvent(event: unknown, now: number): WeeklyReportRun {
  if (event === null || event === undefined) return { weekBefore: now, force: false };
  if (typeof event !== 'object' || Array.isArray(event)) {
    throw new ReportEventError('The weekly report takes an object, such as {"force": true}.');
  }
  const { time, force } = event as Record<string, unknown>;
  if (force !== undefined && typeof force !== 'boolean') {
    throw new ReportEventError(`"force" must be true or false, got ${JSON.stringify(force)}.`);
  }
  let at = now;
  if (time !== undefined) {
    at = typeof time === 'string' ? Date.parse(time) : Number.NaN;
    if (Number.isNaN(at)) {
      throw new ReportEventError(
        `"time" must be an ISO 8601 date such as "2026-11-23T07:00:00Z", got ${JSON.stringify(time)}.`,
      );
    }
  }
  return { weekBefore: at, force: force === true };
}
