import { type CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { CfnNamedQuery, CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { Effect, type IGrantable, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import {
  LOG_FIELDS,
  LOG_TABLE,
  PARTITION_COLUMNS,
  partitionPath,
} from '../../functions/analytics/log-record';
import { type DateRange, QUERY_NAMES, renderQuery } from '../../functions/analytics/render-query';
import { ANALYTICS_LOG_RETENTION_MONTHS } from '../../web/src/config/analytics';

/** Where each delivery writes in the log bucket (CdnLogDeliveries gives them to CloudFront). */
export const ANALYTICS_LOG_PREFIX = 'analytics';
export const SECURITY_LOG_PREFIX = 'security';

/**
 * The analytics logs' retention, as the privacy notice states it (ANALYTICS_LOG_RETENTION_MONTHS,
 * 25), in days since S3 expires by days: months × 365.25 / 12, rounded up.
 */
export const ANALYTICS_RETENTION = Duration.days(
  Math.ceil((ANALYTICS_LOG_RETENTION_MONTHS * 365.25) / 12),
);

/**
 * The most one query may read. A 30-day report reads about 0.2 GB at 10,000 page views a day
 * and a 13-month comparison about 2.5 GB (docs/operating.md, "Analytics in AWS"); 5 GB lets those through
 * with room to grow and caps a runaway query at $0.025.
 */
export const BYTES_SCANNED_CUTOFF = 5 * 1024 ** 3;

/**
 * The range the named queries are rendered for. A named query is fixed text, and "the last 30
 * days" is not expressible in it without engine-specific date functions, which the shared SQL
 * avoids: the console copy is this example month, whose two dates one edits before running it.
 * `npm run analytics` and the weekly report render their own ranges from the same files.
 */
export const NAMED_QUERY_RANGE: DateRange = { since: '2026-11-01', until: '2026-11-30' };

/**
 * The first and last year the table projects. Athena computes the partitions in this range
 * instead of listing them; a query's date predicate picks its days among them. The end is far
 * enough that nobody has to remember it.
 */
const PROJECTED_YEARS = '2026,2099';

/** Athena's results are only the answers of recent queries: the commands read them at once. */
const RESULTS_EXPIRATION = Duration.days(7);

export interface SiteAnalyticsProps {
  /** Prefixes the names an account holds once (database, workgroup): the stack's name. */
  readonly namePrefix: string;
  /**
   * The CloudFront delivery source (CdnLogDeliveries, in us-east-1): the only writer of the log
   * bucket, through `delivery.logs.amazonaws.com`.
   */
  readonly deliverySourceArn: string;
  /** Security log retention (`logRetentionDays`, as the privacy notice says). */
  readonly securityLogRetention: Duration;
  /** The analytics logs' retention. @default ANALYTICS_RETENTION (25 months) */
  readonly analyticsLogRetention?: Duration;
  /** Reads and writes of the two buckets are logged here. @default no server access logs */
  readonly serverAccessLogsBucket?: IBucket;
  /** The most one query may scan, in bytes (at least 10 MB). @default BYTES_SCANNED_CUTOFF */
  readonly bytesScannedCutoff?: number;
  /** Delete the two buckets and their objects with the stack. @default false */
  readonly destroyOnRemoval?: boolean;
}

/**
 * The site's analytics in AWS, in the site's region: the bucket CloudFront's standard logs (v2)
 * are delivered to (analytics and security, each under its prefix), the Glue table over the
 * analytics logs with partition projection, and an Athena workgroup with enforced settings, its
 * own results bucket and the report's queries as named queries. The deliveries themselves live
 * in us-east-1 (CdnLogDeliveries). See docs/decisions/0023-cloudfront-logs-v2.md.
 */
export class SiteAnalytics extends Construct {
  readonly databaseName: string;
  readonly tableName: string = LOG_TABLE;
  readonly workGroupName: string;
  /** The CloudFront logs: `analytics/` (no IP address) and `security/` (everything). */
  readonly logBucket: Bucket;
  readonly resultsBucket: Bucket;
  /** Each query's name and its Athena named query. */
  readonly namedQueries: Readonly<Record<(typeof QUERY_NAMES)[number], CfnNamedQuery>>;

  constructor(scope: Construct, id: string, props: SiteAnalyticsProps) {
    super(scope, id);
    const cutoff = props.bytesScannedCutoff ?? BYTES_SCANNED_CUTOFF;
    if (!Number.isInteger(cutoff) || cutoff < 10_000_000) {
      throw new Error(`SiteAnalytics: bytesScannedCutoff must be at least 10 MB, got ${cutoff}.`);
    }
    if (!/^[A-Za-z0-9_-]+$/.test(props.namePrefix)) {
      throw new Error(
        `SiteAnalytics: namePrefix "${props.namePrefix}" must be letters, digits, - or _.`,
      );
    }
    const stack = Stack.of(this);
    const removalPolicy = props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    const autoDeleteObjects = props.destroyOnRemoval ?? false;
    const accessLogs = (prefix: string) =>
      props.serverAccessLogsBucket
        ? { serverAccessLogsBucket: props.serverAccessLogsBucket, serverAccessLogsPrefix: prefix }
        : {};

    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // No ACLs: the log delivery writes under the bucket policy below, the owner owns everything.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        {
          id: 'analytics',
          prefix: `${ANALYTICS_LOG_PREFIX}/`,
          expiration: props.analyticsLogRetention ?? ANALYTICS_RETENTION,
        },
        {
          id: 'security',
          prefix: `${SECURITY_LOG_PREFIX}/`,
          expiration: props.securityLogRetention,
        },
      ],
      ...accessLogs('s3/cdn-logs/'),
      removalPolicy,
      autoDeleteObjects,
    });
    // As the CloudWatch Logs guide's V2 S3 policy, narrowed to this account's one delivery source
    // and the two prefixes it writes.
    this.logBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontLogDelivery',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [ANALYTICS_LOG_PREFIX, SECURITY_LOG_PREFIX].map((prefix) =>
          this.logBucket.arnForObjects(`${prefix}/*`),
        ),
        conditions: {
          StringEquals: {
            's3:x-amz-acl': 'bucket-owner-full-control',
            'aws:SourceAccount': stack.account,
          },
          ArnLike: { 'aws:SourceArn': props.deliverySourceArn },
        },
      }),
    );

    this.resultsBucket = new Bucket(this, 'QueryResults', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        { expiration: RESULTS_EXPIRATION, abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      ...accessLogs('s3/query-results/'),
      removalPolicy,
      autoDeleteObjects,
    });

    // Glue and Athena names: lower case, digits and underscores.
    this.databaseName = `${props.namePrefix.toLowerCase().replaceAll('-', '_')}_analytics`;
    const database = new CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: {
        name: this.databaseName,
        description: 'CloudFront access logs of the website, without IP addresses',
      },
    });

    const location = `s3://${this.logBucket.bucketName}/${ANALYTICS_LOG_PREFIX}/`;
    const table = new CfnTable(this, 'Table', {
      catalogId: stack.account,
      databaseName: this.databaseName,
      tableInput: {
        name: LOG_TABLE,
        description:
          'CloudFront standard logs (v2), analytics delivery: Parquet, one partition a day',
        tableType: 'EXTERNAL_TABLE',
        parameters: {
          classification: 'parquet',
          EXTERNAL: 'TRUE',
          ...partitionProjection(location),
        },
        partitionKeys: PARTITION_COLUMNS.map((name) => ({ name, type: 'string' })),
        storageDescriptor: {
          // The files hold text in every field (log-record.ts); the comment keeps the delivery's name.
          columns: LOG_FIELDS.map(({ field, column }) => ({
            name: column,
            type: 'string',
            comment: field,
          })),
          location,
          inputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat',
          serdeInfo: {
            serializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe',
          },
        },
      },
    });
    table.addResourceDependency(database);

    this.workGroupName = `${props.namePrefix}-analytics`;
    const workGroup = new CfnWorkGroup(this, 'WorkGroup', {
      name: this.workGroupName,
      description: "The website's analytics queries (npm run analytics, the weekly report)",
      state: 'ENABLED',
      // It holds only query history and the named queries: it goes with the stack, so a stack
      // created again under the same name does not find it in the way.
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        // A client cannot send its results elsewhere, unencrypted, or lift the cutoff.
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        bytesScannedCutoffPerQuery: cutoff,
        engineVersion: { selectedEngineVersion: 'AUTO' },
        resultConfiguration: {
          outputLocation: `s3://${this.resultsBucket.bucketName}/`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
          expectedBucketOwner: stack.account,
        },
      },
    });

    const { since, until } = NAMED_QUERY_RANGE;
    this.namedQueries = Object.fromEntries(
      QUERY_NAMES.map((name) => {
        const query = new CfnNamedQuery(this, `Query-${name}`, {
          name,
          database: this.databaseName,
          workGroup: workGroup.ref,
          description: `functions/analytics/queries/${name}.sql for ${since} to ${until}: replace every '${since}' and '${until}' to query other days.`,
          queryString: renderQuery(name, NAMED_QUERY_RANGE),
        });
        query.addResourceDependency(table);
        return [name, query];
      }),
    ) as SiteAnalytics['namedQueries'];
  }

  /**
   * What one Athena query in this workgroup needs, and nothing else: run and read queries in
   * the workgroup, read the table's definition, read the analytics logs (never `security/`),
   * and read and write the results bucket. SSE-S3 needs no key grant.
   */
  grantQuery(grantee: IGrantable): void {
    const stack = Stack.of(this);
    const glue = (resource: string, resourceName?: string) =>
      stack.formatArn({ service: 'glue', resource, ...(resourceName ? { resourceName } : {}) });
    const statements = [
      new PolicyStatement({
        actions: [
          'athena:StartQueryExecution',
          'athena:GetQueryExecution',
          'athena:GetQueryResults',
          'athena:StopQueryExecution',
        ],
        resources: [
          stack.formatArn({
            service: 'athena',
            resource: 'workgroup',
            resourceName: this.workGroupName,
          }),
        ],
      }),
      new PolicyStatement({
        actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetPartitions'],
        resources: [
          glue('catalog'),
          glue('database', this.databaseName),
          glue('table', `${this.databaseName}/${this.tableName}`),
        ],
      }),
      new PolicyStatement({
        actions: ['s3:GetBucketLocation'],
        resources: [this.logBucket.bucketArn],
      }),
      // Athena lists each day's folder; the listing stays inside the analytics prefix.
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.logBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${ANALYTICS_LOG_PREFIX}/*`] } },
      }),
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.logBucket.arnForObjects(`${ANALYTICS_LOG_PREFIX}/*`)],
      }),
      // What Athena's guide lists for a workgroup's output location.
      new PolicyStatement({
        actions: ['s3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads'],
        resources: [this.resultsBucket.bucketArn],
      }),
      new PolicyStatement({
        actions: [
          's3:GetObject',
          's3:PutObject',
          's3:AbortMultipartUpload',
          's3:ListMultipartUploadParts',
        ],
        resources: [this.resultsBucket.arnForObjects('*')],
      }),
    ];
    for (const statement of statements) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  }

  /**
   * Accepts, on `scope` (the grantee's policy), the cdk-nag findings that `grantQuery` causes:
   * object keys are only known as a prefix, so the two object statements end in `*`.
   */
  acknowledgeQueryGrant(scope: IConstruct): void {
    const stack = Stack.of(this);
    const id = (bucket: Bucket) => stack.getLogicalId(bucket.node.defaultChild as CfnElement);
    Validations.of(scope).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${id(this.logBucket)}.Arn>/${ANALYTICS_LOG_PREFIX}/*]`,
        reason:
          'Athena reads every file CloudFront delivers under the analytics prefix; their keys are not known in advance. The security prefix (IP addresses) stays out of reach.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${id(this.resultsBucket)}.Arn>/*]`,
        reason:
          'Athena writes each query result under a key it chooses, in the results bucket of the workgroup; the bucket holds nothing else.',
      },
    );
  }
}

/**
 * Partition projection: Athena computes each day's folder from the table's properties, so there
 * is no crawler, no MSCK REPAIR and no partition to add. The folders are the ones a delivery
 * with `S3EnableHiveCompatiblePath` writes (`year=2026/month=11/day=25`), the same path
 * log-record.ts's partitionPath gives the twin's files.
 */
function partitionProjection(location: string): Record<string, string> {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Athena's syntax
  const template = partitionPath('${year}-${month}-${day}');
  return {
    'projection.enabled': 'true',
    'projection.year.type': 'integer',
    'projection.year.range': PROJECTED_YEARS,
    'projection.month.type': 'integer',
    'projection.month.range': '1,12',
    'projection.month.digits': '2',
    'projection.day.type': 'integer',
    'projection.day.range': '1,31',
    'projection.day.digits': '2',
    'storage.location.template': `${location}${template}/`,
  };
}
