/**
 * One custom metric in CloudWatch's embedded metric format: a JSON line on stdout that
 * CloudWatch Logs turns into a metric, with no API call and no permission. Written to stdout
 * directly, not through `console`: with the functions' JSON log format, Lambda wraps console
 * output in its own JSON object, and CloudWatch would no longer see `_aws` at the top level.
 */
export type MetricUnit = 'Count' | 'Seconds';

export function writeMetric(
  namespace: string,
  name: string,
  unit: MetricUnit,
  value: number,
  now = Date.now(),
): void {
  const line = {
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        { Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: name, Unit: unit }] },
      ],
    },
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
