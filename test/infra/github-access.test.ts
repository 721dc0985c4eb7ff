import { Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { githubAccessDeployCommand } from '../../infra/bin/deploy-github-access';
import { readGitHubAccess } from '../../infra/config';
import { GitHubAccess } from '../../infra/constructs/github-access';
import { addGitHubAccess, type GitHubAccessStack } from '../../infra/stacks/github-access-stack';
import { addNagChecks } from '../../infra/stacks/website';
import { configWith, testApp } from './synth';

const ACCOUNT = '123456789012';
const PROVIDER_ARN = `arn:aws:iam::${ACCOUNT}:oidc-provider/token.actions.githubusercontent.com`;

interface Synthesized {
  readonly stack: GitHubAccessStack;
  readonly template: Template;
}

/** The access stack as `cdk synth -c githubRepository=…` builds it, cdk-nag (both packs) inside. */
function synthAccess(context: Record<string, unknown>): Synthesized {
  const app = testApp(context);
  const lookup = (key: string) => app.node.tryGetContext(key);
  const access = readGitHubAccess(lookup, {});
  if (!access) throw new Error('no githubRepository in the test context');
  const stack = addGitHubAccess(app, configWith(context), access);
  addNagChecks(app);
  app.synth();
  return { stack, template: Template.fromStack(stack) };
}

interface RoleProperties {
  RoleName: string;
  MaxSessionDuration: number;
  ManagedPolicyArns?: unknown;
  AssumeRolePolicyDocument: {
    Statement: {
      Effect: string;
      Action: string;
      Principal: { Federated: unknown };
      Condition?: Record<string, Record<string, string | string[]>>;
    }[];
  };
  Policies: {
    PolicyName: string;
    PolicyDocument: { Statement: { Effect: string; Action: unknown; Resource: unknown }[] };
  }[];
}

function role(template: Template, name: string): RoleProperties {
  const found = Object.values(template.findResources('AWS::IAM::Role')).find(
    (r) => (r as { Properties: RoleProperties }).Properties.RoleName === name,
  );
  if (!found) throw new Error(`no role ${name}`);
  return (found as { Properties: RoleProperties }).Properties;
}

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

interface Claims {
  readonly sub: string;
  readonly aud: string;
}

/**
 * Whether IAM would let a GitHub token with these claims assume the role: an Allow statement for
 * AssumeRoleWithWebIdentity whose every condition holds. Only StringEquals is understood; any
 * other operator (StringLike's wildcards above all) fails the test instead of being guessed at.
 */
function trusts(properties: RoleProperties, claims: Claims): boolean {
  const claim: Record<string, string> = {
    'token.actions.githubusercontent.com:sub': claims.sub,
    'token.actions.githubusercontent.com:aud': claims.aud,
  };
  return properties.AssumeRolePolicyDocument.Statement.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      statement.Action === 'sts:AssumeRoleWithWebIdentity' &&
      Object.entries(statement.Condition ?? {}).every(([operator, keys]) => {
        if (operator !== 'StringEquals') throw new Error(`unexpected condition ${operator}`);
        return Object.entries(keys).every(([key, allowed]) =>
          [allowed].flat().includes(claim[key] ?? ''),
        );
      }),
  );
}

const DEPLOY = 'VantageWardSite-github-deploy';
const STAGING_DEPLOY = 'VantageWardSiteStaging-github-deploy';
const DIFF = 'VantageWardSite-github-diff';
const PREVIEW = 'VantageWardSiteStaging-github-preview';
const ROLES = [DEPLOY, STAGING_DEPLOY, DIFF, PREVIEW];
const STS = 'sts.amazonaws.com';

function bootstrapRoles(kind: string, qualifier = 'hnb659fds'): string[] {
  return ['eu-west-1', 'us-east-1'].map(
    (region) => `arn:aws:iam::${ACCOUNT}:role/cdk-${qualifier}-${kind}-role-${ACCOUNT}-${region}`,
  );
}

/** What every deploy role may do: assume the bootstrap roles a deploy of this app needs. */
function assumeBootstrapRoles(qualifier = 'hnb659fds') {
  return {
    Effect: 'Allow',
    Action: 'sts:AssumeRole',
    Resource: [
      ...bootstrapRoles('deploy', qualifier),
      ...bootstrapRoles('file-publishing', qualifier),
    ],
  };
}

