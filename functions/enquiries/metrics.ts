/**
 * Custom metrics in CloudWatch's embedded metric format: one JSON log line that CloudWatch turns
 * into a metric, no API call and no permission needed. The alarms are in infra/constructs.
 */
export const METRICS_NAMESPACE = 'VantageWard/Enquiries';

export type EnquiryMetric = 'EnquiriesFailed' | 'EnquiriesHeld' | 'OldestPendingSeconds';

export function emitMetric(name: EnquiryMetric, value: number, now = Date.now()): void {
  const unit = name === 'OldestPendingSeconds' ? 'Seconds' : 'Count';
  console.info(
    JSON.stringify({
      _aws: {
        Timestamp: now,
        CloudWatchMetrics: [
          { Namespace: METRICS_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: unit }] },
        ],
      },
      [name]: value,
    }),
  );
}
