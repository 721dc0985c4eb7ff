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

/**
 * The ISO 8601 week of a day, `2026-W47`: the name of the week a report covers. Its year is the
 * year of the week's Thursday, so the days of 29 December 2025 to 4 January 2026 are `2026-W01`.
 */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
