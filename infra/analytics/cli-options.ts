import { isIsoDate } from '../../functions/analytics/render-query';

/** Bad input: the command says what is wrong and exits 2. */
export class UsageError extends Error {}

export const USAGE =
  'usage: npm run analytics -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--json] [--report FILE.html] [--local | --stack NAME]';

export interface AnalyticsOptions {
  readonly since: string;
  readonly until: string;
  readonly json: boolean;
  readonly report?: string;
  /** `local`, a stack's name, or undefined: the twin's logs when there are any, else the stack. */
  readonly target: { kind: 'local' } | { kind: 'stack'; name: string } | { kind: 'default' };
}

/** By default the 30 days up to today (UTC), today included. */
export const DEFAULT_DAYS = 30;

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export function parseAnalyticsArgs(argv: readonly string[], today: string): AnalyticsOptions {
  const values: Record<string, string> = {};
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--json' || arg === '--local') {
      switches.add(arg);
    } else if (['--since', '--until', '--report', '--stack'].includes(arg)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`${arg} needs a value.`);
      values[arg] = value;
      i += 1;
    } else {
      throw new UsageError(`Unknown argument "${arg}".`);
    }
  }
  for (const name of ['--since', '--until']) {
    const value = values[name];
    if (value !== undefined && !isIsoDate(value)) {
      throw new UsageError(`${name} must be a date written YYYY-MM-DD, got "${value}".`);
    }
  }
  const until = values['--until'] ?? today;
  const since = values['--since'] ?? daysBefore(until, DEFAULT_DAYS - 1);
  if (until < since) throw new UsageError(`--until (${until}) is before --since (${since}).`);
  if (switches.has('--local') && values['--stack']) {
    throw new UsageError('Give --local or --stack NAME, not both.');
  }
  const report = values['--report'];
  if (report !== undefined && !report.endsWith('.html')) {
    throw new UsageError(
      `--report writes an HTML file: give a name ending in .html, got "${report}".`,
    );
  }
  const stack = values['--stack'];
  return {
    since,
    until,
    json: switches.has('--json'),
    ...(report ? { report } : {}),
    target: switches.has('--local')
      ? { kind: 'local' }
      : stack
        ? { kind: 'stack', name: stack }
        : { kind: 'default' },
  };
}
