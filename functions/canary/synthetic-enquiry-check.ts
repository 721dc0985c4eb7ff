/**
 * The day's synthetic enquiry: sent through `POST /api/form` exactly as the browser sends one,
 * plus a signature only the canary can make (docs/decisions/0019), then followed in the store
 * until its status is `sent`, i.e. SES accepted it for the mailbox simulator. The status is read
 * through the narrow read the caller gives (one GetItem of the status of a `synthetic#` key),
 * never through the public API.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_SUBJECT, HONEYPOT_FIELD } from '../../web/src/config/contact-rules';
import { DEFAULT_LOCALE } from '../../web/src/config/locales';
import { CONTACT_PATH } from '../api-paths';
import {
  SES_SIMULATOR_RECIPIENT,
  SYNTHETIC_ENQUIRY_HEADER,
  SYNTHETIC_REFERENCE_PREFIX,
  signSyntheticEnquiry,
} from '../enquiries/synthetic';
import { type CheckRequests, mediaTypeOf, smokeRequest } from '../site-checks/smoke-http';
import { excerpt, fail, pass } from '../site-checks/smoke-result';
import type { EnquiryCheckResult } from './canary-run';

export const ENQUIRY_CHECK = `POST ${CONTACT_PATH} (synthetic inquiry)`;

/** How the canary reaches the enquiry path's private side, wherever it runs. */
export interface EnquiryAccess {
  /** The shared secret, read at run time (Secrets Manager, or the twin's file). */
  readonly secret: () => Promise<string>;
  /**
   * The status (`pending`, `sent`, …) of the synthetic enquiry sent with this submissionId,
   * which is its key in the table; undefined while it is not found.
   */
  readonly status: (submissionId: string) => Promise<string | undefined>;
}

export interface FollowTimes {
  /** How long SES may take to accept it. @default 3 minutes */
  readonly waitMs?: number;
  /** @default 5 s */
  readonly intervalMs?: number;
}

/** What the synthetic enquiry says: valid by every contact rule, and plain about what it is. */
export function syntheticEnquiryBody(now: Date, submissionId: string): string {
  return JSON.stringify({
    name: 'Site canary',
    email: SES_SIMULATOR_RECIPIENT,
    message: `Synthetic inquiry sent by the site's canary at ${now.toISOString()} to prove the contact path end to end. It goes to the SES mailbox simulator and expires after a day.`,
    subject: CONTACT_SUBJECT,
    locale: DEFAULT_LOCALE,
    submissionId,
    [HONEYPOT_FIELD]: '',
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkSyntheticEnquiry(
  site: URL,
  access: EnquiryAccess,
  http: CheckRequests,
  { waitMs = 180_000, intervalMs = 5_000 }: FollowTimes = {},
  now: Date = new Date(),
): Promise<EnquiryCheckResult> {
  const submissionId = randomUUID();
  const body = syntheticEnquiryBody(now, submissionId);
  const response = await smokeRequest(
    new URL(CONTACT_PATH, site),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SYNTHETIC_ENQUIRY_HEADER]: signSyntheticEnquiry(await access.secret(), body),
      },
      body,
    },
    http,
  );
  let reference: unknown;
  try {
    reference = (JSON.parse(response.body) as { reference?: unknown }).reference;
  } catch {
    reference = undefined;
  }
  if (response.status !== 200 || mediaTypeOf(response.headers) !== 'application/json') {
    return {
      result: fail(ENQUIRY_CHECK, `answered ${response.status}: ${excerpt(response.body)}`),
    };
  }
  if (typeof reference !== 'string') {
    return { result: fail(ENQUIRY_CHECK, `200 without a reference: ${excerpt(response.body)}`) };
  }
  if (!reference.startsWith(SYNTHETIC_REFERENCE_PREFIX)) {
    // Accepted, but as an ordinary enquiry: the firm gets an email it should not.
    return {
      reference,
      result: fail(
        ENQUIRY_CHECK,
        `accepted as ${reference}, an ordinary inquiry emailed to the firm: the API did not recognize the canary's signature (is the canary's secret the API's?)`,
      ),
    };
  }
  const started = Date.now();
  let status: string | undefined;
  for (;;) {
    status = await access.status(submissionId);
    if (status === 'sent' || Date.now() - started >= waitMs) break;
    await sleep(intervalMs);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  return {
    reference,
    result:
      status === 'sent'
        ? pass(
            ENQUIRY_CHECK,
            `${reference} stored and sent to the SES mailbox simulator (${seconds} s)`,
          )
        : fail(
            ENQUIRY_CHECK,
            `${reference} ${status === undefined ? 'is not in the store' : `is still "${status}"`} after ${seconds} s: SES has not accepted it`,
          ),
  };
}
