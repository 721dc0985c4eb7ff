import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { jsonLog } from '../json-log';
import { jsonResponse } from '../json-response';
import { readSiteName, SITE_DIMENSION, writeMetric } from '../metric';
import { originSecretCheck, readOriginSecretId } from '../origin-secret';
import { parseCspReports } from './csp-reports';

/**
 * `POST /api/csp-report`, where browsers send the site's Content Security Policy and Trusted
 * Types violations (`report-to` and `report-uri` of functions/security-headers.ts). Each violation
 * becomes one JSON log line and counts in a metric that an alarm watches; nothing is stored or
 * forwarded, and only the known fields of a report are kept, each cut short.
 */

// Read once, at cold start. SECRETS_MANAGER_ENDPOINT is only set locally (an emulator).
const checkOrigin = originSecretCheck(readOriginSecretId(process.env), {
  endpoint: process.env.SECRETS_MANAGER_ENDPOINT?.trim() || undefined,
});
/** The `Site` of the metric, as the enquiry metrics have it: staging's and production's apart. */
const site = readSiteName(process.env);

/** The metric counting violations (functions/metric.ts); its alarm is in infra/constructs. */
export const CSP_METRICS_NAMESPACE = 'VantageWard/Security';
export const CSP_REPORTS_METRIC = 'CspReports';

const log = jsonLog('csp-report');

export async function handler(
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext.requestId;
  const origin = await checkOrigin(event.headers);
  if (origin.verdict === 'unavailable') {
    log('error', {
      requestId,
      status: 503,
      reason: 'origin secret unreadable',
      secretError: origin.error,
    });
    return jsonResponse(503, { error: 'Reports cannot be taken now.' });
  }
  if (origin.verdict === 'rejected') {
    log('warn', { requestId, status: 403, reason: 'origin secret missing or wrong' });
    return jsonResponse(403, { error: 'Forbidden.' });
  }
  if (event.requestContext.http.method !== 'POST') {
    return jsonResponse(405, { error: 'Only POST is allowed.' }, { allow: 'POST' });
  }
  const parsed = parseCspReports(
    event.headers['content-type'],
    event.body ?? '',
    event.isBase64Encoded,
  );
  if (!parsed.ok) {
    log('warn', { requestId, status: parsed.status, reason: parsed.error });
    return jsonResponse(parsed.status, { error: parsed.error });
  }
  const userAgent = event.requestContext.http.userAgent.slice(0, 256);
  for (const report of parsed.reports) {
    log('warn', { requestId, event: 'csp-violation', ...report, userAgent });
  }
  if (parsed.dropped > 0)
    log('warn', { requestId, event: 'csp-reports-dropped', dropped: parsed.dropped });
  writeMetric(
    CSP_METRICS_NAMESPACE,
    CSP_REPORTS_METRIC,
    'Count',
    parsed.reports.length,
    Date.now(),
    {
      [SITE_DIMENSION]: site,
    },
  );
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}
