import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CdnLogDeliveries } from '../constructs/cdn-log-deliveries';

export interface CdnLogsStackProps extends StackProps {
  /** The site stack's name, which names the delivery source and destinations. */
  readonly siteStackName: string;
  /** The site stack's distribution. */
  readonly distribution: IDistribution;
  /** The site stack's log bucket (SiteAnalytics). */
  readonly logBucket: IBucket;
}

/**
 * CloudFront's standard logging (v2), which can only be set up in us-east-1, for a distribution
 * that the site stack creates: so a small us-east-1 stack of its own that the site stack's
 * references make deploy after it (the edge stack deploys before it). See
 * docs/decisions/0023-cloudfront-logs-v2.md.
 */
export class CdnLogsStack extends Stack {
  readonly deliveries: CdnLogDeliveries;

  constructor(scope: Construct, id: string, props: CdnLogsStackProps) {
    super(scope, id, props);
    this.deliveries = new CdnLogDeliveries(this, 'Deliveries', {
      siteStackName: props.siteStackName,
      distribution: props.distribution,
      logBucket: props.logBucket,
    });
  }
}
