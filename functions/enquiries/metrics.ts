import { SITE_DIMENSION, writeMetric } from '../metric';

export { SITE_DIMENSION };

/** The enquiry metrics (functions/metric.ts). The alarms on them are in infra/constructs. */
export const METRICS_NAMESPACE = 'VantageWard/Enquiries';

export type EnquiryMetric = 'EnquiriesFailed' | 'EnquiriesHeld' | 'OldestPendingSeconds';

/**
 * Every enquiry metric is per site (`Site` = the stack's name), so that staging and production
 * in one account neither mix their figures nor raise each other's alarms.
 *
 * Leads counted per site: synthetic enquiries are never counted. `EnquiriesStored`: new enquiries stored (a repeated
 * submission is not new); `EnquiriesSent`: emails SES accepted, by the handler or a retry pass.
 */
export type SiteEnquiryMetric = 'EnquiriesStored' | 'EnquiriesSent';

export function emitMetric(
  name: EnquiryMetric,
  value: number,
  site: string,
  now = Date.now(),
): void {
  writeMetric(
    METRICS_NAMESPACE,
    name,
    name === 'OldestPendingSeconds' ? 'Seconds' : 'Count',
    value,
    now,
    { [SITE_DIMENSION]: site },
  );
}

/** The per-site metric for each step of a lead. */
const LEAD_METRICS = {
  stored: 'EnquiriesStored',
  sent: 'EnquiriesSent',
} as const satisfies Record<string, SiteEnquiryMetric>;

/**
 * Counts one lead stored or emailed in the per-site metrics, under `Site` = `site`. The callers
 * never call it for a synthetic enquiry.
 */
export function countLead(step: keyof typeof LEAD_METRICS, site: string, now = Date.now()): void {
  writeMetric(METRICS_NAMESPACE, LEAD_METRICS[step], 'Count', 1, now, { [SITE_DIMENSION]: site });
}
