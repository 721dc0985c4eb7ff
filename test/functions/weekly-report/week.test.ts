import { describe, expect, it } from 'vitest';
import { previousWeek } from '../../../functions/weekly-report/week';

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
