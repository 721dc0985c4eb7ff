import type { SESClient } from '@aws-sdk/client-ses';
import { backoffMs, MAX_SEND_ATTEMPTS } from './enquiry';
import type { EnquiryStore } from './enquiry-store';
import { countLead, emitMetric } from './metrics';
import { sendEnquiry } from './send-enquiry';
import type { EnquirySettings } from './settings';

/** What one delivery attempt came to. */
export type DeliveryOutcome = 'sent' | 'queued' | 'failed' | 'held' | 'skipped';

export interface DeliveryResult {
  readonly outcome: DeliveryOutcome;
  readonly messageId?: string;
  readonly error?: string;
}

/**
 * Emails a stored enquiry at most once. It is claimed first (a conditional update), so two
 * senders, the handler and a retry pass or two overlapping passes, never both send it; then the
 * daily cap is counted; then SES. A refusal leaves it pending with a backoff, until the last
 * attempt marks it failed. A synthetic enquiry (the canary's) goes the same way, except that it
 * is mailed to SES's simulator, takes no slot of the cap and is left out of the metrics: the
 * stored record says so, so the retry pass treats it alike.
 */
export async function deliver(
  store: EnquiryStore,
  ses: SESClient,
  settings: EnquirySettings,
  id: string,
  now: number = Date.now(),
): Promise<DeliveryResult> {
  const claimed = await store.claim(id, now);
  if (!claimed) return { outcome: 'skipped' };

  const synthetic = claimed.synthetic === true;
  const capped = settings.maxEmailsPerDay > 0 && !synthetic;
  if (capped && !(await store.takeEmailSlot(now, settings.maxEmailsPerDay))) {
    await store.finish(id, { status: 'held' });
    emitMetric('EnquiriesHeld', 1, settings.siteName, now);
    return { outcome: 'held' };
  }

  let messageId: string | undefined;
  try {
    messageId = await sendEnquiry(ses, claimed, settings);
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // The cap counts emails that went out, so an SES outage does not use it up.
    if (capped) await store.returnEmailSlot(now).catch(() => undefined);
    if (claimed.attempts >= MAX_SEND_ATTEMPTS) {
      await store.finish(id, { status: 'failed', lastError: message });
      if (!synthetic) emitMetric('EnquiriesFailed', 1, settings.siteName, now);
      return { outcome: 'failed', error: message };
    }
    await store.finish(id, {
      status: 'pending',
      nextAttemptAt: now + backoffMs(claimed.attempts),
      lastError: message,
    });
    return { outcome: 'queued', error: message };
  }
  await store.finish(id, { status: 'sent', ...(messageId ? { messageId } : {}) });
  if (!synthetic) countLead('sent', settings.siteName, now);
  return { outcome: 'sent', ...(messageId ? { messageId } : {}) };
}
