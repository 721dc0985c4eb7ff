/**
 * `npm run bench:web`: builds the site, serves it with the local twin, and runs Lighthouse 12
 * (its default mobile emulation and simulated throttling) on every route in Debian's chromium.
 * Prints a table and writes it to docs/benchmarks/web-lighthouse.md. A benchmark, not a test:
 * it reports numbers and fails only if it cannot measure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { startLocalTwin } from '../../infra/local/local-twin';
import { ROUTE_LIST } from '../../web/src/config/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REPORT_FILE = fileURLToPath(
  new URL('../../docs/benchmarks/web-lighthouse.md', import.meta.url),
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  path: string;
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
}

/** Starts headless chromium with a DevTools port and returns the port once it listens. */
function startChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const chrome = spawn(CHROMIUM_PATH, [
    ...CHROMIUM_FLAGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profileDir}`,
    'about:blank',
  ]);
  return new Promise((resolve, reject) => {
    let seen = '';
    chrome.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(seen);
      if (match) resolve({ port: Number(match[1]), process: chrome });
    });
    chrome.once('error', (error) =>
      reject(
        new Error(`Cannot start ${CHROMIUM_PATH} (apt-get install -y chromium): ${error.message}`),
      ),
    );
    chrome.once('exit', (code) =>
      reject(new Error(`chromium exited (${code}): ${seen.slice(-500)}`)),
    );
  });
}

async function measure(url: string, port: number, path: string): Promise<Row> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`,
    );
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kib: numeric('total-byte-weight') / 1024,
  };
}

function table(rows: Row[]): string {
  const header = '| route | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | bytes |';
  const lines = rows.map(
    (r) =>
      `| \`${r.path}\` | ${r.scores.join(' | ')} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.kib.toFixed(1)} KiB |`,
  );
  return [header, '|---|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

async function main(): Promise<void> {
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const twin = await startLocalTwin({ distDir: DIST_DIR, port: 0, sesPort: 0 });
  const chrome = await startChromium(profileDir);
  const rows: Row[] = [];
  try {
    for (const route of ROUTE_LIST) {
      const url = `${twin.siteUrl}${route.path}`;
      // A run that Lighthouse itself reports as failed is tried once more, then stops the bench.
      const row = await measure(url, chrome.port, route.path).catch((error: unknown) => {
        console.error(`${error instanceof Error ? error.message : error}; trying once more`);
        return measure(url, chrome.port, route.path);
      });
      rows.push(row);
      console.error(`measured ${route.path}`);
    }
  } finally {
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.process.kill();
    await Promise.all([exited, twin.close()]);
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 5 });
  }
  const report = [
    '# Lighthouse: every route',
    '',
    `Lighthouse 12, default mobile emulation and simulated throttling, Debian chromium, ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}. One run per route; re-run with \`npm run bench:web\`.`,
    '',
    'Targets: 100 in all four categories, LCP ≤ 0.9 s, TBT ≤ 50 ms, CLS 0.',
    '',
    table(rows),
    '',
  ].join('\n');
  writeFileSync(REPORT_FILE, report);
  console.log(`\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
