import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryEngine } from '../../../functions/analytics/query-engine';
import { type AnalyticsReport, buildReport } from '../../../functions/analytics/report';
import { CANARY_USER_AGENT, SMOKE_USER_AGENT } from '../../../functions/site-checks/user-agents';
import { createDuckDbEngine } from '../../../infra/analytics/duckdb-engine';
import { listLogFiles } from '../../../infra/analytics/log-files';
import { BEACON_QUERY_MAX_LENGTH } from '../../../web/src/config/analytics';
import {
  DESKTOP,
  type FixtureRequest,
  GOOGLEBOT,
  HOST,
  MOBILE,
  TABLET,
  writeFixtureLogs,
} from './fixture-logs';

const SITE = `https://${HOST}`;
const D1 = '2026-11-24';
const D2 = '2026-11-25';

/** Each row says whether it counts; the expectations below are counted from these by hand. */
const REQUESTS: FixtureRequest[] = [
  // Counted: an entry from a newsletter, served from a Madrid edge with no c-country.
  {
    date: D1,
    path: '/',
    query: 'utm_source=newsletter&utm_medium=email&utm_campaign=november',
    status: 200,
    referer: 'https://news.example.com/story?id=1',
    edge: 'MAD53-P2',
  },
  // Counted, not a visit: a client-side navigation to /contact.
  { date: D1, path: '/_nav', query: 'p=%2Fcontact&r=%2F', status: 204, referer: `${SITE}/` },
  // Not page views: an asset, a HEAD, a redirect, a missing file, an unknown path, a bad beacon.
  { date: D1, path: '/assets/main-abc.js', status: 200, referer: `${SITE}/` },
  { date: D1, method: 'HEAD', path: '/', status: 200 },
  { date: D1, path: '/Contact', status: 301 },
  { date: D1, path: '/nope.png', status: 404 },
  { date: D1, path: '/wp-login', status: 200 },
  { date: D1, path: '/_nav', query: 'p=%2Fwp-admin&r=%2F', status: 204 },
  { date: D1, path: '/_nav', query: 'p=%2Fcontact', status: 400 },
  {
    date: D1,
    path: '/_nav',
    query: `p=%2Fcontact&r=${'x'.repeat(BEACON_QUERY_MAX_LENGTH)}`,
    status: 204,
  },
  // Counted: a Spanish visit from a phone in Argentina, no referrer.
  { date: D1, path: '/es', status: 200, userAgent: MOBILE, country: 'AR' },
  // Counted, not a visit: /contact revalidated (304) from a tablet, reached from the site.
  { date: D1, path: '/contact', status: 304, referer: `${SITE}/`, userAgent: TABLET },
  // Bots and the site's own checks: never counted, their enquiries neither.
  { date: D1, path: '/', status: 200, userAgent: GOOGLEBOT },
  { date: D1, path: '/', status: 200, userAgent: SMOKE_USER_AGENT },
  { date: D1, path: '/', status: 200, userAgent: '' },
  {
    date: D1,
    method: 'POST',
    path: '/api/form',
    status: 200,
    referer: `${SITE}/contact`,
    userAgent: CANARY_USER_AGENT,
  },
  // An accepted enquiry from /contact, and a refused one.
  { date: D1, method: 'POST', path: '/api/form', status: 200, referer: `${SITE}/contact` },
  { date: D1, method: 'POST', path: '/api/form', status: 400, referer: `${SITE}/contact` },
  // The next day: a visit from LinkedIn on a tablet through an edge of no known country…
  {
    date: D2,
    path: '/contact',
    status: 200,
    referer: 'https://www.linkedin.com/',
    userAgent: TABLET,
    edge: 'XYZ1-C1',
  },
  // …and an enquiry from the Spanish home page.
  {
    date: D2,
    method: 'POST',
    path: '/api/form',
    status: 200,
    referer: `${SITE}/es`,
    userAgent: MOBILE,
  },
  // Outside the range.
  { date: '2026-11-23', path: '/', status: 200 },
];

describe('the report queries on DuckDB over fixture logs', () => {
  let dir: string;
  let engine: QueryEngine;
  let report: AnalyticsReport;

  beforeAll(async () => {
    dir = await writeFixtureLogs(REQUESTS);
    engine = await createDuckDbEngine(dir);
    report = await buildReport(engine, { since: D1, until: D2 });
  });
  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same JSON, byte for byte, with its queries on four connections at once', async () => {
    const concurrent = await createDuckDbEngine(dir, { concurrency: 4 });
    try {
      expect(concurrent.concurrency).toBe(4);
      const again = await buildReport(concurrent, { since: D1, until: D2 });
      expect(JSON.stringify(again, null, 2)).toBe(JSON.stringify(report, null, 2));
    } finally {
      await concurrent.close();
    }
  });

  it('reads rolled Parquet files and the open JSON-lines file alike', () => {
    const files = listLogFiles(dir);
    expect(files.parquet).toHaveLength(2);
    expect(files.jsonl).toHaveLength(1);
  });

  it('counts page views, visits and enquiries per day and in total', () => {
    expect(report.totals).toEqual({ pageviews: 5, visits: 3, enquiries: 2 });
    expect(report.days).toEqual([
      { date: D1, pageviews: 4, visits: 2, enquiries: 1 },
      { date: D2, pageviews: 1, visits: 1, enquiries: 1 },
    ]);
  });

  it('counts page views and enquiries per page', () => {
    expect(report.pages).toEqual([
      { path: '/contact', pageviews: 3, enquiries: 1 },
      { path: '/', pageviews: 1, enquiries: 0 },
      { path: '/es', pageviews: 1, enquiries: 1 },
    ]);
  });

  it('counts per language', () => {
    expect(report.languages).toEqual([
      { language: 'en', pageviews: 4, visits: 2, enquiries: 1 },
      { language: 'es', pageviews: 1, visits: 1, enquiries: 1 },
    ]);
  });

  it('counts visits per referrer host and per campaign of the landing page', () => {
    expect(report.referrers).toEqual([
      { referrer: 'news.example.com', visits: 1 },
      { referrer: 'www.linkedin.com', visits: 1 },
    ]);
    expect(report.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'november', visits: 1 },
    ]);
  });

  it('counts visits per country, from c-country or else the edge, and per device', () => {
    expect(report.countries).toEqual([
      { country: 'AR', visits: 1 },
      { country: 'ES', visits: 1 },
      { country: null, visits: 1 },
    ]);
    expect(report.devices).toEqual([
      { device: 'desktop', visits: 1 },
      { device: 'mobile', visits: 1 },
      { device: 'tablet', visits: 1 },
    ]);
  });

  it('reads only the days of its range', async () => {
    const day = await buildReport(engine, { since: '2026-11-23', until: '2026-11-23' });
    expect(day.totals).toEqual({ pageviews: 1, visits: 1, enquiries: 0 });
  });
});

describe('the bot pattern in SQL', () => {
  it('agrees with isbot on real browsers and on bots', async () => {
    const { isbot } = await import('isbot');
    const agents = [
      DESKTOP,
      MOBILE,
      TABLET,
      GOOGLEBOT,
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ];
    const dir = await writeFixtureLogs(
      agents.map((userAgent) => ({ date: D1, path: '/', status: 200, userAgent })),
    );
    const engine = await createDuckDbEngine(dir);
    try {
      const report = await buildReport(engine, { since: D1, until: D1 });
      expect(report.totals.pageviews).toBe(agents.filter((ua) => !isbot(ua)).length);
      expect(report.totals.pageviews).toBe(5);
    } finally {
      await engine.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