/** What the staging role may read for the canary step: the staging stack, its secret, synthetic items. */
const CHECK_SYNTHETIC_ENQUIRY = [
  {
    Effect: 'Allow',
    Action: 'cloudformation:DescribeStacks',
    Resource: `arn:aws:cloudformation:eu-west-1:${ACCOUNT}:stack/VantageWardSiteStaging/*`,
  },
  {
    Effect: 'Allow',
    Action: 'secretsmanager:GetSecretValue',
    Resource: `arn:aws:secretsmanager:eu-west-1:${ACCOUNT}:secret:VantageWardSiteStaging/synthetic-enquiry-??????`,
  },
  {
    Effect: 'Allow',
    Action: 'dynamodb:GetItem',
    Resource: `arn:aws:dynamodb:eu-west-1:${ACCOUNT}:table/VantageWardSiteStaging-*`,
    Condition: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['synthetic#*'] },
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['id', 'status'] },
      StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    },
  },
];

/** What the diff role may do, in the site's region and us-east-1: read templates, the version. */
function diffStatements(qualifier = 'hnb659fds', regions = ['eu-west-1', 'us-east-1']) {
  const one = <T>(list: T[]) => (list.length === 1 ? list[0] : list);
  return [
    {
      Effect: 'Allow',
      Action: [
        'cloudformation:DescribeStacks',
        'cloudformation:GetTemplate',
        'cloudformation:ListStackResources',
      ],
      Resource: one(
        regions.map(
          (region) => `arn:aws:cloudformation:${region}:${ACCOUNT}:stack/VantageWardSite*/*`,
        ),
      ),
    },
    {
      Effect: 'Allow',
      Action: 'ssm:GetParameter',
      Resource: one(
        regions.map(
          (region) =>
            `arn:aws:ssm:${region}:${ACCOUNT}:parameter/cdk-bootstrap/${qualifier}/version`,
        ),
      ),
    },
  ];
}

