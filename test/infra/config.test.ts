import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cdkJsonContext,
  checkStatedDataHandling,
  contextFromArgs,
  placeholderProblems,
  REGION_VARIABLES,
  readConfig,
  readDataHandling,
  readGitHubAccess,
  regionVariableProblems,
} from '../../infra/config';

const lookup = (context: Record<string, unknown>) => (key: string) => context[key];
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('readConfig', () => {
  it('synthesizes offline with placeholder addresses, which deploy refuses', () => {
    const config = readConfig(lookup({}));
    expect(config.senderEmail).toBe('website@example.com');
    expect(placeholderProblems(config)).toHaveLength(2);
    expect(
      placeholderProblems(
        readConfig(
          lookup({ senderEmail: 'a@vantageward.com', recipientEmail: 'b@vantageward.com' }),
        ),
      ),
    ).toEqual([]);
  });

  it('serves from every CloudFront edge, South America included, unless told otherwise', () => {
    expect(readConfig(lookup({})).priceClass).toBe('PriceClass_All');
    expect(readConfig(lookup({ priceClass: 'PriceClass_100' })).priceClass).toBe('PriceClass_100');
  });

  it('caps emails at 200 a day unless told otherwise; 0 means no cap', () => {
    expect(readConfig(lookup({})).maxEmailsPerDay).toBe(200);
    expect(readConfig(lookup({ maxEmailsPerDay: 0 })).maxEmailsPerDay).toBe(0);
    expect(readConfig(lookup({ maxEmailsPerDay: '1000' })).maxEmailsPerDay).toBe(1000);
  });

  it('throttles the API stage at 50 a second, burst 100, unless told otherwise', () => {
    expect(readConfig(lookup({}))).toMatchObject({ apiRateLimit: 50, apiBurstLimit: 100 });
    // Without WAF the stage throttle is all that stops one client: the old strict defaults.
    expect(readConfig(lookup({ waf: false }))).toMatchObject({ apiRateLimit: 2, apiBurstLimit: 5 });
    expect(readConfig(lookup({ waf: false, apiRateLimit: 20, apiBurstLimit: 40 }))).toMatchObject({
      apiRateLimit: 20,
      apiBurstLimit: 40,
    });
    expect(readConfig(lookup({ apiRateLimit: '5', apiBurstLimit: '10' }))).toMatchObject({
      apiRateLimit: 5,
      apiBurstLimit: 10,
    });
  });

  it.each([
    [{}, true],
    [{ waf: false }, false],
    [{ waf: 'false' }, false],
    [{ waf: 'true' }, true],
  ])('puts WAF in front of the site unless told otherwise: %j gives waf %s', (context, waf) => {
    expect(readConfig(lookup(context)).waf).toBe(waf);
  });

  it('reads waf from the WAF environment variable before the context', () => {
    process.env.WAF = 'false';
    try {
      expect(readConfig(lookup({ waf: true })).waf).toBe(false);
    } finally {
      delete process.env.WAF;
    }
  });

  it('takes an empty environment variable (an unset GitHub variable) as not set', () => {
    process.env.WAF = '';
    process.env.SENDER_EMAIL = '';
    try {
      const config = readConfig(lookup({ waf: false, senderEmail: 'web@firm.example' }));
      expect(config.waf).toBe(false);
      expect(config.senderEmail).toBe('web@firm.example');
    } finally {
      delete process.env.WAF;
      delete process.env.SENDER_EMAIL;
    }
  });

  it.each([
    [{ waf: 'no' }, 'Config "waf" must be true or false, got "no".'],
    [{ waf: 0 }, 'Config "waf" must be true or false, got 0.'],
    [{ senderEmail: 'website' }, 'Config "senderEmail" must be an email address, got "website".'],
    [
      { sesIdentity: 'other.com' },
      'Config "sesIdentity" (other.com) must be the sender address website@example.com or its domain example.com',
    ],
    [{ domainName: 'www.example.com' }, 'Config "domainName" (www.example.com) needs "hostedZone"'],
    [
      { domainName: 'www.example.com', hostedZone: 'example.org' },
      'is not inside "hostedZone" (example.org)',
    ],
    [
      { domainName: 'www.example.com', hostedZone: 'example.com' },
      'is looked up in Route 53, which needs the account',
    ],
    [
      {
        senderEmail: 'web@mail.example.com',
        sesHostedZone: 'example.com',
        account: '123456789012',
      },
      'creates the SES identity example.com, but the sender needs mail.example.com',
    ],
    [{ alarmEmail: 'ops' }, 'Config "alarmEmail" must be an email address, got "ops".'],
    [{ lambdaConcurrency: -1 }, 'Config "lambdaConcurrency" must be a whole number from 0 to 100'],
    [{ apiRateLimit: 0 }, 'Config "apiRateLimit" must be a whole number from 1 to 10000, got 0.'],
    [
      { maxEmailsPerDay: -1 },
      'Config "maxEmailsPerDay" must be a whole number from 0 to 100000, got -1.',
    ],
    [
      { maxEmailsPerDay: 100_001 },
      'Config "maxEmailsPerDay" must be a whole number from 0 to 100000, got 100001.',
    ],
    [{ maxEmailsPerDay: 2.5 }, 'Config "maxEmailsPerDay" must be a whole number from 0 to 100000'],
    [
      { apiRateLimit: 10, apiBurstLimit: 5 },
      'Config "apiBurstLimit" (5) must be at least "apiRateLimit" (10).',
    ],
    [{ logRetentionDays: 45 }, 'Config "logRetentionDays" must be one of'],
    [
      { region: 'Ireland' },
      'Config "region" must be an AWS region code such as eu-west-1, got "Ireland".',
    ],
    [
      { priceClass: 'Cheap' },
      'Config "priceClass" must be one of PriceClass_100, PriceClass_200, PriceClass_All',
    ],
  ])('fails synth on %j with a clear message', (context, message) => {
    expect(() => readConfig(lookup(context))).toThrow(message);
  });
});

