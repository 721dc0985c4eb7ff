import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type AnalyticsReport, daysOf } from '../../../functions/analytics/report';
import { reportHtml } from '../../../functions/analytics/report-html';

/** A report over `since`..`until` whose days rise and fall, so every chart has a shape. */
function reportOver(since: string, until: string): AnalyticsReport {
  const days = daysOf({ since, until }).map((date, i) => ({
    date,
    pageviews: 20 + ((i * 7) % 13),
    visits: 5 + ((i * 3) % 5),
    enquiries: i % 10 === 0 ? 1 : 0,
  }));
  const sum = (key: 'pageviews' | 'visits' | 'enquiries') =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    source: 'local',
    from: since,
    to: until,
    totals: { pageviews: sum('pageviews'), visits: sum('visits'), enquiries: sum('enquiries') },
    days,
    pages: [
      { path: '/', pageviews: 30, enquiries: 0 },
      { path: '/contact', pageviews: 12, enquiries: 2 },
    ],
    languages: [{ language: 'en', pageviews: 42, visits: 9, enquiries: 2 }],
    referrers: [{ referrer: 'news.example.com', visits: 4 }],
    campaigns: [{ source: 'newsletter', medium: 'email', campaign: 'november', visits: 3 }],
    countries: [{ country: null, visits: 2 }],
    devices: [{ device: 'mobile', visits: 7 }],
  };
}

/** The first section's chart: "Page views and visits per day". */
function dailyChart(html: string): string {
  const start = html.indexOf('<h2>Page views and visits per day</h2>');
  return html.slice(start, html.indexOf('</section>', start));
}

/** The `<g aria-label="…">` groups of a chart, by label. */
function groups(svg: string, label: string): string[] {
  return [...svg.matchAll(new RegExp(`<g[^>]*aria-label="${label}"[^>]*>(.*?)</g>`, 'gs'))].map(
    (m) => m[1] ?? '',
  );
}

/** The x position of each tick label and its text (a year under its month, for instance). */
function xTickLabels(svg: string): { x: number; text: string }[] {
  return [
    ...(groups(svg, 'x-axis tick label')[0] ?? '').matchAll(
      /<text transform="translate\(([\d.]+),[\d.]+\)"[^>]*>(.*?)<\/text>/g,
    ),
  ].map((m) => ({
    x: Number(m[1]),
    text: (m[2] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** The points of each series' line, from its path's `M x,y L x,y …`. */
function linePoints(svg: string): number[] {
  const line = groups(svg, 'line')[0] ?? '';
  return [...line.matchAll(/<path[^>]* d="([^"]+)"/g)].map(
    (m) => (m[1] ?? '').split(/[ML]/).filter(Boolean).length,
  );
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  warn.mockRestore();
});

describe.each([
  ['one day', '2026-11-23', '2026-11-23'],
  ['one month', '2026-11-01', '2026-11-30'],
  ['two years', '2024-11-01', '2026-10-31'],
])('the HTML report over %s', (_, since, until) => {
  it('draws every chart without a Plot warning: no ⚠ in a chart, nothing on console.warn', () => {
    const html = reportHtml(reportOver(since, until));

    expect(html).toContain('<svg');
    // Plot draws "⚠️" (U+26A0 U+FE0F) with a title "N warning(s). Please check the console."
    expect(html).not.toContain('\u26a0');
    expect(html).not.toMatch(/warnings?\. Please check the console/);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the daily chart', () => {
  it('shows one day as two bars, page views and visits, with their numbers, not a line of one point', () => {
    const chart = dailyChart(reportHtml(reportOver('2026-11-23', '2026-11-23')));

    expect(groups(chart, 'line')).toEqual([]);
    expect(groups(chart, 'bar')[0]?.match(/<rect/g)).toHaveLength(2);
    const labels = groups(chart, 'y-axis tick label')[0] ?? '';
    expect(labels).toContain('page views');
    expect(labels).toContain('visits');
    expect(groups(chart, 'text')[0]).toMatch(/>20<.*>5</s);
    expect(chart).toContain('on 2026-11-23');
  });

  it('shows a month as two lines of 30 days, each day marked', () => {
    const chart = dailyChart(reportHtml(reportOver('2026-11-01', '2026-11-30')));

    expect(linePoints(chart)).toEqual([30, 30]);
    expect(chart).toContain('<marker');
    expect(chart).toContain('page views');
    expect(chart).toContain('visits');
  });

  it('shows two years as two lines without a marker per day, with month ticks that do not overlap and name each year', () => {
    const chart = dailyChart(reportHtml(reportOver('2024-11-01', '2026-10-31')));

    expect(linePoints(chart)).toEqual([730, 730]);
    expect(chart).not.toContain('<marker');
    const ticks = xTickLabels(chart);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(12);
    // 13px text: a month's three letters are about 25px wide.
    for (const [a, b] of ticks.slice(1).map((tick, i) => [ticks[i], tick] as const)) {
      expect((b?.x ?? 0) - (a?.x ?? 0)).toBeGreaterThanOrEqual(40);
    }
    expect(ticks.map((t) => t.text)).toEqual(expect.arrayContaining(['Jan 2025', 'Jan 2026']));
  });
});
