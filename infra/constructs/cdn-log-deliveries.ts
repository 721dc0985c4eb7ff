import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LOG_FIELDS, PARTITION_COLUMNS } from '../../functions/analytics/log-record';
import { ANALYTICS_LOG_PREFIX, SECURITY_LOG_PREFIX } from './site-analytics';

/**
 * The CloudFront variable of each partition column in a delivery's `S3SuffixPath`. With
 * `S3EnableHiveCompatiblePath` CloudFront writes `{yyyy}` as `year=2026`, `{MM}` as `month=11`
 * and `{dd}` as `day=25` (CloudFront guide, "Hive-compatible file name format"): the folders
 * log-record.ts's partitionPath names and the Glue table projects. Typed by the column list, so
 * a partition column added there and not here does not compile.
 */
export const SUFFIX_VARIABLES: Readonly<Record<(typeof PARTITION_COLUMNS)[number], string>> = {
  year: '{yyyy}',
  month: '{MM}',
  day: '{dd}',
};
export const S3_SUFFIX_PATH = PARTITION_COLUMNS.map((column) => SUFFIX_VARIABLES[column]).join('/');

/** The analytics delivery's fields: log-record.ts's, in its order. No IP address among them. */
export const ANALYTICS_RECORD_FIELDS: readonly string[] = LOG_FIELDS.map(({ field }) => field);

/**
 * The security delivery's fields: every field CloudFront's guide lists for a delivery (the 33
 * of the legacy format and two real-time ones), IP addresses included, except `cs(Cookie)`:
 * the site sets no cookie and the distribution does not log them.
 */
export const SECURITY_RECORD_FIELDS: readonly string[] = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(Referer)',
  'cs(User-Agent)',
  'cs-uri-query',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'fle-status',
  'fle-encrypted-fields',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'sc-range-start',
  'sc-range-end',
  'c-country',
  'cache-behavior-path-pattern',
];

/** The delivery source's name: one per distribution, unique in the account's us-east-1. */
export function deliverySourceName(stackName: string): string {
  return `${stackName}-cdn`;
}

/** Its ARN, which the log bucket's policy names before the source exists (no cycle). */
export function deliverySourceArn(stack: Stack, stackName: string): string {
  return stack.formatArn({
    service: 'logs',
    region: 'us-east-1',
    resource: 'delivery-source',
    resourceName: deliverySourceName(stackName),
    // arn:aws:logs:us-east-1:<account>:delivery-source:<name>
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

export interface CdnLogDeliveriesProps {
  /** The site stack's name: it names the source and destinations, unique per stage. */
  readonly siteStackName: string;
  readonly distribution: IDistribution;
  /** SiteAnalytics' log bucket, in the site's region. */
  readonly logBucket: IBucket;
}

/**
 * CloudFront standard logging (v2), a CloudWatch Logs vended delivery: one delivery source for
 * the distribution (CloudFront allows one per distribution) and two deliveries, Parquet, to two
 * prefixes of the log bucket. The API must be called in us-east-1, so this lives there, in a
 * stack deployed after the site's (docs/decisions/0023-cloudfront-logs-v2.md).
 */
export class CdnLogDeliveries extends Construct {
  readonly source: CfnDeliverySource;
  readonly analytics: CfnDelivery;
  readonly security: CfnDelivery;

  constructor(scope: Construct, id: string, props: CdnLogDeliveriesProps) {
    super(scope, id);
    const stack = Stack.of(this);
    if (stack.region !== 'us-east-1') {
      throw new Error(`CdnLogDeliveries must be in us-east-1, not ${stack.region}.`);
    }
    this.source = new CfnDeliverySource(this, 'Source', {
      name: deliverySourceName(props.siteStackName),
      logType: 'ACCESS_LOGS',
      resourceArn: stack.formatArn({
        service: 'cloudfront',
        region: '',
        resource: 'distribution',
        resourceName: props.distribution.distributionId,
      }),
    });

    const deliver = (name: string, prefix: string, recordFields: readonly string[]) => {
      const destination = new CfnDeliveryDestination(this, `${name}Destination`, {
        name: `${props.siteStackName}-${prefix}`,
        // The prefix keeps CloudFront from adding `AWSLogs/<account>/CloudFront/` in front.
        destinationResourceArn: `${props.logBucket.bucketArn}/${prefix}`,
        // Fixed at creation: changing it replaces the destination.
        outputFormat: 'parquet',
      });
      const delivery = new CfnDelivery(this, `${name}Delivery`, {
        deliverySourceName: this.source.ref,
        deliveryDestinationArn: destination.attrArn,
        recordFields: [...recordFields],
        s3SuffixPath: S3_SUFFIX_PATH,
        s3EnableHiveCompatiblePath: true,
      });
      delivery.addResourceDependency(this.source);
      return delivery;
    };
    this.analytics = deliver('Analytics', ANALYTICS_LOG_PREFIX, ANALYTICS_RECORD_FIELDS);
    this.security = deliver('Security', SECURITY_LOG_PREFIX, SECURITY_RECORD_FIELDS);
    // One after the other: two deliveries of one source created at once can conflict.
    this.security.addResourceDependency(this.analytics);
  }
}