describe('the region', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(REGION_VARIABLES)(
    "is cdk.json's for the stacks and the privacy notice alike, whatever %s says",
    (name) => {
      vi.stubEnv(name, 'us-east-1');
      expect(readConfig(lookup({ region: 'eu-south-2' })).region).toBe('eu-south-2');
      // What web/vite.config.ts writes into the privacy notice.
      expect(readDataHandling(lookup({ region: 'eu-south-2' })).region).toBe('eu-south-2');
      expect(readConfig(lookup({})).region).toBe('eu-west-1');
      expect(readDataHandling(lookup({})).region).toBe('eu-west-1');
    },
  );

  it.each([
    [{}, []],
    [{ AWS_REGION: 'eu-south-2', AWS_DEFAULT_REGION: 'eu-south-2' }, []],
    [{ AWS_REGION: '', CDK_DEFAULT_REGION: ' ' }, []],
    [
      { AWS_REGION: 'eu-west-1' },
      [
        'AWS_REGION is eu-west-1 in the environment, but "region" in cdk.json is eu-south-2: the stacks deploy to eu-south-2 and the privacy notice names it. To deploy there, unset AWS_REGION or set it to eu-south-2 (in GitHub Actions, the AWS_REGION variable). To deploy to eu-west-1 instead, set "region" in cdk.json to eu-west-1, then run `npm run build` again.',
      ],
    ],
    [
      { AWS_DEFAULT_REGION: 'us-east-1', CDK_DEFAULT_REGION: 'us-east-1' },
      [
        expect.stringMatching(/^AWS_DEFAULT_REGION is us-east-1 .* is eu-south-2:/),
        expect.stringMatching(/^CDK_DEFAULT_REGION is us-east-1 .* set it to eu-south-2\. To/),
      ],
    ],
  ])('for a deploy to eu-south-2, %j in the environment gives %j', (env, problems) => {
    expect(regionVariableProblems('eu-south-2', env)).toEqual(problems);
  });

  it('accepts the privacy notice facts of cdk.json, and refuses a -c value that differs', () => {
    const fileContext = { region: 'eu-south-2', logRetentionDays: 90 };
    const config = (context: Record<string, unknown>) =>
      readConfig(lookup({ ...fileContext, ...context }));
    expect(() => checkStatedDataHandling(config({}), fileContext)).not.toThrow();
    // `-c` gives text: the same figure is no difference.
    expect(() =>
      checkStatedDataHandling(config({ logRetentionDays: '90' }), fileContext),
    ).not.toThrow();
    expect(() => checkStatedDataHandling(config({ region: 'eu-west-1' }), fileContext)).toThrow(
      'Config "region" is "eu-west-1" here but "eu-south-2" in cdk.json, which the site\'s build reads for its privacy notice: set it in cdk.json (then `npm run build` again), not with -c.',
    );
    expect(() =>
      checkStatedDataHandling(config({ enquiryRetentionDays: 30 }), fileContext),
    ).toThrow('Config "enquiryRetentionDays" is 30 here but 365 in cdk.json');
  });

  it('stops `cdk synth` with a -c region that the site was not built for', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'infra/bin/app.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        // How the CDK CLI hands the app cdk.json's context with `-c region=sa-east-1` on top.
        CDK_CONTEXT_JSON: JSON.stringify({ ...cdkJsonContext(), region: 'sa-east-1' }),
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `Config "region" is "sa-east-1" here but "${cdkJsonContext().region}" in cdk.json`,
    );
    expect(run.stderr).toContain('See "Settings" in docs/deploying.md.');
  });
});