describe('GitHub access stack', () => {
  let synthesized: Synthesized;
  let template: Template;

  beforeAll(() => {
    synthesized = synthAccess({ githubRepository: 'acme/site', account: ACCOUNT });
    template = synthesized.template;
  }, 60_000);

  it('creates the GitHub OIDC provider for the sts.amazonaws.com audience, kept if the stack goes', () => {
    template.resourceCountIs('AWS::IAM::OIDCProvider', 1);
    template.hasResource('AWS::IAM::OIDCProvider', {
      Properties: {
        Url: 'https://token.actions.githubusercontent.com',
        ClientIdList: [STS],
      },
      DeletionPolicy: 'Retain',
    });
  });

  it('creates no custom resource or Lambda for the provider', () => {
    template.resourceCountIs('AWS::Lambda::Function', 0);
    template.resourceCountIs('Custom::AWSCDKOpenIdConnectProvider', 0);
  });

  it.each([
    ['deploy role', DEPLOY, 'the production environment', 'repo:acme/site:environment:production'],
    [
      'staging deploy role',
      STAGING_DEPLOY,
      'the staging environment',
      'repo:acme/site:environment:staging',
    ],
    ['diff role', DIFF, 'pull requests', 'repo:acme/site:pull_request'],
  ])('pins the %s to %s of acme/site, exactly', (_name, roleName, _what, subject) => {
    expect(role(template, roleName).AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRoleWithWebIdentity',
        Principal: { Federated: { Ref: expect.stringMatching(/^GitHubProvider/) } },
        Condition: {
          StringEquals: {
            'token.actions.githubusercontent.com:aud': STS,
            'token.actions.githubusercontent.com:sub': subject,
          },
        },
      },
    ]);
  });

  it.each([
    [
      'the production environment of acme/site',
      'repo:acme/site:environment:production',
      STS,
      DEPLOY,
    ],
    [
      'the staging environment of acme/site',
      'repo:acme/site:environment:staging',
      STS,
      STAGING_DEPLOY,
    ],
    ['a pull request of acme/site', 'repo:acme/site:pull_request', STS, DIFF],
    ['a fork, production environment', 'repo:acme/site-fork:environment:production', STS, 'none'],
    ['a fork, staging environment', 'repo:acme/site-fork:environment:staging', STS, 'none'],
    ['the preview environment of acme/site', 'repo:acme/site:environment:preview', STS, PREVIEW],
    ['a fork, preview environment', 'repo:acme/site-fork:environment:preview', STS, 'none'],
    ['another environment', 'repo:acme/site:environment:review', STS, 'none'],
    ['an environment named like staging', 'repo:acme/site:environment:Staging', STS, 'none'],
    ['a push to main (a branch ref)', 'repo:acme/site:ref:refs/heads/main', STS, 'none'],
    ['a tag', 'repo:acme/site:ref:refs/tags/v1', STS, 'none'],
    ['a pull request of another repository', 'repo:other/site:pull_request', STS, 'none'],
    ['a pull request of a fork', 'repo:acme/site-fork:pull_request', STS, 'none'],
    ['another owner, same name', 'repo:evil/site:environment:production', STS, 'none'],
    [
      "GitHub's default audience",
      'repo:acme/site:environment:production',
      'https://github.com/acme',
      'none',
    ],
  ])('a token from %s (%s, aud %s) may assume: %s', (_, sub, aud, expected) => {
    const claims = { sub, aud };
    const assumable = ROLES.filter((name) => trusts(role(template, name), claims));
    expect(assumable).toEqual(expected === 'none' ? [] : [expected]);
  });

  it.each(ROLES)('gives %s sessions of one hour at most', (name) => {
    expect(role(template, name).MaxSessionDuration).toBe(3600);
  });

  it("lets the production deploy role assume the bootstrap deploy and file-publishing roles, in the site's region and us-east-1, and nothing else", () => {
    const { Policies, ManagedPolicyArns } = role(template, DEPLOY);
    expect(ManagedPolicyArns).toBeUndefined();
    expect(Policies.map((p) => p.PolicyName)).toEqual(['AssumeCdkBootstrapRoles']);
    expect(resolved(Policies[0]?.PolicyDocument.Statement)).toEqual([assumeBootstrapRoles()]);
  });

  it("lets the staging deploy role assume the same bootstrap roles, and read only what the canary step checks of staging's synthetic enquiry", () => {
    const { Policies, ManagedPolicyArns } = role(template, STAGING_DEPLOY);
    expect(ManagedPolicyArns).toBeUndefined();
    expect(
      Object.fromEntries(Policies.map((p) => [p.PolicyName, resolved(p.PolicyDocument.Statement)])),
    ).toEqual({
      AssumeCdkBootstrapRoles: [assumeBootstrapRoles()],
      CheckSyntheticEnquiry: CHECK_SYNTHETIC_ENQUIRY,
    });
  });

  it.each([DEPLOY, STAGING_DEPLOY])(
    '%s cannot reach enquiry data: not the lookup role (ReadOnlyAccess), no data action but the synthetic-item GetItem',
    (name) => {
      const statements = role(template, name).Policies.flatMap(
        (p) =>
          resolved(p.PolicyDocument.Statement) as {
            Action: string | string[];
            Resource: string | string[];
            Condition?: unknown;
          }[],
      );
      const text = JSON.stringify(statements);
      expect(text).not.toContain('-lookup-role-');
      expect(text).not.toContain('"*"');
      for (const data of [
        's3:',
        'logs:',
        'kms:',
        'dynamodb:Query',
        'dynamodb:Scan',
        'dynamodb:Batch',
      ]) {
        expect(text).not.toContain(data);
      }
      const reads = statements.filter((s) =>
        [s.Action].flat().some((a) => a.startsWith('dynamodb:')),
      );
      expect(reads).toEqual(name === STAGING_DEPLOY ? [CHECK_SYNTHETIC_ENQUIRY[2]] : []);
      // The staging role's table pattern never takes in production's table.
      for (const { Resource } of reads) {
        expect([Resource].flat()).toEqual([
          `arn:aws:dynamodb:eu-west-1:${ACCOUNT}:table/VantageWardSiteStaging-*`,
        ]);
      }
    },
  );

  it("lets the diff role read the app's stack templates and the bootstrap version, and no data", () => {
    const { Policies, ManagedPolicyArns } = role(template, DIFF);
    // No ReadOnlyAccess (the lookup role's), no role to assume: nothing that reads a table,
    // an object or a log.
    expect(ManagedPolicyArns).toBeUndefined();
    const statements = resolved(Policies.map((p) => p.PolicyDocument.Statement));
    expect(statements).toEqual([diffStatements()]);
    const actions = JSON.stringify(statements);
    for (const data of ['sts:', 'dynamodb:', 's3:', 'logs:', 'kms:', '"*"']) {
      expect(actions).not.toContain(data);
    }
  });

  it('has no other role or policy', () => {
    template.resourceCountIs('AWS::IAM::Role', 4);
    template.resourceCountIs('AWS::IAM::Policy', 0);
    template.resourceCountIs('AWS::IAM::ManagedPolicy', 0);
  });

  it('outputs the four role ARNs for the repository variables', () => {
    template.hasOutput('PreviewRoleArn', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GitHubPreviewRole'), 'Arn'] },
    });
    template.hasOutput('DeployRoleArn', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GitHubDeployRole'), 'Arn'] },
    });
    template.hasOutput('StagingDeployRoleArn', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GitHubStagingDeployRole'), 'Arn'] },
    });
    template.hasOutput('DiffRoleArn', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GitHubDiffRole'), 'Arn'] },
    });
  });

  it("passes cdk-nag (AwsSolutions, Serverless), acknowledging only the ids in the ARNs CloudFormation makes: the stacks', the staging table's and the preview bucket's keys", () => {
    const acknowledged = synthesized.stack.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, unknown>));
    expect(acknowledged.sort()).toEqual(
      [
        ...['eu-west-1', 'us-east-1'].map(
          (region) => `cloudformation:${region}:${ACCOUNT}:stack/VantageWardSite*/*`,
        ),
        `cloudformation:eu-west-1:${ACCOUNT}:stack/VantageWardSiteStaging/*`,
        `dynamodb:eu-west-1:${ACCOUNT}:table/VantageWardSiteStaging-*`,
        // The preview role's: the staging stack again, and the preview bucket's keys.
        `cloudformation:eu-west-1:${ACCOUNT}:stack/VantageWardSiteStaging/*`,
        `s3:::vantagewardsitestaging-preview-${ACCOUNT}-eu-west-1/*`,
      ]
        .map((arn) => `Annotation::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:${arn}]`)
        .sort(),
    );
  });
});

