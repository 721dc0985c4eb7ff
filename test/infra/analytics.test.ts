import { App, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AccountRootPrincipal, Role } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOG_FIELDS,
  LOG_TABLE,
  PARTITION_COLUMNS,
  partitionPath,
} from '../../functions/analytics/log-record';
import { QUERY_NAMES, renderQuery } from '../../functions/analytics/render-query';
import { S3_SUFFIX_PATH } from '../../infra/constructs/cdn-log-deliveries';
import {
  BYTES_SCANNED_CUTOFF,
  NAMED_QUERY_RANGE,
  SiteAnalytics,
} from '../../infra/constructs/site-analytics';
import { addNagChecks } from '../../infra/stacks/website';
import { configWith, type SynthesizedWebsite, stubSiteDir, synthWebsite } from './synth';

type Resource = { Properties: Record<string, unknown>; DependsOn?: string[] };

function only(template: Template, type: string): Resource {
  const resources = Object.values(template.findResources(type)) as Resource[];
  expect(resources).toHaveLength(1);
  return resources[0] as Resource;
}

/** The delivery whose destination is named `…-<prefix>`, with its destination. */
function delivery(logs: Template, prefix: string): { delivery: Resource; destination: Resource } {
  const destinations = logs.findResources('AWS::Logs::DeliveryDestination');
  const [id, destination] = Object.entries(destinations).find(([, d]) =>
    String((d as Resource).Properties.Name).endsWith(`-${prefix}`),
  ) as [string, Resource];
  const found = Object.values(logs.findResources('AWS::Logs::Delivery')).find(
    (d) =>
      JSON.stringify((d as Resource).Properties.DeliveryDestinationArn) ===
      JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }),
  ) as Resource;
  return { delivery: found, destination };
}

/** What a delivery with S3EnableHiveCompatiblePath writes for a day, as CloudFront documents it. */
function hivePath(suffix: string, date: string): string {
  const [yyyy, MM, dd] = date.split('-');
  return suffix
    .replace('{yyyy}', `year=${yyyy}`)
    .replace('{MM}', `month=${MM}`)
    .replace('{dd}', `day=${dd}`);
}

let website: SynthesizedWebsite;
beforeAll(() => {
  website = synthWebsite(configWith({ siteDir: stubSiteDir() }));
}, 120_000);