describe('readGitHubAccess', () => {
  const PROVIDER = 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';

  it('is off without githubRepository, so the app builds the website as always', () => {
    expect(readGitHubAccess(lookup({}), {})).toBeUndefined();
    expect(readGitHubAccess(lookup({ githubEnvironment: 'live' }), {})).toBeUndefined();
  });

  it('defaults to the production, staging and preview environments, a new provider and the default qualifier', () => {
    expect(readGitHubAccess(lookup({ githubRepository: 'acme/site' }), {})).toEqual({
      repository: 'acme/site',
      environment: 'production',
      stagingEnvironment: 'staging',
      previewEnvironment: 'preview',
      oidcProviderArn: undefined,
      bootstrapQualifier: 'hnb659fds',
    });
  });

  it("reads the qualifier from CDK's own context key, which the synthesizer reads too", () => {
    const context = { githubRepository: 'acme/site', '@aws-cdk/core:bootstrapQualifier': 'vw1' };
    expect(readGitHubAccess(lookup(context), {})?.bootstrapQualifier).toBe('vw1');
  });

  it('ignores the GITHUB_REPOSITORY that GitHub Actions sets: the pipeline must not build the stack', () => {
    process.env.GITHUB_REPOSITORY = 'acme/site';
    try {
      expect(readGitHubAccess(lookup({}), {})).toBeUndefined();
    } finally {
      delete process.env.GITHUB_REPOSITORY;
    }
  });

  it.each([
    'acme/site',
    'Acme-Corp/site.v2',
    'a/b',
    `${'a'.repeat(39)}/${'r'.repeat(100)}`,
    'acme/.github',
  ])('accepts the repository %s', (githubRepository) => {
    expect(readGitHubAccess(lookup({ githubRepository }), {})?.repository).toBe(githubRepository);
  });

  it.each([
    [
      { githubRepository: 'acme' },
      'Config "githubRepository" must be owner/name, as in acme/website, got "acme".',
    ],
    [{ githubRepository: 'acme/site/extra' }, 'must be owner/name'],
    [{ githubRepository: 'acme/*' }, 'must be owner/name'],
    [{ githubRepository: '*/site' }, 'must be owner/name'],
    [{ githubRepository: 'acme/site:environment:production' }, 'must be owner/name'],
    [{ githubRepository: '-acme/site' }, 'must be owner/name'],
    [{ githubRepository: 'ac--me/site' }, 'must be owner/name'],
    [{ githubRepository: 'acme/..' }, 'must be owner/name'],
    [{ githubRepository: `${'a'.repeat(40)}/site` }, 'must be owner/name'],
    [{ githubRepository: 42 }, 'Config "githubRepository" must be text, got 42.'],
    [
      { githubRepository: 'acme/site', githubEnvironment: 'prod:*' },
      'Config "githubEnvironment" must be a GitHub environment name',
    ],
    [
      {
        githubRepository: 'acme/site',
        githubOidcProviderArn: 'arn:aws:iam::123456789012:oidc-provider/example.com',
      },
      'Config "githubOidcProviderArn" must be the ARN of the account\'s token.actions.githubusercontent.com provider',
    ],
    [
      { githubRepository: 'acme/site', githubOidcProviderArn: PROVIDER, account: '210987654321' },
      'Config "githubOidcProviderArn" is in account 123456789012, but the stack deploys to 210987654321',
    ],
    [
      { githubRepository: 'acme/site', '@aws-cdk/core:bootstrapQualifier': 'much-too-long' },
      'Config "@aws-cdk/core:bootstrapQualifier" must be a cdk bootstrap qualifier',
    ],
  ])('fails synth on %j with a clear message', (context, message) => {
    expect(() => readGitHubAccess(lookup(context), {})).toThrow(message);
  });

  it('accepts an existing provider of the same account', () => {
    const context = {
      githubRepository: 'acme/site',
      githubOidcProviderArn: PROVIDER,
      account: '123456789012',
    };
    expect(readGitHubAccess(lookup(context), {})?.oidcProviderArn).toBe(PROVIDER);
  });

  it('refuses githubRepository in cdk.json, where npm run deploy would build the stack', () => {
    const fileContext = { githubRepository: 'acme/site' };
    expect(() => readGitHubAccess(lookup(fileContext), fileContext)).toThrow(
      'Config "githubRepository" belongs on the command line',
    );
  });
});

