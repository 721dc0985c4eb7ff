/**
 * `npm run bench:twin`: how many requests per second the local twin serves from web/dist, and
 * their latency at p50 and p99, over N keep-alive connections: the home page and the largest JS
 * asset, both asked for with `Accept-Encoding: br`, and the home page revalidated with its ETag
 * (a 304). The load runs in a worker thread so that client and twin each have an event loop of
 * their own; on a two-core machine they still share the cores, so read the figures as relative.
 *
 *   npm run bench:twin -- [--seconds 5] [--connections 8]
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const WARM_UP_SECONDS = 1;

interface LoadCase {
  readonly label: string;
  readonly url: string;
  readonly headers: Record<string, string>;
}

interface LoadJob extends LoadCase {
  readonly seconds: number;
  readonly connections: number;
}

interface LoadResult {
  /** Every request sent, warm-up included: the twin's access log must hold as many records. */
  readonly sent: number;
  readonly latencies: Float64Array;
  readonly statuses: Record<number, number>;
  readonly bodyBytes: number;
  readonly elapsedMs: number;
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// ---- The worker: N connections, each sending its next request as soon as the last one ends.

function get(
  agent: Agent,
  job: LoadCase,
): Promise<{ status: number; bytes: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(job.url, { agent, headers: job.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  let requestsSent = 0;
  const drive = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    let bodyBytes = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < deadline) {
          const sent = performance.now();
          const { status, bytes } = await get(agent, job);
          requestsSent += 1;
          if (!record) continue;
          latencies.push(performance.now() - sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
          bodyBytes = bytes;
        }
      }),
    );
    return { latencies, statuses, bodyBytes, elapsedMs: performance.now() - started };
  };
  await drive(WARM_UP_SECONDS, false);
  const result = await drive(job.seconds, true);
  agent.destroy();
  return { ...result, sent: requestsSent, latencies: Float64Array.from(result.latencies).sort() };
}

// ---- The main thread: the twin, the cases, the table.

function largestScript(): string {
  const scripts = readdirSync(join(DIST_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(DIST_DIR, 'assets', name)).size }))
    .sort((a, b) => b.size - a.size);
  const [largest] = scripts;
  if (!largest) throw new Error('web/dist/assets has no .js file: run `npm run build` first.');
  return `/assets/${largest.name}`;
}

function inWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // tsx hooks the main thread only: the worker registers it, then loads this file.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load worker exited with code ${code}`)));
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    console.error('web/dist is missing: run `npm run build` first.');
    process.exit(1);
  }
  const seconds = option('--seconds', 5);
  const connections = Math.round(option('--connections', 8));

  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { startLocalTwin } = await import('../../infra/local/local-twin');
  const info = console.info;
  console.info = () => {};
  // The twin logs every request, as `npm start` does; the records go to a folder of its own.
  const logDir = mkdtempSync(join(tmpdir(), 'bench-twin-logs-'));
  const twin = await startLocalTwin({
    distDir: DIST_DIR,
    port: 0,
    sesPort: 0,
    retryEveryMs: 0,
    apiRateLimitPerIp: 0,
    logDir,
  });
  let sent = 1;
  console.info = info;
  try {
    const home = `${twin.siteUrl}/`;
    const scriptPath = largestScript();
    const br = { 'accept-encoding': 'br' };
    const first = await get(new Agent(), { label: '', url: home, headers: br });
    const etag = typeof first.headers.etag === 'string' ? first.headers.etag : undefined;
    const cases: LoadCase[] = [
      { label: 'home page, br', url: home, headers: br },
      { label: `${scriptPath}, br`, url: `${twin.siteUrl}${scriptPath}`, headers: br },
      {
        label: etag ? 'home page, If-None-Match (304)' : 'home page, If-None-Match (no ETag sent)',
        url: home,
        headers: etag ? { ...br, 'if-none-match': etag } : br,
      },
    ];

    console.log(
      `\nLocal twin throughput: ${connections} keep-alive connection(s), ${seconds} s per row after ${WARM_UP_SECONDS} s of warm-up; ${availableParallelism()} cores, Node ${process.versions.node}.`,
    );
    console.log('\n| request | status | requests/s | p50 | p99 | body bytes |');
    console.log('|---|---|---|---|---|---|');
    for (const loadCase of cases) {
      const result = await inWorker({ ...loadCase, seconds, connections });
      sent += result.sent;
      const count = result.latencies.length;
      const statuses = Object.entries(result.statuses)
        .map(([status, n]) => (n === count ? status : `${n} × ${status}`))
        .join(', ');
      console.log(
        `| ${loadCase.label} | ${statuses} | ${Math.round(count / (result.elapsedMs / 1000))} | ${percentile(result.latencies, 50).toFixed(2)} ms | ${percentile(result.latencies, 99).toFixed(2)} ms | ${result.bodyBytes} |`,
      );
    }
    await twin.close();
    const records = await countRecords(logDir);
    console.log(
      `\nAccess log: ${records} records for ${sent} requests${records === sent ? '' : ' (RECORDS LOST)'}.`,
    );
  } finally {
    await twin.close();
    rmSync(logDir, { recursive: true, force: true });
  }
}

async function countRecords(logDir: string): Promise<number> {
  const { createDuckDbEngine } = await import('../../infra/analytics/duckdb-engine');
  const engine = await createDuckDbEngine(logDir);
  try {
    const [row] = await engine.run('pageviews-by-day', 'SELECT count(*) AS n FROM access_logs');
    return Number(row?.n ?? 0);
  } finally {
    await engine.close();
  }
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runLoad(workerData as LoadJob).then((result) => parentPort?.postMessage(result));
}
