import type { QueryEngine, Row } from './query-engine';
import { type DateRange, QUERY_NAMES, type QueryName, renderQuery } from './render-query';

/**
 * The report's one shape: `npm run analytics -- --json` prints it, and the terminal tables, the
 * HTML report and the weekly email render it. Scripts depend on it: keep it.
 */
export interface AnalyticsReport {
  readonly source: string;
  readonly from: string;
  readonly to: string;
  readonly totals: { pageviews: number; visits: number; enquiries: number };
  readonly days: { date: string; pageviews: number; visits: number; enquiries: number }[];
  readonly pages: { path: string; pageviews: number; enquiries: number }[];
  readonly languages: { language: string; pageviews: number; visits: number; enquiries: number }[];
  readonly referrers: { referrer: string; visits: number }[];
  readonly campaigns: {
    source: string;
    medium: string | null;
    campaign: string | null;
    visits: number;
  }[];
  /** `null`: a visit whose country neither `c-country` nor the edge location tells. */
  readonly countries: { country: string | null; visits: number }[];
  readonly devices: { device: string; visits: number }[];
}

export type QueryResults = Readonly<Record<QueryName, readonly Row[]>>;

function num(value: Row[string] | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

function text(value: Row[string] | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

/** UTM values arrive percent-encoded from the query string; a malformed one stays as it is. */
function decoded(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every day from `since` to `until`, so a chart shows the quiet days too. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  const end = Date.parse(`${range.until}T00:00:00Z`);
  for (let t = Date.parse(`${range.since}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function byKey<T>(rows: readonly Row[], key: string, map: (row: Row) => T): Map<string, T> {
  return new Map(rows.map((row) => [String(row[key]), map(row)]));
}

/** Rows in the queries' order; sums rows whose decoded keys meet. */
function merged<T extends { visits: number }>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const prior = seen.get(k);
    if (prior) prior.visits += item.visits;
    else seen.set(k, item);
  }
  return [...seen.values()].sort((a, b) => b.visits - a.visits);
}

/** Shapes the queries' rows into the report. */
export function shapeReport(
  source: string,
  range: DateRange,
  results: QueryResults,
): AnalyticsReport {
  const dayViews = byKey(results['pageviews-by-day'], 'date', (r) => ({
    pageviews: num(r.pageviews),
    visits: num(r.visits),
  }));
  const dayEnquiries = byKey(results['enquiries-by-day'], 'date', (r) => num(r.enquiries));
  const days = daysOf(range).map((date) => ({
    date,
    pageviews: dayViews.get(date)?.pageviews ?? 0,
    visits: dayViews.get(date)?.visits ?? 0,
    enquiries: dayEnquiries.get(date) ?? 0,
  }));
  const totals = days.reduce(
    (sum, day) => ({
      pageviews: sum.pageviews + day.pageviews,
      visits: sum.visits + day.visits,
      enquiries: sum.enquiries + day.enquiries,
    }),
    { pageviews: 0, visits: 0, enquiries: 0 },
  );

  const pageEnquiries = byKey(
    results['enquiries-by-page'].filter((r) => text(r.path) !== null),
    'path',
    (r) => num(r.enquiries),
  );
  const pages = results['pageviews-by-page'].map((r) => ({
    path: String(r.path),
    pageviews: num(r.pageviews),
    enquiries: pageEnquiries.get(String(r.path)) ?? 0,
  }));
  for (const [path, enquiries] of pageEnquiries) {
    if (!pages.some((page) => page.path === path)) pages.push({ path, pageviews: 0, enquiries });
  }

  const languageEnquiries = byKey(
    results['enquiries-by-language'].filter((r) => text(r.language) !== null),
    'language',
    (r) => num(r.enquiries),
  );
  const languages = results['pageviews-by-language'].map((r) => ({
    language: String(r.language),
    pageviews: num(r.pageviews),
    visits: num(r.visits),
    enquiries: languageEnquiries.get(String(r.language)) ?? 0,
  }));
  for (const [language, enquiries] of languageEnquiries) {
    if (!languages.some((l) => l.language === language)) {
      languages.push({ language, pageviews: 0, visits: 0, enquiries });
    }
  }

  return {
    source,
    from: range.since,
    to: range.until,
    totals,
    days,
    pages,
    languages,
    referrers: results['visits-by-referrer'].map((r) => ({
      referrer: String(r.referrer),
      visits: num(r.visits),
    })),
    campaigns: merged(
      results['visits-by-campaign'].map((r) => ({
        source: decoded(text(r.source)) ?? '',
        medium: decoded(text(r.medium)),
        campaign: decoded(text(r.campaign)),
        visits: num(r.visits),
      })),
      (c) => JSON.stringify([c.source, c.medium, c.campaign]),
    ),
    countries: results['visits-by-country'].map((r) => ({
      country: text(r.country),
      visits: num(r.visits),
    })),
    devices: results['visits-by-device'].map((r) => ({
      device: String(r.device),
      visits: num(r.visits),
    })),
  };
}

/**
 * `task` for every item, at most `limit` at a time, the results in the items' order. After a
 * failure no further item starts; the error thrown is the first failed item's, in the items'
 * order, whichever finished first, so a failing report always names the same query.
 */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const settled: PromiseSettledResult<R>[] = [];
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        settled[index] = { status: 'fulfilled', value: await task(items[index] as T) };
      } catch (reason) {
        settled[index] = { status: 'rejected', reason };
        failed = true;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  const rejected = settled.find((result) => result?.status === 'rejected');
  if (rejected) throw rejected.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<R>).value);
}

/**
 * Runs every query of the report on one engine, as many at once as the engine takes, and shapes
 * the rows. The queries are independent: on Athena, where each waits a second or more in the
 * queue and the planner, the report then waits about one query's time, not ten. The order they
 * finish in changes nothing: each query's rows are shaped by its name.
 */
export async function buildReport(engine: QueryEngine, range: DateRange): Promise<AnalyticsReport> {
  const rows = await mapConcurrently(QUERY_NAMES, engine.concurrency, (name) =>
    engine.run(name, renderQuery(name, range)),
  );
  const results = Object.fromEntries(QUERY_NAMES.map((name, i) => [name, rows[i] ?? []]));
  return shapeReport(engine.source, range, results as QueryResults);
}
