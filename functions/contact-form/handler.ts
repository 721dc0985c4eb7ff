import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { cachedSecretReader } from '../cached-secret';
import { enquiryServices } from '../enquiries/clients';
import { deliver } from '../enquiries/delivery';
import { type EnquiryRecord, newReference } from '../enquiries/enquiry';
import type { EnquiryStore } from '../enquiries/enquiry-store';
import { countLead } from '../enquiries/metrics';
import {
  SYNTHETIC_REFERENCE_PREFIX,
  SYNTHETIC_RETENTION_SECONDS,
  syntheticEnquiryId,
} from '../enquiries/synthetic';
import { jsonLog } from '../json-log';
import { jsonResponse } from '../json-response';
import { originSecretCheck } from '../origin-secret';
import { parseRequest, RequestError } from './parse-request';
import { readSettings } from './settings';
import { checkSyntheticRequest } from './synthetic-request';

// Read once, at cold start: a misconfigured function fails loudly before serving anyone.
const settings = readSettings(process.env);
const { store, ses } = enquiryServices(settings);
const readSyntheticSecret = cachedSecretReader(
  settings.syntheticSecretId,
  settings.secretsManagerEndpoint,
);
const checkOrigin = originSecretCheck(settings.originSecretId, {
  endpoint: settings.secretsManagerEndpoint,
});

type Outcome =
  | 'sent'
  | 'queued'
  | 'held'
  | 'duplicate'
  | 'honeypot'
  | 'rejected'
  | 'store-failed'
  | 'origin-unchecked';

/** One JSON line per request: never the visitor's email or message. */
const log = jsonLog('contact-form');

function errorText(error: unknown): Record<string, string> {
  return error instanceof Error
    ? { errorName: error.name, errorMessage: error.message }
    : { errorName: 'unknown', errorMessage: String(error) };
}

/**
 * `POST /api/form` behind API Gateway HTTP API (payload 2.0): parse, store, then send. The
 * visitor is thanked once the enquiry is stored, whether SES took it now or a retry pass will.
 * The canary's request, signed in `x-synthetic-enquiry`, takes the same path as a synthetic
 * enquiry (functions/enquiries/synthetic.ts); any other marked request is an ordinary one.
 */
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

  const origin = await checkOrigin(event.headers);
  if (origin.verdict === 'unavailable') {
    // Nothing was stored: the visitor sees the error and keeps the text to try again.
    done('origin-unchecked', 503, {
      reason: 'origin secret unreadable',
      secretError: origin.error,
    });
    return jsonResponse(503, { error: 'The inquiry could not be saved. Please try again.' });
  }
  if (origin.verdict === 'rejected') {
    done('rejected', 403, { reason: 'origin secret missing or wrong' });
    return jsonResponse(403, { error: 'Forbidden.' });
  }

  let parsed: ReturnType<typeof parseRequest>;
  try {
    parsed = parseRequest(event);
  } catch (error) {
    if (error instanceof RequestError) {
      done('rejected', error.statusCode, { reason: error.code ?? error.message });
      return jsonResponse(
        error.statusCode,
        error.code ? { error: error.message, code: error.code } : { error: error.message },
      );
    }
    throw error;
  }

  if (parsed.kind === 'honeypot') {
    // A bot gets what a person would: a reference, for an enquiry that exists nowhere.
    done('honeypot', 200);
    return jsonResponse(200, { ok: true, reference: newReference(randomBytes) });
  }

  const marker = await checkSyntheticRequest(event, readSyntheticSecret);
  const synthetic = marker?.synthetic === 'verified';
  // Said in every line of a marked request, so a canary that is not recognized shows why.
  const markerLog = marker ? { ...marker } : {};

  const now = Date.now();
  const id = parsed.submissionId ?? randomUUID();
  const record: EnquiryRecord = {
    id: synthetic ? syntheticEnquiryId(id) : id,
    reference: synthetic
      ? newReference(randomBytes, SYNTHETIC_REFERENCE_PREFIX)
      : newReference(randomBytes),
    receivedAt: new Date(now).toISOString(),
    locale: parsed.locale,
    ...parsed.fields,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    expiresAt:
      Math.floor(now / 1000) +
      (synthetic ? SYNTHETIC_RETENTION_SECONDS : settings.retentionDays * 86_400),
    ...(synthetic ? { synthetic: true as const } : {}),
  };

  let stored: Awaited<ReturnType<EnquiryStore['create']>>;
  try {
    stored = await store.create(record);
  } catch (error) {
    done('store-failed', 503, { ...markerLog, ...errorText(error) });
    return jsonResponse(503, { error: 'The inquiry could not be saved. Please try again.' });
  }
  const { reference } = stored.record;
  if (!stored.created) {
    done('duplicate', 200, { reference, ...markerLog });
    return jsonResponse(200, { ok: true, reference });
  }
  if (!synthetic) countLead('stored', settings.siteName, now);

  try {
    const result = await deliver(store, ses, settings, record.id, now);
    const outcome =
      result.outcome === 'sent' || result.outcome === 'held' ? result.outcome : 'queued';
    done(outcome, 200, {
      reference,
      locale: parsed.locale,
      ...markerLog,
      ...(result.messageId ? { messageId: result.messageId } : {}),
      ...(result.error ? { sesError: result.error } : {}),
    });
  } catch (error) {
    // Stored and still pending (or its lease runs out): the retry pass sends it.
    done('queued', 200, { reference, ...markerLog, ...errorText(error) });
  }
  return jsonResponse(200, { ok: true, reference });
}
