import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { STATUS_INDEX } from '../../functions/enquiries/enquiry-store';
import {
  type EnquiryMetric,
  METRICS_NAMESPACE,
  SITE_DIMENSION,
  type SiteEnquiryMetric,
} from '../../functions/enquiries/metrics';
import { SYNTHETIC_STATUS_READ } from '../../functions/enquiries/synthetic';
import type { AlarmRule } from './alarms';

/** The item attribute DynamoDB's TTL deletes expired enquiries by (epoch seconds). */
export const EXPIRES_AT_ATTRIBUTE = 'expiresAt';

/** What a function may do with single items; nothing else is granted (no Scan, no Delete). */
export type ItemAction = 'dynamodb:GetItem' | 'dynamodb:PutItem' | 'dynamodb:UpdateItem';

export interface EnquiryStoreProps {
  /**
   * Delete the table, and the enquiries in it, with the stack: for throw-away dev stacks only.
   * @default false (the table is retained and protected from deletion)
   */
  readonly destroyOnRemoval?: boolean;
}

/**
 * Every valid enquiry, written before it is emailed: the record that a lead was never lost.
 * Expired enquiries are deleted by DynamoDB's TTL (the functions set `expiresAt`).
 */
export class EnquiryStore extends Construct {
  readonly table: Table;
  /** What the enquiry functions report in the embedded metric format; alarmed in `Alarms`. */
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string, props: EnquiryStoreProps = {}) {
    super(scope, id);
    const destroy = props.destroyOnRemoval ?? false;
    // `Table`, not `TableV2`: cdk-nag's point-in-time-recovery check (DDB3) reads
    // AWS::DynamoDB::Table, so the synth proves PITR is on rather than trusting it.
    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: EXPIRES_AT_ATTRIBUTE,
      removalPolicy: destroy ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      deletionProtection: !destroy,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: STATUS_INDEX,
      partitionKey: { name: 'status', type: AttributeType.STRING },
      sortKey: { name: 'nextAttemptAt', type: AttributeType.NUMBER },
      projectionType: ProjectionType.ALL,
    });

    this.alarmRules = [
      {
        id: 'EnquiriesFailed',
        description: 'An enquiry gave up after its last attempt: read it in the table and resend',
        metric: this.metric('EnquiriesFailed', 'Sum'),
        threshold: 1,
      },
      {
        id: 'OldestPending',
        description: 'An enquiry has waited an hour or more to be emailed (SES keeps refusing it)',
        metric: this.metric('OldestPendingSeconds', 'Maximum'),
        threshold: 3600,
      },
      {
        id: 'EnquiriesHeld',
        description: 'The daily email cap was reached: enquiries are stored but not emailed',
        metric: this.metric('EnquiriesHeld', 'Sum'),
        threshold: 1,
      },
    ];
  }

  /** The table's name, as the functions and the enquiries CLI find it. */
  get tableName(): string {
    return this.table.tableName;
  }

  /** Single-item actions on the table itself, never on an index. */
  grantItems(grantee: IGrantable, ...actions: ItemAction[]): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: [this.table.tableArn] }),
    );
  }

  /**
   * Single-item actions on the items whose key begins with `prefix` and no other
   * (`dynamodb:LeadingKeys`): for a function that keeps its own records in the table, as the
   * weekly report keeps each week's send, and must never touch an enquiry.
   */
  grantItemsWithKeyPrefix(grantee: IGrantable, prefix: string, ...actions: ItemAction[]): void {
    if (!prefix) throw new Error('EnquiryStore: a key prefix is needed to grant items by it.');
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions,
        resources: [this.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } },
      }),
    );
  }

  /** `Query` on the status index only: the table itself cannot be queried or scanned. */
  grantQueryByStatus(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${this.table.tableArn}/index/${STATUS_INDEX}`],
      }),
    );
  }

  /**
   * `GetItem` of a synthetic enquiry's status and nothing else: items whose key begins with
   * `synthetic#`, the `status` attribute alone (functions/enquiries/synthetic.ts,
   * SYNTHETIC_STATUS_READ). What the canary needs to see its enquiry reach SES; no lead, and no
   * field of its own enquiry but the status, can be read with it.
   */
  grantSyntheticStatusRead(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(syntheticStatusReadStatement(this.table.tableArn));
  }

  /**
   * New enquiries stored, per 5 minutes: leads only (the canary's synthetic ones are not
   * counted), for this stack's site alone, as the contact handler publishes them.
   */
  metricStored(): Metric {
    return this.siteMetric('EnquiriesStored');
  }

  /** Enquiries emailed (SES accepted the send), per 5 minutes: leads only, this site alone. */
  metricSent(): Metric {
    return this.siteMetric('EnquiriesSent');
  }

  /**
   * Enquiries the retry pass found due, per 5 minutes: items its `Query` on the status index
   * returned, pending ones whose backoff ran out and lapsed sends. Only the pass may query
   * (grantQueryByStatus), once per RETRY_SCHEDULE, at most 50 of each status a pass.
   */
  metricDueForRetry(): Metric {
    return this.table.metric('ReturnedItemCount', {
      dimensionsMap: { TableName: this.tableName, Operation: 'Query' },
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }

  private siteMetric(metricName: SiteEnquiryMetric): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      // The functions name the site by the stack's name (deliveryEnvironment's SITE_NAME).
      dimensionsMap: { [SITE_DIMENSION]: Stack.of(this).stackName },
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }

  /** A metric the enquiry functions publish (functions/enquiries/metrics.ts) for this site, per 5 minutes. */
  metric(metricName: EnquiryMetric, statistic: 'Sum' | 'Maximum'): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      dimensionsMap: { [SITE_DIMENSION]: Stack.of(this).stackName },
      statistic,
      period: Duration.minutes(5),
    });
  }
}

/**
 * The synthetic-status read on the table at `tableArn` (EnquiryStore.grantSyntheticStatusRead;
 * the staging deploy role's canary step, which names the table only by its prefix).
 */
export function syntheticStatusReadStatement(tableArn: string): PolicyStatement {
  return new PolicyStatement({
    actions: [...SYNTHETIC_STATUS_READ.actions],
    resources: [tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...SYNTHETIC_STATUS_READ.leadingKeys] },
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...SYNTHETIC_STATUS_READ.attributes] },
      // A read must name its attributes (a ProjectionExpression): without one it asks for all
      // of them, which the list above does not allow.
      StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    },
  });
}
