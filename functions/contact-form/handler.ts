import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { parseRequest, RequestError } from './parse-request';
import { createSesClient, sendEnquiry } from './send-enquiry';
import { ORIGIN_SECRET_HEADER, readSettings } from './settings';

// Read once, at cold start: a misconfigured function fails loudly before serving anyone.
const settings = readSettings(process.env);
const ses = createSesClient(settings);

type Outcome = 'sent' | 'honeypot' | 'rejected' | 'ses-failed';

function json(
  statusCode: number,
  body: Record<string, unknown>,
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** One JSON line per request: never the visitor's email or message. */
function log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>): void {
  console[level](JSON.stringify({ level, service: 'contact-form', ...fields }));
}

/** `POST /api/form` behind API Gateway HTTP API (payload 2.0). */
export async function handler(
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const requestId = event.requestContext.requestId;
  const done = (outcome: Outcome, status: number, extra: Record<string, unknown> = {}) =>
    log(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', {
      requestId,
      outcome,
      status,
      ...extra,
    });

  if (settings.originSecret && event.headers[ORIGIN_SECRET_HEADER] !== settings.originSecret) {
    done('rejected', 403, { reason: 'origin secret missing or wrong' });
    return json(403, { error: 'Forbidden.' });
  }

  let parsed: ReturnType<typeof parseRequest>;
  try {
    parsed = parseRequest(event);
  } catch (error) {
    if (error instanceof RequestError) {
      done('rejected', error.statusCode, { reason: error.code ?? error.message });
      return json(
        error.statusCode,
        error.code ? { error: error.message, code: error.code } : { error: error.message },
      );
    }
    throw error;
  }

  if (parsed.kind === 'honeypot') {
    done('honeypot', 200);
    return json(200, { ok: true });
  }

  try {
    const messageId = await sendEnquiry(ses, parsed, settings);
    done('sent', 200, { messageId, locale: parsed.locale });
    return json(200, { ok: true });
  } catch (error) {
    done('ses-failed', 502, {
      errorName: error instanceof Error ? error.name : 'unknown',
      errorMessage: error instanceof Error ? error.message : String(error),
    });
    return json(502, { error: 'Failed to send email.' });
  }
}