describe('GitHub access settings', () => {
  it('trusts an existing provider instead of creating one', () => {
    const { template } = synthAccess({
      githubRepository: 'acme/site',
      githubOidcProviderArn: PROVIDER_ARN,
    });
    template.resourceCountIs('AWS::IAM::OIDCProvider', 0);
    template.hasResourceProperties('AWS::IAM::Role', {
      RoleName: DEPLOY,
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Federated: PROVIDER_ARN } })],
      },
    });
  });

  it('trusts other GitHub environments when told', () => {
    const { template } = synthAccess({
      githubRepository: 'acme/site',
      githubEnvironment: 'live',
      githubStagingEnvironment: 'rehearsal',
      githubPreviewEnvironment: 'try-out',
    });
    const assumable = (environment: string) =>
      ROLES.filter((name) =>
        trusts(role(template, name), {
          sub: `repo:acme/site:environment:${environment}`,
          aud: STS,
        }),
      );
    expect(assumable('live')).toEqual([DEPLOY]);
    expect(assumable('rehearsal')).toEqual([STAGING_DEPLOY]);
    expect(assumable('try-out')).toEqual([PREVIEW]);
    expect(assumable('preview')).toEqual([]);
    expect(assumable('production')).toEqual([]);
    expect(assumable('staging')).toEqual([]);
  });

  it.each([
    [
      { githubStagingEnvironment: 'production' },
      'Config "githubStagingEnvironment" and "githubEnvironment" are both "production"',
    ],
    [{ stage: 'staging' }, 'Config "stage" does not apply to the GitHub access stack'],
    [
      { githubPreviewEnvironment: 'staging' },
      'Config "githubPreviewEnvironment" is "staging", the name of a deploy environment',
    ],
    [
      { githubStagingEnvironment: 'a:b' },
      'Config "githubStagingEnvironment" must be a GitHub environment name',
    ],
  ])('refuses %j', (context: Record<string, string>, message) => {
    const lookup = (key: string) => ({ githubRepository: 'acme/site', ...context })[key];
    expect(() => readGitHubAccess(lookup, {})).toThrow(message);
  });

  it("names the bootstrap roles of CDK's qualifier setting", () => {
    const { template } = synthAccess({
      githubRepository: 'acme/site',
      account: ACCOUNT,
      '@aws-cdk/core:bootstrapQualifier': 'vw2026',
    });
    for (const name of [DEPLOY, STAGING_DEPLOY]) {
      expect(resolved(role(template, name).Policies[0]?.PolicyDocument.Statement)).toEqual([
        assumeBootstrapRoles('vw2026'),
      ]);
    }
    expect(resolved(role(template, DIFF).Policies[0]?.PolicyDocument.Statement)).toEqual(
      diffStatements('vw2026'),
    );
  });

  it('names us-east-1 once when the site is there too', () => {
    const { template } = synthAccess({
      githubRepository: 'acme/site',
      account: ACCOUNT,
      region: 'us-east-1',
    });
    expect(resolved(role(template, DIFF).Policies[0]?.PolicyDocument.Statement)).toEqual(
      diffStatements('hnb659fds', ['us-east-1']),
    );
  });

  it('refuses a role name longer than IAM allows', () => {
    const app = testApp();
    expect(
      () =>
        new GitHubAccess(app, 'Access', {
          repository: 'acme/site',
          deployTargets: [
            {
              id: 'DeployRole',
              environment: 'production',
              roleName: `${'A'.repeat(51)}-github-deploy`,
            },
          ],
          regions: ['eu-west-1'],
          roleNamePrefix: 'A'.repeat(51),
          stackNamePrefix: 'A'.repeat(51),
        }),
    ).toThrow(`role name ${'A'.repeat(51)}-github-deploy is longer than IAM's 64 characters`);
  });
});

