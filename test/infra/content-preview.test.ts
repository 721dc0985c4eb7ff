import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGitHubAccess } from '../../infra/config';
import { PREVIEW_ROUTER_CODE, previewBucketName } from '../../infra/constructs/content-preview';
import { addGitHubAccess } from '../../infra/stacks/github-access-stack';
import { addNagChecks } from '../../infra/stacks/website';
import { configWith, stubSiteDir, synthWebsite, testApp } from './synth';

const ACCOUNT = '123456789012';
const PREVIEW_BUCKET = `vantagewardsitestaging-preview-${ACCOUNT}-eu-west-1`;
const PREVIEW_ROLE = 'VantageWardSiteStaging-github-preview';

/** A CloudFormation value with the pseudo parameters filled in, as IAM will see it. */
function resolved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolved);
  if (value && typeof value === 'object') {
    const { Ref, 'Fn::Join': join } = value as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
    if (Ref === 'AWS::Partition') return 'aws';
    if (Ref === 'AWS::AccountId') return ACCOUNT;
    if (join) return join[1].map(resolved).join(join[0]);
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, resolved(v)]));
  }
  return value;
}

/** IAM's reading of a resource pattern: `*` any run of characters, `?` one. */
function matches(pattern: string, arn: string): boolean {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`).test(arn);
}

interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: string | string[];
}

describe('the content preview, in staging only', () => {
  const siteDir = stubSiteDir();
  let staging: Template;
  let production: Template;
  beforeAll(() => {
    staging = synthWebsite(configWith({ siteDir, stage: 'staging', account: ACCOUNT })).site;
    production = synthWebsite(configWith({ siteDir, account: ACCOUNT })).site;
  }, 120_000);

  it('is a bucket of its own, with the name the access stack names too', () => {
    staging.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: PREVIEW_BUCKET,
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true }),
    });
    expect(previewBucketName('VantageWardSiteStaging', ACCOUNT, 'eu-west-1')).toBe(PREVIEW_BUCKET);
    staging.hasOutput('PreviewBucketName', {});
    staging.hasOutput('PreviewUrl', {});
  });

  it('behind a distribution that caches nothing, so an upload needs no invalidation', () => {
    staging.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Comment: 'Content preview of a pull request',
        DefaultCacheBehavior: Match.objectLike({
          // CloudFront's managed CachingDisabled policy.
          CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
        }),
      }),
    });
    expect(staging.findResources('AWS::CloudFront::Distribution')).toSatisfy(
      (found: object) => Object.keys(found).length === 2,
    );
  });

  it('is not in production', () => {
    expect(Object.keys(production.findOutputs('PreviewUrl'))).toEqual([]);
    expect(JSON.stringify(production.toJSON())).not.toContain('-preview-');
  });

  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/About/', '/about/index.html'],
    ['/insights/a-new-article', '/insights/a-new-article/index.html'],
    ['/es/publicaciones/un-articulo-nuevo', '/es/publicaciones/un-articulo-nuevo/index.html'],
    ['/assets/app-abc123.js', '/assets/app-abc123.js'],
    ['/en/feed.xml', '/en/feed.xml'],
  ])('routes %s to the file %s, new articles included', (uri, file) => {
    const handler = new Function(`${PREVIEW_ROUTER_CODE}\nreturn handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    expect(handler({ request: { uri } }).uri).toBe(file);
  });
});

describe('the content preview’s role', () => {
  let template: Template;
  let statements: Statement[];
  let trust: { Condition: Record<string, Record<string, string>> }[];
  beforeAll(() => {
    const context = { githubRepository: 'firm/site', account: ACCOUNT };
    const app = testApp(context);
    const access = readGitHubAccess((key) => app.node.tryGetContext(key), {});
    if (!access) throw new Error('no access config');
    const stack = addGitHubAccess(app, configWith(context), access);
    addNagChecks(app);
    app.synth();
    template = Template.fromStack(stack);
    const [role] = Object.values(
      template.findResources('AWS::IAM::Role', { Properties: { RoleName: PREVIEW_ROLE } }),
    ) as {
      Properties: {
        Policies: { PolicyDocument: { Statement: Statement[] } }[];
        AssumeRolePolicyDocument: { Statement: typeof trust };
      };
    }[];
    if (!role) throw new Error(`no role ${PREVIEW_ROLE}`);
    statements = role.Properties.Policies.flatMap(
      (policy) => resolved(policy.PolicyDocument.Statement) as Statement[],
    );
    trust = role.Properties.AssumeRolePolicyDocument.Statement;
  });

  it('is trusted by the jobs of the preview environment only', () => {
    expect(trust).toHaveLength(1);
    expect(trust[0]?.Condition).toEqual({
      StringEquals: {
        'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
        'token.actions.githubusercontent.com:sub': 'repo:firm/site:environment:preview',
      },
    });
  });

  it('may list, read, write and delete the preview bucket’s files, and read the staging stack', () => {
    expect(statements).toEqual([
      { Effect: 'Allow', Action: 's3:ListBucket', Resource: `arn:aws:s3:::${PREVIEW_BUCKET}` },
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        Resource: `arn:aws:s3:::${PREVIEW_BUCKET}/*`,
      },
      {
        Effect: 'Allow',
        Action: 'cloudformation:DescribeStacks',
        Resource: `arn:aws:cloudformation:eu-west-1:${ACCOUNT}:stack/VantageWardSiteStaging/*`,
      },
    ]);
  });

  it.each([
    [
      'the production site stack',
      `arn:aws:cloudformation:eu-west-1:${ACCOUNT}:stack/VantageWardSite/0b1c`,
    ],
    [
      'the production edge stack',
      `arn:aws:cloudformation:us-east-1:${ACCOUNT}:stack/VantageWardSiteEdge/0b1c`,
    ],
    ['a production site bucket', 'arn:aws:s3:::vantagewardsite-sitebucket397a1860-1x2y3z'],
    ['a production page', 'arn:aws:s3:::vantagewardsite-sitebucket397a1860-1x2y3z/index.html'],
    [
      'the staging site bucket',
      'arn:aws:s3:::vantagewardsitestaging-sitebucket397a1860-1x2y3z/index.html',
    ],
    [
      'the CDK bootstrap deploy role',
      `arn:aws:iam::${ACCOUNT}:role/cdk-hnb659fds-deploy-role-${ACCOUNT}-eu-west-1`,
    ],
    [
      'the production enquiries table',
      `arn:aws:dynamodb:eu-west-1:${ACCOUNT}:table/VantageWardSite-EnquiriesTable-1`,
    ],
  ])('cannot touch %s', (_what, arn) => {
    for (const statement of statements) {
      for (const resource of [statement.Resource].flat()) {
        expect(matches(resource, arn), `${resource} against ${arn}`).toBe(false);
      }
    }
  });

  it('assumes no role and changes no stack or distribution', () => {
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(
      actions.filter((action) => !/^s3:|^cloudformation:DescribeStacks$/.test(action)),
    ).toEqual([]);
  });

  it('is an output for the repository’s variables', () => {
    template.hasOutput('PreviewRoleArn', {
      Description: Match.stringLikeRegexp('AWS_PREVIEW_ROLE_ARN'),
    });
  });
});
