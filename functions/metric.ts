/**
 * One custom metric in CloudWatch's embedded metric format: a JSON line on stdout that
 * CloudWatch Logs turns into a metric, with no API call and no permission. Written to stdout
 * directly, not through `console`: with the functions' JSON log format, Lambda wraps console
 * output in its own JSON object, and CloudWatch would no longer see `_aws` at the top level.
 */
export type MetricUnit = 'Count' | 'Seconds';

/**
 * The dimension of the per-site metrics (the enquiry leads, the CSP reports): its value is the
 * site's stack name, so staging and production in one account neither mix their figures nor
 * raise each other's alarms.
 */
export const SITE_DIMENSION = 'Site';

/** The site's name in its metrics: `SITE_NAME` (the stack's name in AWS). @default 'local' */
export function readSiteName(env: NodeJS.ProcessEnv): string {
  return env.SITE_NAME?.trim() || 'local';
}

/**
 * `dimensions` (name → value) make the metric one of its own: CloudWatch publishes it with those
 * dimensions only, so a graph or alarm must name them all to find it.
 */
export function writeMetric(
  namespace: string,
  name: string,
  unit: MetricUnit,
  value: number,
  now = Date.now(),
  dimensions: Readonly<Record<string, string>> = {},
): void {
  const line = {
    ...dimensions,
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [Object.keys(dimensions)],
          Metrics: [{ Name: name, Unit: unit }],
        },
      ],
    },
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
