import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { LOG_COLUMNS } from '../../functions/analytics/log-record';

/**
 * The twin's log files under `.local-data/logs/`, in CloudFront's hive-style date folders:
 * `*.open.jsonl` is a file the twin is still writing, `*.jsonl` one it has closed, `*.parquet`
 * a closed file rolled into Parquet, as CloudFront delivers them.
 */
export const OPEN_SUFFIX = '.open.jsonl';

/** Where `npm start` writes its records and `npm run analytics` reads them (git-ignored). */
export const LOCAL_LOG_DIR = fileURLToPath(new URL('../../.local-data/logs', import.meta.url));

export interface LogFiles {
  readonly parquet: string[];
  readonly jsonl: string[];
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/**
 * The files to read. A closed JSON-lines file whose Parquet twin already exists is left out: it is
 * about to be deleted, and reading both would count its records twice.
 */
export function listLogFiles(dir: string): LogFiles {
  const files = walk(dir).filter((path) => relative(dir, path).split(sep).length === 4);
  const parquet = files.filter((path) => path.endsWith('.parquet'));
  const rolled = new Set(parquet.map((path) => path.replace(/\.parquet$/, '')));
  const jsonl = files.filter(
    (path) => path.endsWith('.jsonl') && !rolled.has(path.replace(/\.jsonl$/, '')),
  );
  return { parquet, jsonl };
}

/**
 * An open file whose twin is gone (killed before it could close it): its name carries the
 * twin's process id, `twin-<start>-<pid>-<n>.open.jsonl`.
 */
function isOrphan(path: string): boolean {
  const pid = Number(/-(\d+)-\d+\.open\.jsonl$/.exec(path)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** DuckDB's `columns` argument for `read_json`: every field is text, as in the deliveries. */
export function jsonColumns(): string {
  return `{${LOG_COLUMNS.map((column) => `'${column}': 'VARCHAR'`).join(', ')}}`;
}

export function sqlList(paths: readonly string[]): string {
  return `[${paths.map((p) => `'${p.replaceAll("'", "''")}'`).join(', ')}]`;
}

/**
 * Rolls closed JSON-lines files into Parquet (zstd), one for one, then deletes them. A file is
 * written under a temporary name and renamed, so a reader never sees half a Parquet file.
 */
export async function rollClosedLogs(dir: string, { orphans = false } = {}): Promise<number> {
  const closed = listLogFiles(dir).jsonl.filter(
    (path) => !path.endsWith(OPEN_SUFFIX) || (orphans && isOrphan(path)),
  );
  if (closed.length === 0) return 0;
  // One thread: the twin rolls its files while it serves, and should keep a core for that.
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  try {
    for (const path of closed) {
      const target = path.replace(/\.jsonl$/, '.parquet');
      const temporary = `${target}.tmp`;
      await connection.run(
        `COPY (SELECT * FROM read_json(${sqlList([path])}, format = 'newline_delimited', columns = ${jsonColumns()}, ignore_errors = true)) TO '${temporary.replaceAll("'", "''")}' (FORMAT parquet, COMPRESSION zstd)`,
      );
      renameSync(temporary, target);
      rmSync(path);
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return closed.length;
}
