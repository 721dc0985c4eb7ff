/**
 * `npm run bench:floor -- /physical-security /es`: how far a route's LCP is from what its first
 * view alone costs (issue 29 §9, decision 0033's fourth update). Each route is measured as built
 * and in three variants written beside it into the benchmarks' copy of the site, every one
 * against the static reference page, in the same rounds, so that the machine's drift between two
 * runs falls on all of them alike:
 *
 * - **held, no loader**: the page as built without its loader. Its parts after the hero stay held,
 *   so the first frame is the header and the hero, drawn from the whole document: what the loader's
 *   own work (its script, its measurements, the parts it shows) adds, against the parsing of the
 *   page.
 * - **header and hero only**: the held parts taken out of the document as well: the least a first
 *   frame with this header and this hero costs, whatever the loader does.
 * - **skipped natively**: no loader, and the held parts under `content-visibility: auto` instead
 *   of `hidden="until-found"`: the browser itself lays out, in the first frame, the parts that
 *   fall within the window (with an estimated height for the others). The candidate that would
 *   replace the loader's measurements.
 *
 * Every variant links the icon placeholder, as the loader does: without it, Chromium asks for
 * `/favicon.ico` and Lighthouse may count one more round trip (decision 0033). The variants are
 * measurements, not pages: the app never starts in them. A benchmark: it prints medians, the
 * ratio to the reference and each run, and the LCP element Lighthouse found, and writes the
 * table to docs/benchmarks/first-view-floor.md; it fails only if it cannot measure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementEnd, WRAPPER_OPEN } from '../../web/build/below-first-view';
import { LOADER_ID, LOADER_PROMISE } from '../../web/build/first-view';
import { cspHash, readInlineCode, writeInlineCode } from '../../web/build/inline-code';
import { BELOW_FIRST_VIEW_ATTRIBUTE } from '../../web/src/config/first-view';
import { ICON_PLACEHOLDER } from '../../web/src/config/site-icons';
import { lighthouseReport, median, REFERENCE_PATH, startBenchSite } from './lighthouse-site';

const REPORT_FILE = fileURLToPath(
  new URL('../../docs/benchmarks/first-view-floor.md', import.meta.url),
);
const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** More rounds than `bench:web`: the variants differ by less than one page's spread over five. */
const ROUNDS = Number(
  /^--rounds=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--rounds=')) ?? '')?.[1] ?? 7,
);
const DEFAULT_ROUTES = ['/physical-security', '/es', '/contact'];
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

/** The estimated height of a part the browser skips, until it has laid it out once. */
const ESTIMATED_PART_HEIGHT = '600px';

