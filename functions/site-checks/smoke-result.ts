/** One line of the smoke report: what was checked, and what was seen or what is wrong. */
export interface SmokeResult {
  readonly ok: boolean;
  /** What was asked, e.g. `GET /about`. */
  readonly check: string;
  /** What was seen (`200 lang=en "About us"`), or every problem found, `; `-separated. */
  readonly detail: string;
}

export const pass = (check: string, detail: string): SmokeResult => ({ ok: true, check, detail });

export const fail = (check: string, detail: string): SmokeResult => ({ ok: false, check, detail });

/** Passes with `detail` when there is no problem, else fails with all of them. */
export const verdict = (check: string, problems: readonly string[], detail: string): SmokeResult =>
  problems.length === 0 ? pass(check, detail) : fail(check, problems.join('; '));

/** The report line: `ok   GET / 200 lang=en "…"` or `FAIL GET /about: answered 404`. */
export function formatResult(result: SmokeResult): string {
  return result.ok
    ? `ok   ${result.check} ${result.detail}`
    : `FAIL ${result.check}: ${result.detail}`;
}

/** The report's last line, `38 checks, all ok.` or `38 checks, 2 failed.`, and the exit code. */
export function summaryOf(results: readonly SmokeResult[]): { line: string; exitCode: 0 | 1 } {
  const failed = results.filter((result) => !result.ok).length;
  const checks = `${results.length} check${results.length === 1 ? '' : 's'}`;
  return failed === 0
    ? { line: `${checks}, all ok.`, exitCode: 0 }
    : { line: `${checks}, ${failed} failed.`, exitCode: 1 };
}

/** A body quoted in a report line: on one line, and short. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
