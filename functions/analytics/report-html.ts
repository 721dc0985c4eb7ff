import * as Plot from '@observablehq/plot';
// The DOM is linkedom's, not jsdom's: Plot only creates elements and serializes them, which
// linkedom does at a fraction of jsdom's size, and the weekly-report Lambda bundles it.
import { parseHTML } from 'linkedom';
import type { AnalyticsReport } from './report';

/**
 * The report as one self-contained HTML file: charts as inline SVG drawn here by Observable Plot
 * (its own axes, scales and labels; given a server-side DOM it needs no browser), no
 * script, no stylesheet or font from elsewhere. Charts are 480 wide and scale down to a phone's
 * width with `max-width: 100%`.
 */
const WIDTH = 480;
/** Big enough to read once a phone scales the chart down. */
const STYLE = { fontSize: '13px', background: 'transparent' };
const TOP = 10;

/** A bar's label: whole when it fits the chart's left margin, else its middle elided. */
const LABEL_MAX = 26;
function shortLabel(label: string): string {
  if (label.length <= LABEL_MAX) return label;
  const half = Math.floor((LABEL_MAX - 1) / 2);
  return `${label.slice(0, half)}…${label.slice(label.length - half)}`;
}

/** Whole numbers only on a count axis (Plot would write 0.2 visits), five ticks at most. */
function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 5));
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => index * step);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A chart alone is an `<svg>`; with a legend, a `<figure>` holding the legend and the `<svg>`. */
function svgOf(chart: Element): string {
  return chart.outerHTML;
}

function barChart(
  document: Document,
  rows: { label: string; value: number }[],
  what: string,
): string {
  if (rows.length === 0) return '<p>None in this period.</p>';
  const top = rows.slice(0, TOP).map((row) => ({ ...row, label: shortLabel(row.label) }));
  return svgOf(
    Plot.plot({
      document,
      width: WIDTH,
      height: 40 + top.length * 28,
      marginLeft: 210,
      style: STYLE,
      x: {
        label: what,
        grid: true,
        ticks: countTicks(Math.max(...top.map((r) => r.value))),
        tickFormat: 'd',
      },
      y: { label: null, domain: top.map((r) => r.label) },
      marks: [
        Plot.barX(top, { x: 'value', y: 'label', fill: '#1f4e79' }),
        Plot.text(top, {
          x: 'value',
          y: 'label',
          text: (d: { value: number }) => String(d.value),
          dx: 12,
        }),
        Plot.ruleX([0]),
      ],
    }),
  );
}

/** Past this many days, a marker on every day would merge into a band: the line alone. */
const MARKED_DAYS_MAX = 62;

/**
 * Page views and visits per day. One day is two numbers, not a line: a line of one point is no
 * line at all (Plot warns that each series then has a single point, and draws its ⚠ in the
 * chart), so it gets two bars. A few weeks get a marker on each day, so a quiet day reads as a
 * point at zero; longer periods the line alone, with Plot's own time ticks (months, and the year
 * at each January).
 */
function dayChart(document: Document, report: AnalyticsReport): string {
  const [only, ...more] = report.days;
  if (only && more.length === 0) {
    return barChart(
      document,
      [
        { label: 'page views', value: only.pageviews },
        { label: 'visits', value: only.visits },
      ],
      `on ${only.date}`,
    );
  }
  const series = report.days.flatMap((d) => [
    { date: new Date(`${d.date}T00:00:00Z`), count: d.pageviews, series: 'page views' },
    { date: new Date(`${d.date}T00:00:00Z`), count: d.visits, series: 'visits' },
  ]);
  return svgOf(
    Plot.plot({
      document,
      width: WIDTH,
      height: 260,
      style: STYLE,
      x: { type: 'utc', label: null },
      y: {
        label: 'per day',
        grid: true,
        ticks: countTicks(Math.max(0, ...report.days.map((d) => d.pageviews))),
        tickFormat: 'd',
      },
      color: { legend: true, domain: ['page views', 'visits'], range: ['#1f4e79', '#c55a11'] },
      marks: [
        Plot.lineY(series, {
          x: 'date',
          y: 'count',
          stroke: 'series',
          ...(report.days.length <= MARKED_DAYS_MAX ? { marker: 'circle' } : {}),
        }),
        Plot.ruleY([0]),
      ],
    }),
  );
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
}