describe('CloudFront standard logging v2', () => {
  it('sets up one delivery source for the distribution in us-east-1, in a stack that deploys after the site', () => {
    expect(website.logsStack.region).toBe('us-east-1');
    expect(website.logsStack.dependencies).toContain(website.siteStack);
    const source = only(website.logs, 'AWS::Logs::DeliverySource');
    expect(source.Properties).toMatchObject({
      LogType: 'ACCESS_LOGS',
      Name: 'VantageWardSite-cdn',
    });
    // The distribution's id comes from the site stack through a cross-region reference.
    expect(JSON.stringify(source.Properties.ResourceArn)).toMatch(
      /cloudfront::.*distribution\/.*RefSiteDistribution/,
    );
  });

  it('delivers the analytics logs as Parquet with exactly the fields of log-record.ts, no IP address', () => {
    const { delivery: analytics, destination } = delivery(website.logs, 'analytics');
    expect(destination.Properties.OutputFormat).toBe('parquet');
    expect(analytics.Properties.RecordFields).toEqual(LOG_FIELDS.map((f) => f.field));
    expect(analytics.Properties.RecordFields).not.toContain('c-ip');
    expect(analytics.Properties.RecordFields).not.toContain('x-forwarded-for');
  });

  it('delivers the security logs as Parquet with every field, IP addresses included', () => {
    const { delivery: security, destination } = delivery(website.logs, 'security');
    expect(destination.Properties.OutputFormat).toBe('parquet');
    expect(security.Properties.RecordFields).toEqual(
      expect.arrayContaining(['c-ip', 'x-forwarded-for', ...LOG_FIELDS.map((f) => f.field)]),
    );
  });

  it("writes each day where the Glue table and the twin's files put it: <prefix>/year=/month=/day=", () => {
    const { delivery: analytics, destination } = delivery(website.logs, 'analytics');
    expect(analytics.Properties).toMatchObject({
      S3EnableHiveCompatiblePath: true,
      S3SuffixPath: S3_SUFFIX_PATH,
    });
    expect(hivePath(S3_SUFFIX_PATH, '2026-11-25')).toBe(partitionPath('2026-11-25'));
    // A destination ARN with a prefix: CloudFront then adds no AWSLogs/<account>/CloudFront/.
    expect(JSON.stringify(destination.Properties.DestinationResourceArn)).toMatch(/\/analytics"/);
    const table = only(website.site, 'AWS::Glue::Table').Properties.TableInput as {
      Parameters: Record<string, unknown>;
    };
    const template = JSON.stringify(table.Parameters['storage.location.template']);
    // Athena's placeholders, `${year}` and so on, filled as partition projection does.
    const day: Record<string, string> = { year: '2026', month: '11', day: '25' };
    const filled = template.replace(/\$\{(\w+)\}/g, (_, name: string) => day[name] ?? '?');
    expect(filled).toContain(`/analytics/${partitionPath('2026-11-25')}/`);
  });

  it('no longer uses legacy logging or an ACL-enabled bucket', () => {
    const distribution = only(website.site, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig).not.toHaveProperty('Logging');
    for (const bucket of Object.values(website.site.findResources('AWS::S3::Bucket'))) {
      const properties = (bucket as Resource).Properties;
      expect(properties).not.toHaveProperty('AccessControl');
      expect(JSON.stringify(properties.OwnershipControls ?? {})).not.toContain('ObjectWriter');
    }
  });
});

describe('the log bucket', () => {
  it('is private, encrypted and TLS-only, and expires analytics after 25 months and security logs after logRetentionDays', () => {
    website.site.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: Match.objectLike({}),
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({ Prefix: 'analytics/', ExpirationInDays: 761 }),
          Match.objectLike({ Prefix: 'security/', ExpirationInDays: 90 }),
        ],
      },
    });
  });

  it("is written only by the log delivery service, for this account's delivery source", () => {
    const policies = Object.values(
      website.site.findResources('AWS::S3::BucketPolicy'),
    ) as Resource[];
    const statements = policies.flatMap(
      (p) => (p.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const delivery = statements.filter(
      (s) => JSON.stringify(s.Principal) === '{"Service":"delivery.logs.amazonaws.com"}',
    );
    expect(delivery).toHaveLength(1);
    const [statement] = delivery as [Record<string, unknown>];
    expect(statement).toMatchObject({ Effect: 'Allow', Action: 's3:PutObject' });
    const conditions = JSON.stringify(statement.Condition);
    expect(conditions).toContain('"aws:SourceAccount":{"Ref":"AWS::AccountId"}');
    // The ARN of the source the logs stack creates, by its name.
    expect(conditions).toMatch(
      /"aws:SourceArn".*:logs:us-east-1:.*delivery-source:VantageWardSite-cdn/,
    );
    const resources = JSON.stringify(statement.Resource);
    expect(resources).toContain('/analytics/*');
    expect(resources).toContain('/security/*');
  });
});

describe('the Glue table', () => {
  it('reads the analytics Parquet files with the columns of log-record.ts and projected daily partitions', () => {
    const table = only(website.site, 'AWS::Glue::Table').Properties.TableInput as {
      Name: string;
      PartitionKeys: unknown[];
      Parameters: Record<string, unknown>;
      StorageDescriptor: { Columns: { Name: string }[]; SerdeInfo: unknown };
    };
    expect(table.Name).toBe(LOG_TABLE);
    expect(table.StorageDescriptor.Columns.map((c) => c.Name)).toEqual(
      LOG_FIELDS.map((f) => f.column),
    );
    expect(table.StorageDescriptor.SerdeInfo).toEqual({
      SerializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe',
    });
    expect(table.PartitionKeys).toEqual(
      PARTITION_COLUMNS.map((Name) => ({ Name, Type: 'string' })),
    );
    expect(table.Parameters).toMatchObject({
      'projection.enabled': 'true',
      'projection.year.type': 'integer',
      'projection.month.digits': '2',
      'projection.day.digits': '2',
    });
    website.site.resourceCountIs('AWS::Glue::Crawler', 0);
  });
});

describe('the Athena workgroup', () => {
  it('enforces its settings, encrypts results into its own expiring bucket and stops a query past the cutoff', () => {
    const workGroup = only(website.site, 'AWS::Athena::WorkGroup').Properties;
    expect(workGroup.WorkGroupConfiguration).toMatchObject({
      EnforceWorkGroupConfiguration: true,
      BytesScannedCutoffPerQuery: BYTES_SCANNED_CUTOFF,
      EngineVersion: { SelectedEngineVersion: 'AUTO' },
      ResultConfiguration: {
        EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
        OutputLocation: {
          'Fn::Join': ['', ['s3://', { Ref: expect.stringMatching(/QueryResults/) }, '/']],
        },
      },
    });
    website.site.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 7 })] },
      PublicAccessBlockConfiguration: Match.objectLike({ RestrictPublicBuckets: true }),
    });
  });

  it('holds the report questions as named queries: exactly the .sql files, rendered for the example range', () => {
    const queries = Object.values(website.site.findResources('AWS::Athena::NamedQuery')).map(
      (q) => (q as Resource).Properties as { Name: string; QueryString: string },
    );
    expect(queries.map((q) => q.Name).sort()).toEqual([...QUERY_NAMES].sort());
    for (const query of queries) {
      expect(query.QueryString).toBe(
        renderQuery(query.Name as (typeof QUERY_NAMES)[number], NAMED_QUERY_RANGE),
      );
    }
  });

  it('names the workgroup and the database in the outputs', () => {
    const outputs = website.site.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.AnalyticsWorkGroup?.Value).toBe('VantageWardSite-analytics');
    expect(outputs.AnalyticsDatabase?.Value).toBe('vantagewardsite_analytics');
  });
});

