/**
 * The fields of one access log record, written once. The twin's logger, the test fixtures, the
 * local DuckDB view and (later) the Glue table and the delivery's `RecordFields` all read this
 * list, so a field added in one place and not the others does not compile.
 *
 * Each field has two names:
 * - `field`: the name CloudFront standard logging (v2) takes in a delivery's `RecordFields`,
 *   which are the legacy field names (`cs(Referer)`, `cs(User-Agent)`, …);
 * - `column`: the column name in a Parquet delivery, as Athena's documented DDL for v2 Parquet
 *   logs spells it (`cs_referer`, `cs_user_agent`, `cs_uri_query`): lower case, anything that is
 *   not a letter or digit an underscore. That DDL types every column `string`, so the queries
 *   treat every field as text and the twin writes text. Not verified against a delivered file
 *   (no AWS account here): check one before trusting it, and fix the names here only.
 *
 * No `c-ip` and no `x-forwarded-for`: the analytics data never holds an IP address.
 */

export interface LogField {
  /** The name in a delivery's `RecordFields`. */
  readonly field: string;
  /** The column in the Parquet files and the tables over them. */
  readonly column: string;
}

/**
 * The analytics delivery's fields. `c-country` is one of the real-time log fields that v2 is
 * said to offer to standard logs; unconfirmed, so the queries take the country from it when it
 * holds one and otherwise from the edge location (see edge-countries.ts).
 */
export const LOG_FIELDS = [
  { field: 'date', column: 'date' },
  { field: 'time', column: 'time' },
  { field: 'x-edge-location', column: 'x_edge_location' },
  { field: 'c-country', column: 'c_country' },
  { field: 'cs-method', column: 'cs_method' },
  { field: 'x-host-header', column: 'x_host_header' },
  { field: 'cs-uri-stem', column: 'cs_uri_stem' },
  { field: 'cs-uri-query', column: 'cs_uri_query' },
  { field: 'sc-status', column: 'sc_status' },
  { field: 'cs(Referer)', column: 'cs_referer' },
  { field: 'cs(User-Agent)', column: 'cs_user_agent' },
] as const satisfies readonly LogField[];

export type LogColumn = (typeof LOG_FIELDS)[number]['column'];

/** One record as the files hold it: every value a string, `-` when empty, as CloudFront logs. */
export type LogRecord = Readonly<Record<LogColumn, string>>;

export const LOG_COLUMNS: readonly LogColumn[] = LOG_FIELDS.map((f) => f.column);

/** What CloudFront writes for a field with no value. */
export const EMPTY_VALUE = '-';

/**
 * The table the queries read: the Glue table in AWS, a view over the files locally. Its files
 * sit under hive-style date partitions, `year=2026/month=11/day=25/`, as a delivery with
 * `S3EnableHiveCompatiblePath` and the suffix `{yyyy}/{MM}/{dd}` writes them; the partition
 * columns are text (`month=01`), so `year || '-' || month || '-' || day` is the ISO date.
 */
export const LOG_TABLE = 'access_logs';
export const PARTITION_COLUMNS = ['year', 'month', 'day'] as const;

/** The partition folder of a record's date (`YYYY-MM-DD`). */
export function partitionPath(date: string): string {
  const [year, month, day] = date.split('-');
  return `year=${year}/month=${month}/day=${day}`;
}

/**
 * How CloudFront writes the user agent and referrer: spaces and other characters that would
 * break a log line URL-encoded (`Mozilla/5.0%20(X11;%20Linux…`). The queries only ever undo
 * `%20`, so whether a delivery encodes more or less does not change a count.
 */
const PLAIN_BUT_SPACES = /^[ !#$&-[\]-~]*$/;

export function logEncode(value: string | undefined): string {
  if (value === undefined || value === '') return EMPTY_VALUE;
  // The common case, a browser's user agent: printable ASCII whose only special is the space.
  if (PLAIN_BUT_SPACES.test(value)) return value.replaceAll(' ', '%20');
  let encoded = '';
  for (const c of value) {
    const plain = c > ' ' && c <= '~' && c !== '%' && c !== '"' && c !== '\\';
    encoded += plain
      ? c
      : Array.from(
          Buffer.from(c, 'utf8'),
          (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
        ).join('');
  }
  return encoded;
}
