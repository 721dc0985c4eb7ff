import type { AnalyticsReport } from '../analytics/report';
import { reportHtml } from '../analytics/report-html';
import type { RawEmail } from './mime';

/** Pages the email lists; the attached report has them all. */
const TOP_PAGES = 5;

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The Monday email: the week's totals, its top pages and its inquiries in a few lines of text
 * and HTML, with the full HTML report attached. A week without a page view still gets its email,
 * saying so and with nothing attached: silence would look the same as a report that broke.
 */
export function weeklyEmail(
  report: AnalyticsReport,
  addresses: { from: string; to: string },
): RawEmail {
  const { totals } = report;
  const period = `${report.from} to ${report.to}`;
  const quiet = totals.pageviews === 0 && totals.enquiries === 0;
  const subject = quiet
    ? `Website analytics, ${period}: no visits this week`
    : `Website analytics, ${period}: ${plural(totals.pageviews, 'page view', 'page views')}, ${plural(totals.visits, 'visit', 'visits')}, ${plural(totals.enquiries, 'inquiry', 'inquiries')}`;
  const pages = [...report.pages].sort((a, b) => b.pageviews - a.pageviews).slice(0, TOP_PAGES);
  const converting = report.pages.filter((p) => p.enquiries > 0);

  const text = quiet
    ? [`No page views were recorded on ${report.source} from ${period} (UTC).`, '']
    : [
        `${report.source}, ${period} (UTC), from the site's own CDN logs.`,
        '',
        `Page views: ${totals.pageviews}`,
        `Visits: ${totals.visits}`,
        `Inquiries: ${totals.enquiries} (conversion ${percent(totals.enquiries, totals.pageviews)})`,
        '',
        'Top pages (page views):',
        ...pages.map((p) => `  ${p.path}  ${p.pageviews}`),
        '',
        'Inquiries per page (conversion):',
        ...(converting.length === 0
          ? ['  none this week']
          : converting.map(
              (p) => `  ${p.path}  ${p.enquiries} (${percent(p.enquiries, p.pageviews)})`,
            )),
        '',
        `The charts and every breakdown are in the attached report-${report.to}.html.`,
        '',
      ];
  const html = quiet
    ? `<p>No page views were recorded on ${escapeHtml(report.source)} from ${period} (UTC).</p>`
    : [
        `<p>${escapeHtml(report.source)}, ${period} (UTC), from the site's own CDN logs.</p>`,
        `<p><strong>${totals.pageviews}</strong> page views, <strong>${totals.visits}</strong> visits, <strong>${totals.enquiries}</strong> inquiries (conversion ${percent(totals.enquiries, totals.pageviews)}).</p>`,
        '<h2>Top pages</h2>',
        '<table><thead><tr><th align="left">Page</th><th align="right">Page views</th><th align="right">Inquiries</th><th align="right">Conversion</th></tr></thead><tbody>',
        ...pages.map(
          (p) =>
            `<tr><td>${escapeHtml(p.path)}</td><td align="right">${p.pageviews}</td><td align="right">${p.enquiries}</td><td align="right">${percent(p.enquiries, p.pageviews)}</td></tr>`,
        ),
        '</tbody></table>',
        `<p>The charts and every breakdown are in the attached report-${report.to}.html.</p>`,
      ].join('\n');

  return {
    from: addresses.from,
    to: addresses.to,
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html><body>${html}</body></html>`,
    attachments: quiet
      ? []
      : [
          {
            filename: `report-${report.to}.html`,
            contentType: 'text/html',
            content: reportHtml(report),
          },
        ],
  };
}
