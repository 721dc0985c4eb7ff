import type { AnalyticsReport } from '../../functions/analytics/report';

type Cell = string | number | null;

function table(title: string, headings: string[], rows: Cell[][]): string {
  if (rows.length === 0) return `${title}\n  (none)\n`;
  const text = rows.map((row) => row.map((cell) => (cell === null ? '(unknown)' : String(cell))));
  const widths = headings.map((h, i) =>
    Math.max(h.length, ...text.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`;
  return `${[title, line(headings), ...text.map(line)].join('\n')}\n`;
}

/** The report as readable tables for the terminal. */
export function reportTables(report: AnalyticsReport): string {
  const { totals } = report;
  return [
    `Analytics from ${report.from} to ${report.to} (${report.source})`,
    `  ${totals.pageviews} page views, ${totals.visits} visits, ${totals.enquiries} inquiries\n`,
    table(
      'Per day',
      ['date', 'page views', 'visits', 'inquiries'],
      report.days.map((d) => [d.date, d.pageviews, d.visits, d.enquiries]),
    ),
    table(
      'Pages',
      ['path', 'page views', 'inquiries'],
      report.pages.map((p) => [p.path, p.pageviews, p.enquiries]),
    ),
    table(
      'Languages',
      ['language', 'page views', 'visits', 'inquiries'],
      report.languages.map((l) => [l.language, l.pageviews, l.visits, l.enquiries]),
    ),
    table(
      'Referrers',
      ['referrer', 'visits'],
      report.referrers.map((r) => [r.referrer, r.visits]),
    ),
    table(
      'Campaigns',
      ['source', 'medium', 'campaign', 'visits'],
      report.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visits]),
    ),
    table(
      "Countries (c-country, else the edge location's country)",
      ['country', 'visits'],
      report.countries.map((c) => [c.country, c.visits]),
    ),
    table(
      'Devices',
      ['device', 'visits'],
      report.devices.map((d) => [d.device, d.visits]),
    ),
  ].join('\n');
}
