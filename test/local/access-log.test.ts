import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryName } from '../../functions/analytics/render-query';
import { buildReport } from '../../functions/analytics/report';
import { NO_INLINE_CODE } from '../../functions/security-headers';
import { createDuckDbEngine } from '../../infra/analytics/duckdb-engine';
import { listLogFiles } from '../../infra/analytics/log-files';
import { startLocalTwin } from '../../infra/local/local-twin';
import { writeInlineCode } from '../../web/build/inline-code';
import { FIXED_NOON, startClockAt } from '../fixed-clock';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const today = FIXED_NOON.toISOString().slice(0, 10);

let distDir: string;
let logDir: string;

beforeAll(() => {
  // The log's date folder comes from the clock: one fixed day, or a run that crosses midnight
  // writes two folders.
  startClockAt(FIXED_NOON);
  distDir = mkdtempSync(join(tmpdir(), 'site-'));
  logDir = mkdtempSync(join(tmpdir(), 'logs-'));
  writeFileSync(join(distDir, 'index.html'), '<h1>Landing</h1>');
  writeInlineCode(distDir, NO_INLINE_CODE);
  mkdirSync(join(distDir, 'about'));
  writeFileSync(join(distDir, 'about', 'index.html'), '<h1>About</h1>');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);\n');
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterAll(() => {
  vi.useRealTimers();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
});

describe('the twin access log', () => {
  it('writes a record for every request it answers, which the analytics then count', async () => {
    const twin = await startLocalTwin({
      distDir,
      port: 0,
      sesPort: 0,
      retryEveryMs: 0,
      apiRateLimitPerIp: 0,
      logDir,
    });
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${twin.siteUrl}${path}`, { method, headers: { 'user-agent': BROWSER, ...headers } });
    const statuses = [
      (await get('/?utm_source=newsletter', { referer: 'https://news.example.com/a' })).status,
      (await get('/about', { referer: `${twin.siteUrl}/` })).status,
      (await get('/_nav?p=%2F&r=%2Fabout')).status,
      (await get('/assets/app-1a2b3c.js')).status,
      (await get('/', {}, 'HEAD')).status,
      (await get('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status,
    ];
    await twin.close();

    const files = listLogFiles(logDir);
    // Closed with the twin and rolled into Parquet, in today's date folder.
    expect(files.jsonl).toEqual([]);
    expect(files.parquet).toHaveLength(1);
    expect(files.parquet[0]).toContain(
      `year=${today.slice(0, 4)}/month=${today.slice(5, 7)}/day=${today.slice(8, 10)}/`,
    );

    const engine = await createDuckDbEngine(logDir);
    try {
      const rows = await engine.run(
        'raw' as QueryName,
        'SELECT cs_method, cs_uri_stem, cs_uri_query, sc_status, cs_referer FROM access_logs ORDER BY "time"',
      );
      expect(rows).toHaveLength(statuses.length);
      expect(rows.map((r) => `${r.cs_method} ${r.cs_uri_stem} ${r.sc_status}`).sort()).toEqual(
        [
          `GET / ${statuses[0]}`,
          `GET /about ${statuses[1]}`,
          `GET /_nav ${statuses[2]}`,
          `GET /assets/app-1a2b3c.js ${statuses[3]}`,
          `HEAD / ${statuses[4]}`,
          `GET / ${statuses[5]}`,
        ].sort(),
      );
      const report = await buildReport(engine, { since: today, until: today });
      // The landing page from a newsletter and /about: page loads; the bot, HEAD and asset not.
      // The beacon counts only once the edge answers it 204 (the beacon's own work).
      const beacon = statuses[2] === 204 ? 1 : 0;
      expect(report.totals).toEqual({ pageviews: 2 + beacon, visits: 1, enquiries: 0 });
      expect(report.referrers).toEqual([{ referrer: 'news.example.com', visits: 1 }]);
    } finally {
      await engine.close();
    }
  }, 30_000);
});
