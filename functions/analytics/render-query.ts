import { readFileSync } from 'node:fs';
import { BEACON_PATH, BEACON_QUERY_MAX_LENGTH } from '../../web/src/config/analytics';
import { LOCALE_INFO, LOCALES } from '../../web/src/config/locales';
import { CONTACT_PATH } from '../api-paths';
import { botPattern } from './bot-pattern';
import { EDGE_COUNTRIES } from './edge-countries';
import { pagePaths } from './page-paths';

/**
 * The report's questions, one `.sql` file each in queries/. They read three shared relations,
 * defined once in queries/shared/ and put in front of each question as a `WITH` clause:
 * `requests` (the range's requests from people), `page_views` and `enquiries`.
 */
export const QUERY_NAMES = [
  'pageviews-by-day',
  'enquiries-by-day',
  'pageviews-by-page',
  'enquiries-by-page',
  'pageviews-by-language',
  'enquiries-by-language',
  'visits-by-referrer',
  'visits-by-campaign',
  'visits-by-country',
  'visits-by-device',
] as const;
export type QueryName = (typeof QUERY_NAMES)[number];

const SHARED = ['requests', 'page-views', 'enquiries'] as const;

/** A day, `YYYY-MM-DD`, inclusive at both ends of a range. */
export interface DateRange {
  readonly since: string;
  readonly until: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written `YYYY-MM-DD`, nothing else. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlFile(path: string): string {
  return readFileSync(new URL(`./queries/${path}.sql`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .trim();
}

/** The language of the column `path`: the one whose home prefixes it, else English. */
function languageOfPath(): string {
  const prefixed = LOCALES.filter((locale) => LOCALE_INFO[locale].home !== '/');
  const cases = prefixed.map((locale) => {
    const home = LOCALE_INFO[locale].home;
    return `WHEN path = ${sqlString(home)} OR path LIKE ${sqlString(`${home}/%`)} THEN ${sqlString(locale)}`;
  });
  const fallback = LOCALES.find((locale) => LOCALE_INFO[locale].home === '/') ?? 'en';
  return `CASE ${cases.join(' ')} ELSE ${sqlString(fallback)} END`;
}

function countryOfEdge(): string {
  const cases = Object.entries(EDGE_COUNTRIES).map(
    ([code, country]) => `WHEN ${sqlString(code)} THEN ${sqlString(country)}`,
  );
  return `CASE upper(substr(x_edge_location, 1, 3)) ${cases.join(' ')} END`;
}

/**
 * Everything a query's placeholders stand for. The dates are the only values that come from a
 * user: they are checked to be calendar dates before they become SQL string literals, so nothing
 * else can reach the SQL. Both engines take the same text; no engine-specific parameters.
 */
function substitutions(range: DateRange): Record<string, string> {
  for (const [name, value] of Object.entries(range)) {
    if (!isIsoDate(value))
      throw new Error(`${name} must be a date written YYYY-MM-DD, got "${value}".`);
  }
  return {
    since: sqlString(range.since),
    until: sqlString(range.until),
    bot_pattern: sqlString(botPattern()),
    page_paths: pagePaths().map(sqlString).join(', '),
    beacon_path: sqlString(BEACON_PATH),
    beacon_query_max_length: String(BEACON_QUERY_MAX_LENGTH),
    contact_path: sqlString(CONTACT_PATH),
    language_of_path: languageOfPath(),
    country_of_edge: countryOfEdge(),
  };
}

function substitute(sql: string, values: Record<string, string>): string {
  return sql.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}} in a query.`);
    return value;
  });
}

/** The full SQL of one question over one date range, as both engines run it. */
export function renderQuery(name: QueryName, range: DateRange): string {
  const values = substitutions(range);
  const shared = SHARED.map(
    (file) => `${file.replace('-', '_')} AS (\n${substitute(sqlFile(`shared/${file}`), values)}\n)`,
  );
  return `WITH ${shared.join(',\n')}\n${substitute(sqlFile(name), values)}`;
}