describe('contextFromArgs', () => {
  it.each([
    [['-c', 'a=1'], { a: '1' }],
    [['--context', 'a=1', '-c', 'b=2'], { a: '1', b: '2' }],
    [['-c', 'a=1', 'b=x=y', '--profile', 'admin'], { a: '1', b: 'x=y' }],
    [['--context=a=1', '-c=b='], { a: '1', b: '' }],
    [['--require-approval', 'never'], {}],
  ])('reads %j as %j', (args, context) => {
    expect(contextFromArgs(args)).toEqual(context);
  });
});

/**
 * The flags that keep CDK's older behaviour on purpose, each for the reason decision 0035 gives.
 * Every other flag of the installed aws-cdk-lib takes the value CDK recommends to a new app.
 */
const FLAGS_KEPT_OLD: Record<string, unknown> = {
  '@aws-cdk/core:target-partitions': ['aws'],
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  '@aws-cdk/aws-iam:minimizePolicies': false,
  '@aws-cdk/core:enablePartitionLiterals': false,
  '@aws-cdk/aws-lambda:useCdkManagedLogGroup': false,
  '@aws-cdk/core:enableAdditionalMetadataCollection': false,
};

describe("cdk.json's feature flags", () => {
  const recommended = JSON.parse(
    readFileSync(
      fileURLToPath(import.meta.resolve('aws-cdk-lib/recommended-feature-flags.json')),
      'utf8',
    ),
  ) as Record<string, unknown>;
  const context = cdkJsonContext();

  it("decide every flag of the installed aws-cdk-lib, so that synth warns of none left to CDK's default", () => {
    const undecided = Object.keys(recommended).filter((flag) => !(flag in context));
    expect(undecided).toEqual([]);
  });

  it("take CDK's recommended value, but for the flags whose older behaviour is kept on purpose", () => {
    const differing = Object.fromEntries(
      Object.entries(recommended)
        .filter(([flag, value]) => JSON.stringify(context[flag]) !== JSON.stringify(value))
        .map(([flag]) => [flag, context[flag]]),
    );
    expect(differing).toEqual(FLAGS_KEPT_OLD);
  });
});
