import { writeMetric } from '../metric';

/** The enquiry metrics (functions/metric.ts). The alarms on them are in infra/constructs. */
export const METRICS_NAMESPACE = 'VantageWard/Enquiries';

export type EnquiryMetric = 'EnquiriesFailed' | 'EnquiriesHeld' | 'OldestPendingSeconds';

export function emitMetric(name: EnquiryMetric, value: number, now = Date.now()): void {
  writeMetric(
    METRICS_NAMESPACE,
    name,
    name === 'OldestPendingSeconds' ? 'Seconds' : 'Count',
    value,
    now,
  );
}
