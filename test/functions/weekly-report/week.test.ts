import { describe, expect, it } from 'vitest';
import { isoWeek, previousWeek } from '../../../functions/weekly-report/week';

describe('the week the Monday email reports', () => {
  it.each([
    ['Monday 07:00 UTC, the schedule', '2026-11-23T07:00:00Z', '2026-11-16', '2026-11-22'],
    ['Monday, one minute past midnight', '2026-11-23T00:01:00Z', '2026-11-16', '2026-11-22'],
    ['Sunday night, a late manual run', '2026-11-22T23:59:00Z', '2026-11-09', '2026-11-15'],
    ['across a year', '2027-01-04T07:00:00Z', '2026-12-28', '2027-01-03'],
  ])('%s (%s): %s to %s', (_, now, since, until) => {
    expect(previousWeek(new Date(now))).toEqual({ since, until });
  });
});

describe("the ISO week that keys a week's send", () => {
  it.each([
    ['a Monday in November', '2026-11-16', '2026-W47'],
    ['its Sunday, the same week', '2026-11-22', '2026-W47'],
    ['a Monday in December whose Thursday is in January', '2025-12-29', '2026-W01'],
    ['1 January on a Friday, the last week of the year before', '2027-01-01', '2026-W53'],
    ['the 53rd week of 2026', '2026-12-28', '2026-W53'],
    ['the first Monday of 2027', '2027-01-04', '2027-W01'],
    ['a leap day', '2028-02-29', '2028-W09'],
  ])('%s (%s): %s', (_, day, week) => {
    expect(isoWeek(day)).toBe(week);
  });
});
