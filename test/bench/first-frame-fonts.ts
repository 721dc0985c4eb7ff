/**
 * `npm run bench:fonts [-- /route … --dist=<folder>]`: how many fonts each route's first frame asks for, the
 * figure behind decision 0033's type-scale update. On Linux, Chromium's renderer asks the browser
 * process for the rendering settings of every (family, size, weight, style) it draws text in,
 * one synchronous call per "strike", when the first layout needs it; on these machines each call
 * takes 0.7–2 ms, and those calls were most of the first frame's layout. The count is the same on
 * every run; the layout time beside it is the observed, unthrottled time, as noisy as the machine.
 *
 * Each route is loaded once, in a fresh chromium (a renderer keeps the fonts it has looked up),
 * in Lighthouse's mobile viewport, served by the local twin with its headers; the trace counts
 * what happens in the page's renderer between the document's parsing and its first paint. A
 * benchmark: it prints, it never fails on a figure.
 */
import { fileURLToPath } from 'node:url';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../infra/local/chromium';
import { startLocalTwin } from '../../infra/local/local-twin';
import { publishedArticlePaths } from '../../web/build/insights/article-files';
import { ROUTE_LIST } from '../../web/src/config/routes';

/** `--dist=<folder>`: another build to count (an older commit's, to compare); web/dist by default. */
const DIST_DIR =
  process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ??
  fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Lighthouse's own mobile emulation (a Moto G Power), which `npm run bench:web` measures in. */
const { width, height, deviceScaleFactor, mobile } = defaultSettings.screenEmulation;
const MOBILE = { viewport: { width, height }, deviceScaleFactor, isMobile: mobile };

/** One font's rendering settings asked of the browser process (a strike). */
const STRIKE_EVENT = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';
/** One family matched against the installed fonts. */
const MATCH_EVENT = 'FontDataManager::onMatchFamilyStyle';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly beginData?: { readonly url?: string } };
}

interface FirstFrame {
  readonly strikes: number;
  readonly matches: number;
  readonly layouts: number;
  readonly layoutMs: number;
}

/** The events of the page's renderer from the start of its parsing to its first paint. */
function firstFrameOf(events: readonly TraceEvent[], siteUrl: string): FirstFrame {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(siteUrl),
  );
  if (!parse) throw new Error(`no ParseHTML of ${siteUrl} in the trace`);
  const sameThread = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const paint = events
    .filter((event) => event.name === 'Paint' && sameThread(event) && event.ts > parse.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new Error('the page painted nothing');
  const before = events.filter(
    (event) =>
      event.ph === 'X' && event.pid === parse.pid && event.ts >= parse.ts && event.ts < paint.ts,
  );
  const named = (name: string) => before.filter((event) => event.name === name);
  const layouts = named('Layout').filter(sameThread);
  return {
    strikes: named(STRIKE_EVENT).length,
    matches: named(MATCH_EVENT).length,
    layouts: layouts.length,
    layoutMs: layouts.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0),
  };
}

async function measure(siteUrl: string, path: string): Promise<FirstFrame> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await (await browser.newContext(MOBILE)).newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'fonts'] });
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
    // The first paint is reported after the load event on a fast machine; give it a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return firstFrameOf(trace.traceEvents, siteUrl);
  } finally {
    await browser.close();
  }
}

const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = requested.length
  ? requested
  : [...ROUTE_LIST.map((route) => route.path), ...publishedArticlePaths()];
const twin = await startLocalTwin({ distDir: DIST_DIR, port: 0, sesPort: 0, apiRateLimitPerIp: 0 });
try {
  console.log(`First frame of ${DIST_DIR}, mobile viewport, chromium ${CHROMIUM_PATH}:`);
  console.log('| route | strikes | families matched | layouts | layout (observed) |');
  console.log('|---|---|---|---|---|');
  for (const path of paths) {
    const frame = await measure(twin.siteUrl, path);
    console.log(
      `| \`${path}\` | ${frame.strikes} | ${frame.matches} | ${frame.layouts} | ${frame.layoutMs.toFixed(1)} ms |`,
    );
  }
} finally {
  await twin.close();
}
