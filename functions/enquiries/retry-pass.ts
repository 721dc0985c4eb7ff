import type { SESClient } from '@aws-sdk/client-ses';
import { type DeliveryOutcome, deliver } from './delivery';
import type { EnquiryRecord } from './enquiry';
import type { EnquiryStore } from './enquiry-store';
import { emitMetric } from './metrics';
import type { EnquirySettings } from './settings';

/** The enquiry's age in seconds, from when it was received. */
function ageSeconds(record: EnquiryRecord, now: number): number {
  return Math.max(0, Math.round((now - Date.parse(record.receivedAt)) / 1000));
}

export type RetrySummary = Readonly<Record<DeliveryOutcome, number>> & {
  /** Age of the oldest lead (not synthetic) that was still waiting, in seconds (0: none). */
  readonly oldestPendingSeconds: number;
};

/**
 * One pass over what is due: pending enquiries whose backoff has run out, and those a sender
 * claimed and never finished (its lease ran out). Each is delivered at most once, even when two
 * passes overlap, because `deliver` claims it first.
 */
export async function runRetryPass(
  store: EnquiryStore,
  ses: SESClient,
  settings: EnquirySettings,
  now: number = Date.now(),
): Promise<RetrySummary> {
  const due = [...(await store.due('pending', now)), ...(await store.due('sending', now))];
  const counts: Record<DeliveryOutcome, number> = {
    sent: 0,
    queued: 0,
    failed: 0,
    held: 0,
    skipped: 0,
  };
  // Leads only: a waiting synthetic enquiry is the canary's to notice, not the firm's alarm.
  const leads = due.filter((record) => record.synthetic !== true);
  const oldestPendingSeconds = Math.max(0, ...leads.map((record) => ageSeconds(record, now)));
  // Only when something waits: an empty pass every few seconds locally is not news.
  if (leads.length > 0)
    emitMetric('OldestPendingSeconds', oldestPendingSeconds, settings.siteName, now);
  for (const record of due) {
    const { outcome } = await deliver(store, ses, settings, record.id, now);
    counts[outcome] += 1;
  }
  return { ...counts, oldestPendingSeconds };
}