export function reportHtml(report: AnalyticsReport): string {
  // linkedom's Document is its own type, structurally close enough for Plot's `document` option.
  const { document } = parseHTML('<!doctype html><html><body></body></html>') as unknown as {
    document: Document;
  };
  const unknown = (value: string | null) => value ?? '(unknown)';
  const sections: [string, string][] = [
    ['Page views and visits per day', dayChart(document, report)],
    [
      'Top pages (page views)',
      barChart(
        document,
        report.pages.map((p) => ({ label: p.path, value: p.pageviews })),
        'page views',
      ),
    ],
    [
      'Languages (page views)',
      barChart(
        document,
        report.languages.map((l) => ({ label: l.language, value: l.pageviews })),
        'page views',
      ),
    ],
    [
      'Referrers (visits)',
      barChart(
        document,
        report.referrers.map((r) => ({ label: r.referrer, value: r.visits })),
        'visits',
      ),
    ],
    [
      'Campaigns (visits)',
      barChart(
        document,
        report.campaigns.map((c) => ({
          label: [c.source, c.medium, c.campaign].filter(Boolean).join(' / '),
          value: c.visits,
        })),
        'visits',
      ),
    ],
    [
      'Countries (visits)',
      barChart(
        document,
        report.countries.map((c) => ({ label: unknown(c.country), value: c.visits })),
        'visits',
      ),
    ],
    [
      'Devices (visits)',
      barChart(
        document,
        report.devices.map((d) => ({ label: d.device, value: d.visits })),
        'visits',
      ),
    ],
    [
      'Inquiries per page',
      barChart(
        document,
        report.pages
          .filter((p) => p.enquiries > 0)
          .map((p) => ({ label: p.path, value: p.enquiries })),
        'inquiries',
      ),
    ],
  ];
  const conversion = report.pages
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.path)}</td><td>${p.pageviews}</td><td>${p.enquiries}</td><td>${percent(p.enquiries, p.pageviews)}</td></tr>`,
    )
    .join('\n');
  const { totals } = report;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Analytics ${escapeHtml(report.from)} to ${escapeHtml(report.to)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 46rem; padding: 1rem; color: #1a1a1a; }
svg { max-width: 100%; height: auto; }
figure { margin: 0; max-width: 100%; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 0.3rem 0.4rem; border-bottom: 1px solid #ddd; text-align: right; }
td { white-space: nowrap; }
th:first-child, td:first-child { text-align: left; overflow-wrap: anywhere; white-space: normal; }
.totals { display: flex; flex-wrap: wrap; gap: 1.5rem; font-size: 1.2rem; }
</style>
</head>
<body>
<h1>Analytics, ${escapeHtml(report.from)} to ${escapeHtml(report.to)}</h1>
<p>Source: ${escapeHtml(report.source)}. From the site's own CDN access logs: no cookie, no script, no IP address. Bots and the site's own checks are left out.</p>
<p class="totals"><span><strong>${totals.pageviews}</strong> page views</span><span><strong>${totals.visits}</strong> visits</span><span><strong>${totals.enquiries}</strong> inquiries</span><span><strong>${percent(totals.enquiries, totals.pageviews)}</strong> conversion</span></p>
${sections.map(([title, chart]) => `<section>\n<h2>${escapeHtml(title)}</h2>\n${chart}\n</section>`).join('\n')}
<section>
<h2>Conversion per page</h2>
<table>
<thead><tr><th>Page</th><th>Views</th><th>Inquiries</th><th>Rate</th></tr></thead>
<tbody>
${conversion}
</tbody>
</table>
</section>
<p>Countries come from CloudFront's viewer country when the log has it, else from the country of the edge location that served the visit, which is an approximation. A visit is a page view whose referrer is not this site; the conversion of a page is its inquiries divided by its page views.</p>
</body>
</html>
`;
}
