import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANARY_ARTIFACT_DAYS, canaryName } from '../../infra/constructs/site-canary';
import type { SiteStack } from '../../infra/stacks/site-stack';
import { configWith, stubSiteDir, synthWebsite } from './synth';

type Resource = { Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

let site: Template;
let siteStack: SiteStack;

beforeAll(() => {
  // Both nag packs run inside: synth throws on any unacknowledged finding.
  ({ site, siteStack } = synthWebsite(configWith({ siteDir: stubSiteDir() })));
}, 120_000);

function only(type: string): [string, Resource] {
  const found = Object.entries(site.findResources(type)) as [string, Resource][];
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
}

describe('the site canary', () => {
  it('runs the bundled canary on a Node 22 Playwright runtime every 15 minutes', () => {
    const [, canary] = only('AWS::Synthetics::Canary');
    expect(canary.Properties).toMatchObject({
      Name: 'vantagewardsite-canary',
      RuntimeVersion: 'syn-nodejs-playwright-6.0',
      Schedule: { Expression: 'rate(15 minutes)' },
      Code: { Handler: 'index.handler' },
      StartCanaryAfterCreation: true,
      RunConfig: {
        TimeoutInSeconds: 840,
        EnvironmentVariables: {
          SITE_URL: {
            'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.any(String), 'DomainName'] }]],
          },
          SYNTHETIC_SECRET_ARN: { Ref: expect.stringMatching(/^SyntheticEnquirySecret/) },
          ENQUIRY_TABLE: { Ref: expect.stringMatching(/^EnquiriesTable/) },
          RATE_MINUTES: '15',
        },
      },
    });
  });

  it('bundles functions/canary/handler.ts as index.mjs, leaving the runtime its own modules', () => {
    const assets = (siteStack.node.root as App).outdir;
    const [, canary] = only('AWS::Synthetics::Canary');
    const key = (canary.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    const bundle = join(assets, `asset.${key}`, 'index.mjs');
    expect(existsSync(bundle)).toBe(true);
    const code = readFileSync(bundle, 'utf8');
    expect(code).toMatch(/from\s*"@aws\/synthetics-playwright"/);
    expect(code).toContain('site-canary');
    expect(code).toContain('x-synthetic-enquiry');
  });

  it('follows canaryRateMinutes, and refuses a rate Synthetics cannot run', () => {
    const hourly = synthWebsite(configWith({ siteDir: stubSiteDir(), canaryRateMinutes: 60 })).site;
    hourly.hasResourceProperties('AWS::Synthetics::Canary', {
      Schedule: { Expression: 'rate(60 minutes)' },
      RunConfig: Match.objectLike({ TimeoutInSeconds: 840 }),
    });
    expect(() => configWith({ canaryRateMinutes: 61 })).toThrow(
      'Config "canaryRateMinutes" must be a whole number from 1 to 60, got 61.',
    );
  }, 120_000);

  it('alarms when two runs in a row fail, or none runs, on the alarms topic', () => {
    site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'CloudWatchSynthetics',
      MetricName: 'SuccessPercent',
      Dimensions: [{ Name: 'CanaryName', Value: { Ref: Match.stringLikeRegexp('^Canary') } }],
      Statistic: 'Average',
      Period: 900,
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 100,
      EvaluationPeriods: 2,
      TreatMissingData: 'breaching',
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
    });
  });

  it(`keeps artifacts ${CANARY_ARTIFACT_DAYS} days in an encrypted, private, TLS-only bucket`, () => {
    const [, canary] = only('AWS::Synthetics::Canary');
    const bucketRef = JSON.stringify(canary.Properties.ArtifactS3Location).match(
      /"Ref":"(CanaryArtifacts[0-9A-F]+)"/,
    )?.[1];
    expect(bucketRef).toBeDefined();
    const bucket = site.toJSON().Resources[bucketRef as string] as Resource;
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        Rules: [
          expect.objectContaining({ ExpirationInDays: CANARY_ARTIFACT_DAYS, Status: 'Enabled' }),
        ],
      },
    });
    site.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketRef },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it("reads the secret's value and the status of synthetic enquiries, and no other data", () => {
    const [roleId] = Object.entries(site.findResources('AWS::IAM::Role')).find(([id]) =>
      id.startsWith('CanaryServiceRole'),
    ) as [string, Resource];
    const statements = (Object.values(site.findResources('AWS::IAM::Policy')) as Resource[])
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap(
        (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      );
    const data = statements.filter((s) =>
      [s.Action].flat().some((action) => /^(dynamodb|secretsmanager|kms):/.test(action)),
    );
    expect(data).toEqual([
      expect.objectContaining({
        Action: 'secretsmanager:GetSecretValue',
        Resource: { Ref: expect.stringMatching(/^SyntheticEnquirySecret/) },
      }),
      expect.objectContaining({
        Action: 'dynamodb:GetItem',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^EnquiriesTable/), 'Arn'] },
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['synthetic#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['id', 'status'] },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
        },
      }),
    ]);
  });

  it('gives npm run canary the secret and the table through the stack outputs', () => {
    site.hasOutput('SyntheticSecretArn', {
      Value: { Ref: Match.stringLikeRegexp('^SyntheticEnquirySecret') },
    });
    site.hasOutput('EnquiryTableName', Match.anyValue());
    site.hasOutput('CanaryName', Match.anyValue());
  });

  it('is named after its stack, in the lower case Synthetics wants', () => {
    expect(canaryName('VantageWardSite-staging')).toBe('vantagewardsite-staging-canary');
  });
});