describe('the weekly report in the site stack', () => {
  it("queries the stack's workgroup and database, with the grant of SiteAnalytics", () => {
    website.site.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          ANALYTICS_WORKGROUP: 'VantageWardSite-analytics',
          ANALYTICS_DATABASE: 'vantagewardsite_analytics',
        }),
      },
    });
    website.site.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: Match.arrayWith(['athena:StartQueryExecution']) }),
        ]),
      },
    });
  });
});

describe('grantQuery', () => {
  function grantedStatements() {
    const stack = new Stack(new App(), 'Test', { env: { region: 'eu-west-1' } });
    const analytics = new SiteAnalytics(stack, 'Analytics', {
      namePrefix: 'Site',
      deliverySourceArn: 'arn:aws:logs:us-east-1:123456789012:delivery-source:Site-cdn',
      securityLogRetention: Duration.days(90),
    });
    const role = new Role(stack, 'Reader', { assumedBy: new AccountRootPrincipal() });
    analytics.grantQuery(role);
    const policy = only(Template.fromStack(stack), 'AWS::IAM::Policy').Properties
      .PolicyDocument as { Statement: Record<string, unknown>[] };
    return policy.Statement.map((s) => JSON.stringify(s));
  }

  it('lets a role run and read queries in the workgroup, and read the table definition', () => {
    const statements = grantedStatements();
    expect(statements.find((s) => s.includes('athena:'))).toMatch(
      /"athena:StartQueryExecution","athena:GetQueryExecution","athena:GetQueryResults","athena:StopQueryExecution"\].*workgroup\/Site-analytics/,
    );
    expect(statements.find((s) => s.includes('glue:'))).toMatch(
      /"glue:GetDatabase","glue:GetTable","glue:GetPartitions"\].*:catalog.*database\/site_analytics.*table\/site_analytics\/access_logs/,
    );
  });

  it('lets it read and list the analytics logs only, never the security logs', () => {
    const logs = grantedStatements().filter((s) => s.includes('AnalyticsLogs'));
    expect(logs.join('\n')).not.toContain('security');
    expect(logs.find((s) => s.includes('s3:GetObject'))).toContain('/analytics/*');
    expect(logs.find((s) => s.includes('s3:ListBucket'))).toContain(
      '"Condition":{"StringLike":{"s3:prefix":["analytics/*"]}}',
    );
    expect(logs.some((s) => /s3:PutObject|s3:Delete/.test(s))).toBe(false);
  });

  it('lets it write and read query results in the results bucket', () => {
    const results = grantedStatements().filter((s) => s.includes('AnalyticsQueryResults'));
    expect(results.join('\n')).toContain('s3:PutObject');
    expect(results.join('\n')).toContain('s3:GetObject');
  });
});

describe('acknowledgeQueryGrant', () => {
  /** A stack with SiteAnalytics and a role that may query, cdk-nag's packs on it. */
  function appWithReader(acknowledge: boolean): App {
    const app = new App();
    const stack = new Stack(app, 'Test', { env: { region: 'eu-west-1' } });
    const accessLogs = new Bucket(stack, 'AccessLogs', { enforceSSL: true });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The access-log bucket itself.',
    });
    const analytics = new SiteAnalytics(stack, 'Analytics', {
      namePrefix: 'Site',
      deliverySourceArn: 'arn:aws:logs:us-east-1:123456789012:delivery-source:Site-cdn',
      securityLogRetention: Duration.days(90),
      serverAccessLogsBucket: accessLogs,
    });
    const reader = new Role(stack, 'Reader', { assumedBy: new AccountRootPrincipal() });
    analytics.grantQuery(reader);
    if (acknowledge) analytics.acknowledgeQueryGrant(reader);
    addNagChecks(app);
    return app;
  }

  it("accepts the cdk-nag findings of grantQuery's prefixes on the grantee, and only those", () => {
    expect(() => appWithReader(false).synth()).toThrow(/AwsSolutions-IAM5/);
    expect(() => appWithReader(true).synth()).not.toThrow();
  });
});
