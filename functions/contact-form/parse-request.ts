import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  type ContactFields,
  type ContactRuleCode,
  HONEYPOT_FIELD,
  validateContact,
} from '../../web/src/config/contact-rules';
import type { Locale } from '../../web/src/config/locales';
import { RULE_MESSAGES, requestLocale } from './rule-messages';

/** API Gateway accepts far more; an enquiry within every field limit is well under this. */
export const BODY_MAX_BYTES = 16 * 1024;

/**
 * A request the handler refuses, with the status and the message the client gets, and for a
 * failed contact rule its code (the message is then in the enquiry's language).
 */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly statusCode: 400 | 403 | 405 | 413 | 415,
    message: string,
    readonly code?: ContactRuleCode,
  ) {
    super(message);
  }
}

export type ParsedRequest =
  | {
      readonly kind: 'enquiry';
      readonly fields: ContactFields;
      readonly locale: Locale;
      /** The browser's idempotency key, when it sent one. */
      readonly submissionId: string | undefined;
    }
  | { readonly kind: 'honeypot' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** The request body's bytes as the client sent them (API Gateway may hand them over in base64). */
export function bodyBytes(event: APIGatewayProxyEventV2): Buffer {
  const raw = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
}

function bodyText(event: APIGatewayProxyEventV2): string {
  const bytes = bodyBytes(event);
  if (bytes.byteLength > BODY_MAX_BYTES) {
    throw new RequestError(413, `The request body must be at most ${BODY_MAX_BYTES} bytes.`);
  }
  return bytes.toString('utf8');
}

function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError(400, 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key] ?? '';
  if (typeof value !== 'string') {
    throw new RequestError(400, `The field "${key}" must be a string.`);
  }
  return value;
}

/**
 * Checks an HTTP API (payload 2.0) request in the order a client would want to learn of its
 * mistakes: method, size, content type, JSON shape, then the contact rules, worded in the
 * enquiry's `locale`.
 */
export function parseRequest(event: APIGatewayProxyEventV2): ParsedRequest {
  if (event.requestContext.http.method !== 'POST') {
    throw new RequestError(405, 'Only POST is allowed.');
  }
  const text = bodyText(event);
  if (!isJsonContentType(event.headers['content-type'])) {
    throw new RequestError(415, 'The request body must be sent as application/json.');
  }
  const body = parseJsonObject(text);
  if (textField(body, HONEYPOT_FIELD) !== '') {
    return { kind: 'honeypot' };
  }
  // The subject is type-checked like the rest but never used: the server sets its own.
  textField(body, 'subject');
  const fields: ContactFields = {
    name: textField(body, 'name'),
    email: textField(body, 'email'),
    message: textField(body, 'message'),
  };
  const submissionId =
    body.submissionId === undefined ? undefined : textField(body, 'submissionId');
  if (submissionId !== undefined && !UUID.test(submissionId)) {
    throw new RequestError(400, 'The field "submissionId" must be a UUID.');
  }
  const locale = requestLocale(body.locale);
  const failure = validateContact(fields);
  if (failure) {
    throw new RequestError(400, RULE_MESSAGES[locale][failure.code], failure.code);
  }
  return { kind: 'enquiry', fields, locale, submissionId: submissionId?.toLowerCase() };
}
