/**
 * `npm run bench:web`: builds the site, serves it with the local twin next to a one-file static
 * reference page, and runs Lighthouse 12 (its default mobile emulation and simulated
 * throttling) in Debian's chromium on the reference, on every route (the article indexes
 * included) and on one article per language, five rounds, each round measuring the reference
 * first. Prints each route's medians and its LCP's ratio to the
 * reference's median, and writes the table to docs/benchmarks/web-lighthouse.md. A benchmark,
 * not a test: it reports numbers and fails only if it cannot measure.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadArticles } from '../../web/build/insights/load-articles';
import { LOCALES } from '../../web/src/config/locales';
import { ROUTE_LIST } from '../../web/src/config/routes';
import {
  HTTPS_REQUESTED,
  lighthouseReport,
  median,
  REFERENCE_PATH,
  startBenchSite,
} from './lighthouse-site';

/** With `--https` (HTTPS and HTTP/2, as CloudFront serves), a report of its own. */
const REPORT_FILE = fileURLToPath(
  new URL(
    `../../docs/benchmarks/web-lighthouse${HTTPS_REQUESTED ? '-https' : ''}.md`,
    import.meta.url,
  ),
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ROUNDS = 5;

/** Targets of the speed issue (#11), the ratio as issue 29 (§9, the last round trip) tightened it. */
const LCP_TARGET_MS = 900;
const RATIO_TARGET = 1.1;
const TBT_TARGET_MS = 50;

interface Run {
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
  /** Each layout shift Lighthouse saw: its score and the element that moved most. */
  shifts: string[];
}

/** What this script reads of an item of Lighthouse's `layout-shifts` audit. */
interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
  subItems?: { items: { cause?: string }[] };
}

interface Row extends Run {
  path: string;
  lcpRuns: number[];
  tbtRuns: number[];
}

async function measure(url: string, port: number): Promise<Run> {
  const { categories, audits } = await lighthouseReport(url, port);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const shiftItems = (audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)
    ?.items;
  return {
    scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kib: numeric('total-byte-weight') / 1024,
    shifts: (shiftItems ?? []).map(
      (item) =>
        `${(item.score ?? 0).toFixed(3)} \`${item.node?.snippet ?? item.node?.selector ?? 'unknown element'}\`${item.subItems?.items.length ? ` (${item.subItems.items.map((sub) => sub.cause).join('; ')})` : ''}`,
    ),
  };
}

/** Each figure's median over the runs (CLS: the worst), and every run's LCP and TBT. */
function summarise(path: string, runs: readonly Run[]): Row {
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    path,
    scores: CATEGORIES.map((_, i) => of((run) => run.scores[i] ?? 0)),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: Math.max(...runs.map((run) => run.cls)),
    kib: of((run) => run.kib),
    shifts: runs.flatMap((run, i) => run.shifts.map((shift) => `run ${i + 1}: ${shift}`)),
    lcpRuns: runs.map((run) => run.lcpMs),
    tbtRuns: runs.map((run) => run.tbtMs),
  };
}

/**
 * One article per language, as the build finds them (they have no route-table entry): the
 * newest with a cover, whose image is the likeliest LCP element, else the newest. Not every
 * article: each page costs three Lighthouse runs, about half a minute.
 */
async function benchedArticles(): Promise<string[]> {
  const articles = await loadArticles({ drafts: false });
  return LOCALES.flatMap((locale) => {
    const own = articles.filter((article) => article.locale === locale);
    const article = own.find((candidate) => candidate.cover) ?? own[0];
    return article ? [article.path] : [];
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function meetsTargets(row: Row, reference: Row): boolean {
  return (
    row.scores.every((score) => score === 100) &&
    row.lcpMs <= LCP_TARGET_MS &&
    row.lcpMs / reference.lcpMs <= RATIO_TARGET &&
    row.tbtMs <= TBT_TARGET_MS &&
    row.cls === 0
  );
}

function table(rows: readonly Row[], reference: Row): string {
  const header =
    '| route | perf | a11y | best practices | SEO | FCP | LCP | LCP ÷ reference | TBT | CLS | bytes | LCP of each run | TBT of each run | all targets |';
  const line = (r: Row, isReference = false) =>
    `| \`${r.path}\` | ${r.scores.join(' | ')} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${(r.lcpMs / reference.lcpMs).toFixed(2)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.kib.toFixed(1)} KiB | ${r.lcpRuns.map(seconds).join(', ')} | ${r.tbtRuns.map((ms) => `${Math.round(ms)}`).join(', ')} ms | ${isReference ? 'reference' : meetsTargets(r, reference) ? 'yes' : '**no**'} |`;
  return [
    header,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    line(reference, true),
    ...rows.map((r) => line(r)),
  ].join('\n');
}

/** Where a run shifted, so that a shift seen once can be traced to the element that moved. */
function shiftsSection(rows: readonly Row[]): string[] {
  const shifted = rows.filter((row) => row.shifts.length > 0);
  if (shifted.length === 0) return [];
  return [
    '## Layout shifts seen',
    '',
    ...shifted.flatMap((row) => row.shifts.map((shift) => `- \`${row.path}\` ${shift}`)),
    '',
  ];
}

async function main(): Promise<void> {
  const pages = [...ROUTE_LIST.map((route) => route.path), ...(await benchedArticles())];
  const site = await startBenchSite();
  const paths = [REFERENCE_PATH, ...pages];
  const runs = new Map<string, Run[]>(paths.map((path) => [path, []]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const path of paths) {
        const url = `${site.siteUrl}${path}`;
        // A run that Lighthouse itself reports as failed is tried once more, then stops the bench.
        const run = await measure(url, site.port).catch((error: unknown) => {
          console.error(`${error instanceof Error ? error.message : error}; trying once more`);
          return measure(url, site.port);
        });
        runs.get(path)?.push(run);
        console.error(`round ${round}/${ROUNDS}: ${path} LCP ${seconds(run.lcpMs)}`);
      }
    }
  } finally {
    await site.close();
  }
  const reference = summarise(REFERENCE_PATH, runs.get(REFERENCE_PATH) ?? []);
  const rows = pages.map((path) => summarise(path, runs.get(path) ?? []));
  const meeting = rows.filter((row) => meetsTargets(row, reference)).length;
  const report = [
    '# Lighthouse: every route and one article per language against a static reference page',
    '',
    `Lighthouse 12, default mobile emulation and simulated throttling, Debian chromium, ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}. Served ${HTTPS_REQUESTED ? 'over HTTPS with HTTP/2, as CloudFront serves the site' : 'by the local twin over HTTP/1.1'}. Median of ${ROUNDS} runs per page (CLS: the worst run), each round measuring the reference page first; re-run with \`npm run bench:web${HTTPS_REQUESTED ? ' -- --https' : ''}\`.`,
    '',
    `Targets: 100 in all four categories, LCP ≤ ${seconds(LCP_TARGET_MS)} and ≤ ${RATIO_TARGET}× the reference's, TBT ≤ ${TBT_TARGET_MS} ms, CLS 0. **${meeting} of ${rows.length} pages meet every target.**`,
    '',
    table(rows, reference),
    '',
    ...shiftsSection([reference, ...rows]),
  ].join('\n');
  writeFileSync(REPORT_FILE, report);
  console.log(`\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
