/**
 * Reads the two shapes in which browsers send CSP violations:
 * - `application/reports+json` (Reporting API, `report-to`): an array of reports, those of
 *   type `csp-violation` carry the violation in `body` with camelCase keys;
 * - `application/csp-report` (`report-uri`): one object under `csp-report`, kebab-case keys.
 * Both become the same short record. Anything else in the body is dropped, never echoed.
 */

/** Browsers send one report, or a small batch: 8 KB is plenty, and bounds what is logged. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;

/** Each kept text field is cut to this length. */
const FIELD_MAX_CHARS = 512;

/** A browser batches a handful; more in one request are dropped, not logged or counted. */
export const MAX_REPORTS_PER_REQUEST = 20;

export interface CspViolation {
  readonly documentUrl: string;
  readonly blockedUrl: string;
  readonly effectiveDirective: string;
  readonly disposition: string;
  readonly sourceFile: string;
  readonly lineNumber: number | null;
  readonly columnNumber: number | null;
  readonly sample: string;
  readonly statusCode: number | null;
}

export type ParsedReports =
  | { readonly ok: true; readonly reports: readonly CspViolation[]; readonly dropped: number }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly error: string };

const REPORTING_API = 'application/reports+json';
const REPORT_URI = 'application/csp-report';

/** Keys of each shape, in CspViolation's order. */
const REPORTING_API_KEYS = [
  'documentURL',
  'blockedURL',
  'effectiveDirective',
  'disposition',
  'sourceFile',
  'lineNumber',
  'columnNumber',
  'sample',
  'statusCode',
] as const;
const REPORT_URI_KEYS = [
  'document-uri',
  'blocked-uri',
  'effective-directive',
  'disposition',
  'source-file',
  'line-number',
  'column-number',
  'script-sample',
  'status-code',
] as const;

type Keys = typeof REPORTING_API_KEYS | typeof REPORT_URI_KEYS;

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, FIELD_MAX_CHARS) : '';
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function violation(body: Record<string, unknown>, keys: Keys): CspViolation {
  const [document, blocked, directive, disposition, source, line, column, sample, status] = keys;
  return {
    documentUrl: text(body[document]),
    blockedUrl: text(body[blocked]),
    // `report-uri` reports from older browsers name only the violated directive.
    effectiveDirective: text(body[directive] ?? body['violated-directive']),
    disposition: text(body[disposition]),
    sourceFile: text(body[source]),
    lineNumber: count(body[line]),
    columnNumber: count(body[column]),
    sample: text(body[sample]),
    statusCode: count(body[status]),
  };
}

function reportsIn(mediaType: string, value: unknown): CspViolation[] {
  if (mediaType === REPORTING_API) {
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (report): report is { body: Record<string, unknown> } =>
          isObject(report) && report.type === 'csp-violation' && isObject(report.body),
      )
      .map((report) => violation(report.body, REPORTING_API_KEYS));
  }
  const report = isObject(value) ? value['csp-report'] : undefined;
  return isObject(report) ? [violation(report, REPORT_URI_KEYS)] : [];
}

export function parseCspReports(
  contentType: string | undefined,
  body: string,
  isBase64Encoded: boolean,
): ParsedReports {
  const bytes = Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.byteLength > CSP_REPORT_MAX_BYTES) {
    return {
      ok: false,
      status: 413,
      error: `A report must be at most ${CSP_REPORT_MAX_BYTES} bytes.`,
    };
  }
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== REPORTING_API && mediaType !== REPORT_URI) {
    return {
      ok: false,
      status: 415,
      error: `Send CSP reports as ${REPORTING_API} or ${REPORT_URI}.`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON.' };
  }
  // A violation names the page and the directive it broke; anything less is not a browser's.
  const found = reportsIn(mediaType, value).filter(
    (report) => /^https?:\/\//.test(report.documentUrl) && report.effectiveDirective !== '',
  );
  if (found.length === 0) {
    return { ok: false, status: 400, error: 'The body holds no CSP violation report.' };
  }
  const reports = found.slice(0, MAX_REPORTS_PER_REQUEST);
  return { ok: true, reports, dropped: found.length - reports.length };
}
