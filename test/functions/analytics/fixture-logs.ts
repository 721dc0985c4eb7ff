import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EMPTY_VALUE,
  LOG_COLUMNS,
  type LogRecord,
  logEncode,
  partitionPath,
} from '../../../functions/analytics/log-record';
import { rollClosedLogs } from '../../../infra/analytics/log-files';

export const HOST = 'vantageward.example';
export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const MOBILE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export interface FixtureRequest {
  readonly date: string;
  readonly method?: string;
  readonly path: string;
  readonly query?: string;
  readonly status: number;
  readonly referer?: string;
  readonly userAgent?: string;
  readonly country?: string;
  readonly edge?: string;
}

/** A record as CloudFront writes it (and the twin): text, `-` for empty, UA and referrer encoded. */
export function fixtureRecord(request: FixtureRequest): LogRecord {
  return {
    date: request.date,
    time: '12:00:00',
    x_edge_location: request.edge ?? 'IAD89-P1',
    c_country: request.country ?? EMPTY_VALUE,
    cs_method: request.method ?? 'GET',
    x_host_header: HOST,
    cs_uri_stem: request.path,
    cs_uri_query: request.query ?? EMPTY_VALUE,
    sc_status: String(request.status),
    cs_referer: logEncode(request.referer),
    cs_user_agent: logEncode(request.userAgent ?? DESKTOP),
  };
}

/**
 * Writes the records into a fresh folder as the twin does: one JSON-lines file per day, the
 * days before the last one rolled into Parquet, so the queries read both kinds.
 */
export async function writeFixtureLogs(requests: readonly FixtureRequest[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-fixture-'));
  const byDate = new Map<string, LogRecord[]>();
  for (const request of requests) {
    const records = byDate.get(request.date) ?? [];
    records.push(fixtureRecord(request));
    byDate.set(request.date, records);
  }
  const dates = [...byDate.keys()].sort();
  for (const date of dates) {
    const folder = join(dir, partitionPath(date));
    mkdirSync(folder, { recursive: true });
    const last = date === dates.at(-1);
    const lines = (byDate.get(date) ?? []).map((record) =>
      JSON.stringify(Object.fromEntries(LOG_COLUMNS.map((c) => [c, record[c]]))),
    );
    writeFileSync(
      join(folder, last ? 'fixture.open.jsonl' : 'fixture.jsonl'),
      `${lines.join('\n')}\n`,
    );
  }
  await rollClosedLogs(dir);
  return dir;
}