const LOADER = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`);
const WRAPPER_RULE = new RegExp(`\\[${BELOW_FIRST_VIEW_ATTRIBUTE}\\]\\{[^}]*\\}`);
const STYLE = /<style>([\s\S]*?)<\/style>/;

function replaceOnce(markup: string, pattern: string | RegExp, by: string, what: string): string {
  const replaced = markup.replace(pattern, by);
  if (replaced === markup) throw new Error(`The built page has no ${what} to replace`);
  return replaced;
}

/** The page without its loader, with the icon placeholder the loader would have linked. */
function withoutLoader(markup: string): string {
  const withoutScript = replaceOnce(markup, LOADER, '', 'loader');
  return replaceOnce(
    withoutScript,
    LOADER_PROMISE,
    `<link rel="icon" href="${ICON_PLACEHOLDER}">`,
    'loader promise',
  );
}

/** A page without its loader, without any held part: its header and hero, and what is around them. */
function heroOnly(withoutItsLoader: string): string {
  let page = withoutItsLoader;
  for (let at = page.indexOf(WRAPPER_OPEN); at >= 0; at = page.indexOf(WRAPPER_OPEN, at)) {
    page = page.slice(0, at) + page.slice(elementEnd(page, at, 'div'));
  }
  return page;
}

/**
 * A page without its loader, its held parts skipped by the browser itself; returns the page and
 * its stylesheet's hash.
 */
function skippedNatively(withoutItsLoader: string): { page: string; styleHash: string } {
  const page = withoutItsLoader.replaceAll(WRAPPER_OPEN, `<div ${BELOW_FIRST_VIEW_ATTRIBUTE}="">`);
  const rules = STYLE.exec(page)?.[1];
  if (rules === undefined) throw new Error('The built page has no inline stylesheet');
  const skipped = replaceOnce(
    rules,
    WRAPPER_RULE,
    `[${BELOW_FIRST_VIEW_ATTRIBUTE}]{content-visibility:auto;contain-intrinsic-size:auto ${ESTIMATED_PART_HEIGHT}}`,
    'rule for the held parts',
  );
  return { page: page.replace(rules, () => skipped), styleHash: cspHash(skipped) };
}

const VARIANTS = [
  'as built',
  'held, no loader',
  'header and hero only',
  'skipped natively',
] as const;
type Variant = (typeof VARIANTS)[number];

/** A variant's file in the site's copy: a file path, so the edge router serves it as it is. */
const variantPath = (route: string, variant: Variant) =>
  `/floor-${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${VARIANTS.indexOf(variant)}.html`;

function builtPage(route: string): string {
  return readFileSync(join(DIST_DIR, route, 'index.html'), 'utf8');
}

/** Writes each route's variants into the site's copy, and their stylesheets into its policy. */
function writeVariants(siteDir: string, measured: readonly string[]): void {
  const inline = readInlineCode(siteDir);
  const styles = [...inline.styles];
  for (const route of measured) {
    const held = withoutLoader(builtPage(route));
    const native = skippedNatively(held);
    styles.push(native.styleHash);
    writeFileSync(join(siteDir, variantPath(route, 'held, no loader')), held);
    writeFileSync(join(siteDir, variantPath(route, 'header and hero only')), heroOnly(held));
    writeFileSync(join(siteDir, variantPath(route, 'skipped natively')), native.page);
  }
  writeInlineCode(siteDir, { styles: [...new Set(styles)], scripts: inline.scripts });
}

interface Run {
  readonly lcpMs: number;
  readonly element: string;
}

async function measure(url: string, port: number): Promise<Run> {
  const { audits } = await lighthouseReport(url, port, { onlyCategories: ['performance'] });
  const element = (
    audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { selector?: string } }[] }[] }
      | undefined
  )?.items?.[0]?.items?.[0]?.node?.selector;
  return {
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    element: element ?? 'unknown',
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main(): Promise<void> {
  const measured = routes.length > 0 ? routes : DEFAULT_ROUTES;
  const site = await startBenchSite({ prepare: (siteDir) => writeVariants(siteDir, measured) });
  const pages = [
    { label: 'reference', route: REFERENCE_PATH, variant: 'reference', path: REFERENCE_PATH },
    ...measured.flatMap((route) =>
      VARIANTS.map((variant) => ({
        label: `${route}, ${variant}`,
        route,
        variant,
        path: variant === 'as built' ? route : variantPath(route, variant),
      })),
    ),
  ];
  const runs = new Map<string, Run[]>(pages.map((page) => [page.label, []]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of pages) {
        const run = await measure(`${site.siteUrl}${page.path}`, site.port);
        runs.get(page.label)?.push(run);
        console.error(`round ${round}/${ROUNDS}: ${page.label} LCP ${seconds(run.lcpMs)} s`);
      }
    }
  } finally {
    await site.close();
  }
  const reference = median((runs.get('reference') ?? []).map((run) => run.lcpMs));
  const rows = pages.map((page) => {
    const own = runs.get(page.label) ?? [];
    const lcp = median(own.map((run) => run.lcpMs));
    const elements = [...new Set(own.map((run) => `\`${run.element}\``))].join(', ');
    return `| \`${page.route}\` | ${page.variant} | ${seconds(lcp)} s | ${(lcp / reference).toFixed(3)} | ${own.map((run) => seconds(run.lcpMs)).join(', ')} | ${elements} |`;
  });
  const report = [
    "# The first view's floor: each route against its own variants and the reference page",
    '',
    `Lighthouse 12, default mobile emulation and simulated throttling, Debian chromium, served by the local twin over HTTP/1.1, ${new Date().toISOString()}. Median of ${ROUNDS} runs each, every round measuring all pages in turn; re-run with \`npm run bench:floor${routes.length > 0 ? ` -- ${routes.join(' ')}` : ''}\`. What each variant is: \`test/bench/first-view-floor.ts\`.`,
    '',
    '| route | variant | LCP | ÷ reference | LCP of each run (s) | LCP element |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(REPORT_FILE, report);
  console.log(`\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
