import type { QueryName } from './render-query';

/** A row as an engine returns it: numbers may come back as strings (Athena, DuckDB's BIGINT). */
export type Row = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Where the queries run: DuckDB over the twin's files (infra/analytics) or Athena over the
 * delivered logs. Both take the same SQL text.
 */
export interface QueryEngine {
  /** What the report says it read: `local` or the stack's name. */
  readonly source: string;
  /** How many queries it runs at once, at most: buildReport never asks more of it. */
  readonly concurrency: number;
  /** False when there is nothing to read at all: the command then says "no data yet". */
  hasData(): Promise<boolean>;
  /** Runs one query; a failure names the query and the engine's reason. */
  run(name: QueryName, sql: string): Promise<readonly Row[]>;
  close(): Promise<void>;
}
