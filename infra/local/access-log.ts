import { appendFile, mkdir, rename } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  EMPTY_VALUE,
  type LogRecord,
  logEncode,
  partitionPath,
} from '../../functions/analytics/log-record';
import { OPEN_SUFFIX, rollClosedLogs } from '../analytics/log-files';

export interface AccessLogProps {
  /** The folder of the records, `.local-data/logs` for `npm start`. */
  readonly dir: string;
  /** A file is closed and rolled into Parquet after this many records. @default 1,000,000 */
  readonly recordsPerFile?: number;
  /** …or after this long, as CloudFront delivers several files an hour. @default 5 minutes */
  readonly fileEveryMs?: number;
}

export interface AccessLog {
  /** Writes the record of a request once its response has gone. */
  record(request: IncomingMessage, response: ServerResponse, url: URL): void;
  /** Writes what is buffered, closes the open file and rolls it into Parquet. */
  close(): Promise<void>;
}

/** Where the twin's edge is: no country, no real edge location. */
const LOCAL_EDGE = 'LCL1-T1';
const FLUSH_EVERY_MS = 50;

let lastSecond = 0;
let lastStamp: [string, string] = ['', ''];

/** Today's date and the time, UTC, worked out once a second rather than once a request. */
function clock(): [string, string] {
  const second = Math.floor(Date.now() / 1000);
  if (second !== lastSecond) {
    const iso = new Date(second * 1000).toISOString();
    lastSecond = second;
    lastStamp = [iso.slice(0, 10), iso.slice(11, 19)];
  }
  return lastStamp;
}

function logError(event: string, error: unknown): void {
  console.error(
    JSON.stringify({ level: 'error', service: 'local-twin', event, error: String(error) }),
  );
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The twin's access log: one record per request it answers, with CloudFront's field names
 * (functions/analytics/log-record.ts), no IP address. Records are buffered and appended every
 * 50 ms in one write, so logging costs a request little; the buffer only grows, so under load a
 * record may wait but is never dropped. Each file is JSON lines while open
 * (`year=…/month=…/day=…/twin-….open.jsonl`); closed, it is renamed `.jsonl` and rolled into
 * Parquet in the background, as CloudFront delivers its files.
 */
export function createAccessLog(props: AccessLogProps): AccessLog {
  const recordsPerFile = props.recordsPerFile ?? 1_000_000;
  const fileEveryMs = props.fileEveryMs ?? 5 * 60_000;
  const prefix = `twin-${Date.now()}-${process.pid}`;
  let sequence = 0;
  let buffer: string[] = [];
  let bufferDate = '';
  let open: { path: string; date: string; records: number; opened: number } | undefined;
  let writing: Promise<void> = Promise.resolve();
  let rolling: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const closedName = (path: string) => `${path.slice(0, -OPEN_SUFFIX.length)}.jsonl`;

  async function closeOpenFile(): Promise<void> {
    if (!open) return;
    const path = open.path;
    open = undefined;
    await rename(path, closedName(path));
    rolling = rolling
      .then(() => rollClosedLogs(props.dir))
      .catch((error: unknown) => logError('log-roll', error));
  }

  /** Appends one day's buffered lines; opens (and closes) files as the day, size and age say. */
  async function write(date: string, lines: string[]): Promise<void> {
    if (
      open &&
      (open.date !== date ||
        open.records >= recordsPerFile ||
        Date.now() - open.opened >= fileEveryMs)
    ) {
      await closeOpenFile();
    }
    if (!open) {
      const folder = join(props.dir, partitionPath(date));
      await mkdir(folder, { recursive: true });
      sequence += 1;
      open = {
        path: join(folder, `${prefix}-${sequence}${OPEN_SUFFIX}`),
        date,
        records: 0,
        opened: Date.now(),
      };
    }
    open.records += lines.length;
    await appendFile(open.path, `${lines.join('\n')}\n`);
  }

  function flush(): void {
    timer = undefined;
    if (buffer.length === 0) return;
    const lines = buffer;
    const date = bufferDate;
    buffer = [];
    writing = writing
      .then(() => write(date, lines))
      .catch((error: unknown) => logError('log-write', error));
  }

  function push(date: string, line: string): void {
    if (buffer.length > 0 && date !== bufferDate) flush();
    bufferDate = date;
    buffer.push(line);
    timer ??= setTimeout(flush, FLUSH_EVERY_MS);
  }

  return {
    record(request, response, url) {
      response.once('finish', () => {
        const [date, time] = clock();
        const record: LogRecord = {
          date,
          time,
          x_edge_location: LOCAL_EDGE,
          c_country: EMPTY_VALUE,
          cs_method: request.method ?? 'GET',
          x_host_header: header(request, 'host') ?? EMPTY_VALUE,
          cs_uri_stem: url.pathname,
          cs_uri_query: url.search.length > 1 ? url.search.slice(1) : EMPTY_VALUE,
          sc_status: String(response.statusCode),
          cs_referer: logEncode(header(request, 'referer')),
          cs_user_agent: logEncode(header(request, 'user-agent')),
        };
        push(date, JSON.stringify(record));
      });
    },
    async close() {
      clearTimeout(timer);
      flush();
      await writing;
      await closeOpenFile();
      await rolling;
    },
  };
}
