import type { DateRange } from '../analytics/render-query';

const DAY = 86_400_000;

/**
 * The last whole week before `now`, Monday to Sunday in UTC, the days the access logs are
 * partitioned by. Run on a Monday, that is the week that ended the night before.
 */
export function previousWeek(now: Date): DateRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since this week's Monday.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = today - (sinceMonday + 7) * DAY;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { since: iso(monday), until: iso(monday + 6 * DAY) };
}
