import type { ContactFields } from '../../web/src/config/contact-rules';
import type { Locale } from '../../web/src/config/locales';

/**
 * Where an enquiry stands. `pending`: stored, waiting for (another) send; `sending`: a send is
 * under way until `nextAttemptAt` (a lease, so that a crashed sender is taken over); `sent`:
 * emailed once; `failed`: SES refused it `MAX_SEND_ATTEMPTS` times; `held`: stored but not
 * emailed, because the daily cap was reached.
 */
export type EnquiryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held';

/** One enquiry as the table keeps it. */
export interface EnquiryRecord extends ContactFields {
  /** The browser's `submissionId`: the idempotency key. */
  readonly id: string;
  /** Short and human-friendly, shown to the visitor: `VW-7K3M9Q`. */
  readonly reference: string;
  /** ISO 8601. */
  readonly receivedAt: string;
  readonly locale: Locale;
  readonly status: EnquiryStatus;
  /** Sends tried so far. */
  readonly attempts: number;
  /** Epoch milliseconds: when a pending enquiry is due, or a `sending` lease ends. */
  readonly nextAttemptAt: number;
  /** Epoch seconds: DynamoDB's TTL deletes the item after the retention period. */
  readonly expiresAt: number;
  readonly messageId?: string;
  readonly lastError?: string;
  /**
   * Sent by the site's canary and verified (functions/enquiries/synthetic.ts): emailed to SES's
   * mailbox simulator, outside the daily cap and the metrics, kept a day. Absent on a lead.
   */
  readonly synthetic?: true;
}

/** A send is given up after this many attempts (about two hours of backoff). */
export const MAX_SEND_ATTEMPTS = 8;

/** How long a sender may hold an enquiry before another pass may take it over. */
export const SEND_LEASE_MS = 60_000;

/** The wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** Crockford's base32 without I, L, O, U: nothing to misread on the phone. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A lead's reference begins so; a synthetic enquiry's with SYNTHETIC_REFERENCE_PREFIX. */
export const REFERENCE_PREFIX = 'VW-';

/** A new reference, `VW-` (or `prefix`) and six characters (a billion of them). */
export function newReference(
  randomBytes: (size: number) => Uint8Array,
  prefix = REFERENCE_PREFIX,
): string {
  const bytes = randomBytes(6);
  const chars = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % 32]);
  return `${prefix}${chars.join('')}`;
}
