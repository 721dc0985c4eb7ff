import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { LOG_TABLE } from '../../functions/analytics/log-record';
import type { QueryEngine, Row } from '../../functions/analytics/query-engine';
import type { QueryName } from '../../functions/analytics/render-query';
import { jsonColumns, listLogFiles, sqlList } from './log-files';

/**
 * Trino functions the queries use that DuckDB names differently. Only this short list: the
 * queries stay in the subset both engines run, and each macro here has Trino's meaning.
 */
const TRINO_COMPATIBILITY = ['CREATE MACRO regexp_like(s, p) AS regexp_matches(s, p)'];

/** Queries at once on DuckDB, each on its own connection (see DuckDbEngineOptions). */
export const DUCKDB_CONCURRENT_QUERIES = 1;

export interface DuckDbEngineOptions {
  /**
   * Queries running at once, each on a connection of its own (one connection runs one query at
   * a time). DuckDB already spreads one query over every core, so running more at once only
   * shares the same cores. @default DUCKDB_CONCURRENT_QUERIES
   */
  readonly concurrency?: number;
}

/**
 * The local engine: an embedded DuckDB over the twin's log files, seen through a view named
 * like the Glue table, so the same SQL runs here and on Athena. Partition columns stay text
 * (`month=01`), as the Glue table declares them.
 */
export async function createDuckDbEngine(
  logDir: string,
  options: DuckDbEngineOptions = {},
): Promise<QueryEngine> {
  const files = listLogFiles(logDir);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  for (const statement of TRINO_COMPATIBILITY) await connection.run(statement);
  const sources: string[] = [];
  if (files.parquet.length > 0) {
    sources.push(
      `SELECT * FROM read_parquet(${sqlList(files.parquet)}, hive_partitioning = true, hive_types_autocast = false, union_by_name = true)`,
    );
  }
  if (files.jsonl.length > 0) {
    sources.push(
      `SELECT * FROM read_json(${sqlList(files.jsonl)}, format = 'newline_delimited', columns = ${jsonColumns()}, hive_partitioning = true, hive_types_autocast = false, ignore_errors = true)`,
    );
  }
  const hasFiles = sources.length > 0;
  if (hasFiles) {
    await connection.run(`CREATE VIEW ${LOG_TABLE} AS ${sources.join(' UNION ALL BY NAME ')}`);
  }
  const concurrency = options.concurrency ?? DUCKDB_CONCURRENT_QUERIES;
  // The view and the macros are in the database's catalog: every connection sees them.
  const idle = [connection];
  for (let i = 1; i < concurrency; i += 1) idle.push(await instance.connect());
  const all = [...idle];
  const waiting: ((connection: DuckDBConnection) => void)[] = [];
  const take = async (): Promise<DuckDBConnection> =>
    idle.pop() ?? new Promise<DuckDBConnection>((resolve) => waiting.push(resolve));
  const give = (free: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(free);
    else idle.push(free);
  };
  return {
    source: 'local',
    concurrency,
    hasData: async () => hasFiles,
    run: async (name: QueryName, sql: string) => {
      const free = await take();
      try {
        const reader = await free.runAndReadAll(sql);
        return reader.getRowObjectsJson() as Row[];
      } catch (error) {
        throw new Error(
          `The query ${name} failed on DuckDB: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        give(free);
      }
    },
    close: async () => {
      for (const open of all) open.closeSync();
      instance.closeSync();
    },
  };
}
