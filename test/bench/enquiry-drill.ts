/**
 * `npm run bench:drill`: sends enquiries through the local twin while a share of SES calls
 * fail, then lets SES recover and runs the retry pass until nothing waits, and prints how many
 * enquiries were delivered, lost and duplicated (N / 0 / 0 is the only passing figure), with the
 * contact call's latency at p50 and p99 next to the twin's floor (a honeypot request: parsed,
 * neither stored nor sent). Time is simulated for the retries (the backoff is minutes long).
 *
 *   npm run bench:drill -- [--enquiries 200] [--fail 0.5]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_INLINE_CODE } from '../../functions/security-headers';
import { startLocalTwin } from '../../infra/local/local-twin';
import { startSesEmulator } from '../../infra/local/ses-emulator';
import { startSesFaultProxy } from '../../infra/local/ses-fault-proxy';
import { writeInlineCode } from '../../web/build/inline-code';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`${name} needs a number`);
  return value;
}

const ENQUIRIES = option('--enquiries', 200);
const FAIL_SHARE = option('--fail', 0.5);
const CONCURRENCY = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const ses = await startSesEmulator(0);
  let failing = true;
  const proxy = await startSesFaultProxy(ses.url, () => failing && Math.random() < FAIL_SHARE);

  const distDir = mkdtempSync(join(tmpdir(), 'drill-'));
  writeFileSync(join(distDir, 'index.html'), '<h1>Drill</h1>');
  writeInlineCode(distDir, NO_INLINE_CODE);
  process.env.MAX_EMAILS_PER_DAY = '0';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // SES client retries would hide the failures the drill injects: one try per call.
  process.env.AWS_MAX_ATTEMPTS = '1';
  const log = console.info;
  console.info = () => {};
  const twin = await startLocalTwin({
    distDir,
    port: 0,
    sesPort: 0,
    sesEndpoint: proxy.url,
    retryEveryMs: 0,
    // A drill is one client sending 200 enquiries: no per-IP limit, as API_RATE_LIMIT_PER_IP=0.
    apiRateLimitPerIp: 0,
  });

  const post = async (body: Record<string, string>): Promise<[number, number]> => {
    const started = performance.now();
    const response = await fetch(`${twin.siteUrl}/api/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return [response.status, performance.now() - started];
  };
  const enquiry = (i: number, extra: Record<string, string> = {}) => ({
    name: `Drill ${i}`,
    email: `drill-${i}@example.org`,
    subject: 'Contact Form Submission',
    message: `Drill enquiry number ${i}.`,
    locale: 'en',
    ...extra,
  });

  try {
    const floor: number[] = [];
    for (let i = 0; i < 50; i++) floor.push((await post(enquiry(-i, { website: 'bot' })))[1]);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ENQUIRIES) {
          const i = next++;
          const [status, ms] = await post(enquiry(i));
          latencies.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );

    // SES recovers; the retry pass runs until nothing waits (simulated hours).
    failing = false;
    let now = Date.now();
    let passes = 0;
    for (; passes < 30; passes++) {
      now += 61 * 60_000;
      const summary = await twin.retryPass(now);
      if (summary.sent + summary.queued + summary.failed === 0) break;
    }

    const response = await fetch(`${ses.url}/store`);
    const { emails } = (await response.json()) as { emails: { replyTo: string[] }[] };
    const perAddress = new Map<string, number>();
    for (const email of emails) {
      for (const address of email.replyTo)
        perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    }
    const counts = Array.from(
      { length: ENQUIRIES },
      (_, i) => perAddress.get(`drill-${i}@example.org`) ?? 0,
    );
    const delivered = counts.filter((c) => c === 1).length;
    const lost = counts.filter((c) => c === 0).length;
    const duplicated = counts.filter((c) => c > 1).length;

    console.log(
      `\nEnquiry drill: ${ENQUIRIES} enquiries, ${Math.round(FAIL_SHARE * 100)}% of SES calls failing, then recovery.`,
    );
    console.log(`HTTP answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    console.log(
      `SES calls: ${proxy.counts.calls} (${proxy.counts.failures} failed on purpose); retry passes until nothing waited: ${passes + 1}`,
    );
    console.log('\n| delivered | lost | duplicated |');
    console.log('|---|---|---|');
    console.log(`| ${delivered} | ${lost} | ${duplicated} |`);
    console.log('\n| contact call (local twin) | p50 | p99 |');
    console.log('|---|---|---|');
    console.log(
      `| enquiry: store + send | ${percentile(latencies, 50).toFixed(1)} ms | ${percentile(latencies, 99).toFixed(1)} ms |`,
    );
    console.log(
      `| floor: honeypot, parse only | ${percentile(floor, 50).toFixed(1)} ms | ${percentile(floor, 99).toFixed(1)} ms |`,
    );
    console.log(
      `| added by store + send | ${(percentile(latencies, 50) - percentile(floor, 50)).toFixed(1)} ms | ${(percentile(latencies, 99) - percentile(floor, 99)).toFixed(1)} ms |`,
    );
    if (delivered !== ENQUIRIES) process.exitCode = 1;
  } finally {
    console.info = log;
    await twin.close();
    proxy.server.close();
    ses.server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