describe('GitHubAccess deploy targets', () => {
  it('refuses two deploy roles for one environment: its jobs would get both', () => {
    expect(
      () =>
        new GitHubAccess(testApp(), 'Access', {
          repository: 'acme/site',
          deployTargets: [
            { id: 'A', environment: 'production', roleName: 'a-github-deploy' },
            { id: 'B', environment: 'production', roleName: 'b-github-deploy' },
          ],
          regions: ['eu-west-1'],
          roleNamePrefix: 'a',
          stackNamePrefix: 'a',
        }),
    ).toThrow('each deploy role needs an environment of its own, got production, production');
  });
});

describe('npm run deploy:github-access', () => {
  it.each([
    [
      ['-c', 'githubRepository=acme/site'],
      ['deploy', 'VantageWardSiteGitHubAccess', '--no-notices', '-c', 'githubRepository=acme/site'],
    ],
    [
      ['--context=githubRepository=acme/site', '--require-approval', 'never', '--profile', 'admin'],
      [
        'deploy',
        'VantageWardSiteGitHubAccess',
        '--no-notices',
        '--context=githubRepository=acme/site',
        '--require-approval',
        'never',
        '--profile',
        'admin',
      ],
    ],
    [
      ['-c', 'stackName=Staging', 'githubRepository=acme/site'],
      [
        'deploy',
        'StagingGitHubAccess',
        '--no-notices',
        '-c',
        'stackName=Staging',
        'githubRepository=acme/site',
      ],
    ],
  ])('turns %j into cdk %j', (args, cdkArgs) => {
    expect(githubAccessDeployCommand(args, {}).args).toEqual(cdkArgs);
  });

  it('shows what each role will trust', () => {
    const command = githubAccessDeployCommand(
      ['-c', 'githubRepository=acme/site', '-c', 'githubEnvironment=live'],
      {},
    );
    expect(command.subjects).toEqual([
      'repo:acme/site:environment:live',
      'repo:acme/site:environment:staging',
      'repo:acme/site:pull_request',
      'repo:acme/site:environment:preview',
    ]);
  });

  it.each([
    [
      [],
      {},
      'Config "githubRepository" is missing: run `npm run deploy:github-access -- -c githubRepository=owner/name`.',
    ],
    [
      ['-c', 'githubRepository=acme'],
      {},
      'Config "githubRepository" must be owner/name, as in acme/website, got "acme".',
    ],
    [['-c', 'githubRepository=acme/*'], {}, 'Config "githubRepository" must be owner/name'],
    [['-c', 'githubRepository'], {}, 'Context "githubRepository" must be key=value.'],
    [
      ['-c', 'githubRepository=acme/site'],
      { githubRepository: 'acme/site' },
      'Config "githubRepository" belongs on the command line',
    ],
  ])('refuses %j with cdk.json context %j', (args, fileContext, message) => {
    expect(() => githubAccessDeployCommand(args, fileContext)).toThrow(message);
  });
});
