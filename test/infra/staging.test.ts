import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SES_SIMULATOR_RECIPIENT } from '../../functions/enquiries/synthetic';
import { placeholderProblems, readConfig } from '../../infra/config';
import { configWith, stubSiteDir, synthWebsite } from './synth';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ACCOUNT = '123456789012';
const lookup = (context: Record<string, unknown>) => (key: string) => context[key];
/** The Route 53 lookups, answered as cdk.context.json would: no AWS call. */
const ZONE = { Id: '/hostedzone/Z0123456789', Name: 'example.com.' };
const ZONE_CONTEXT = {
  [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=us-east-1`]: ZONE,
  [`hosted-zone:account=${ACCOUNT}:domainName=example.com:region=eu-west-1`]: ZONE,
};
const DOMAIN = {
  account: ACCOUNT,
  domainName: 'www.example.com',
  hostedZone: 'example.com',
};

/**
 * The names an account holds once (per region, or globally for CloudFront's): a staging stack in
 * production's account that reused one would fail to deploy, or take production's over.
 */
const UNIQUE_NAMES: Record<string, (properties: Record<string, unknown>) => unknown> = {
  'AWS::CloudWatch::Dashboard': (p) => p.DashboardName,
  'AWS::CloudWatch::Alarm': (p) => p.AlarmName,
  'AWS::CloudFront::Function': (p) => p.Name,
  'AWS::WAFv2::WebACL': (p) => p.Name,
  'AWS::Synthetics::Canary': (p) => p.Name,
  'AWS::SecretsManager::Secret': (p) => p.Name,
  'AWS::DynamoDB::Table': (p) => p.TableName,
  'AWS::Lambda::Function': (p) => p.FunctionName,
  'AWS::IAM::Role': (p) => p.RoleName,
  'AWS::Logs::LogGroup': (p) => p.LogGroupName,
  'AWS::S3::Bucket': (p) => p.BucketName,
  'AWS::SNS::Topic': (p) => p.TopicName,
  'AWS::SES::ConfigurationSet': (p) => p.Name,
  'AWS::SES::EmailIdentity': (p) => p.EmailIdentity,
  'AWS::Route53::RecordSet': (p) => `${JSON.stringify(p.Name)} ${p.Type}`,
  'AWS::Logs::DeliverySource': (p) => p.Name,
  'AWS::Logs::DeliveryDestination': (p) => p.Name,
  'AWS::Glue::Database': (p) => (p.DatabaseInput as { Name?: unknown } | undefined)?.Name,
  'AWS::Athena::WorkGroup': (p) => p.Name,
};

/** Every fixed name of those kinds in the templates, as `type name`. */
function uniqueNames(...templates: (Template | undefined)[]): string[] {
  return templates.flatMap((template) =>
    Object.values(template?.toJSON().Resources ?? {}).flatMap((resource) => {
      const { Type, Properties = {} } = resource as {
        Type: string;
        Properties?: Record<string, unknown>;
      };
      const name = UNIQUE_NAMES[Type]?.(Properties);
      return name === undefined ? [] : [`${Type} ${JSON.stringify(name)}`];
    }),
  );
}

/** RECIPIENT_EMAIL of every function in a template: where its enquiries are emailed. */
function recipients(template: Template): unknown[] {
  return Object.values(template.findResources('AWS::Lambda::Function')).flatMap((resource) => {
    const variables = (
      resource as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }
    ).Properties.Environment?.Variables;
    return variables && 'RECIPIENT_EMAIL' in variables ? [variables.RECIPIENT_EMAIL] : [];
  });
}

afterEach(() => {
  delete process.env.STAGE;
  delete process.env.STAGING_RECIPIENT_EMAIL;
});

describe('the stage setting', () => {
  it('is production when nothing says otherwise, with the names, domain and recipient of before', () => {
    const config = readConfig(lookup({ ...DOMAIN, recipientEmail: 'team@firm.example' }));
    expect(config).toMatchObject({
      stage: 'production',
      stackName: 'VantageWardSite',
      domainName: 'www.example.com',
      recipientEmail: 'team@firm.example',
    });
    expect(readConfig(lookup({ stage: 'production' }))).toEqual(readConfig(lookup({})));
  });

  it('gives staging its own stack name and subdomain, and emails SES’s mailbox simulator', () => {
    const config = readConfig(
      lookup({ ...DOMAIN, stage: 'staging', recipientEmail: 'team@firm.example' }),
    );
    expect(config).toMatchObject({
      stage: 'staging',
      stackName: 'VantageWardSiteStaging',
      domainName: 'staging.www.example.com',
      hostedZone: 'example.com',
      recipientEmail: 'success@simulator.amazonses.com',
    });
  });

  it('follows a renamed stack: staging is its name plus Staging', () => {
    expect(readConfig(lookup({ stackName: 'FirmSite', stage: 'staging' })).stackName).toBe(
      'FirmSiteStaging',
    );
  });

  it('emails a staging inbox instead when one is set, by context or STAGING_RECIPIENT_EMAIL', () => {
    const context = { stage: 'staging', stagingRecipientEmail: 'qa@firm.example' };
    expect(readConfig(lookup(context)).recipientEmail).toBe('qa@firm.example');
    process.env.STAGING_RECIPIENT_EMAIL = 'rehearsal@firm.example';
    expect(readConfig(lookup(context)).recipientEmail).toBe('rehearsal@firm.example');
    // Production never reads it.
    expect(readConfig(lookup({})).recipientEmail).toBe('enquiries@example.com');
  });

  it('lets npm run deploy deploy staging with only a real sender: the recipient is no placeholder there', () => {
    const sender = { senderEmail: 'website@firm.example' };
    expect(placeholderProblems(readConfig(lookup({ ...sender, stage: 'staging' })))).toEqual([]);
    expect(placeholderProblems(readConfig(lookup(sender)))).toEqual([
      '"recipientEmail" is still the placeholder enquiries@example.com: set it in cdk.json or the environment.',
    ]);
  });

  it('leaves the SES identity, and its DKIM records, to production’s stack', () => {
    const ses = { senderEmail: 'web@example.com', sesHostedZone: 'example.com', account: ACCOUNT };
    expect(readConfig(lookup(ses)).sesHostedZone).toBe('example.com');
    expect(readConfig(lookup({ ...ses, stage: 'staging' })).sesHostedZone).toBeUndefined();
  });

  it('reads STAGE from the environment, as deploys do (the pre-deploy check sees no -c)', () => {
    process.env.STAGE = 'staging';
    expect(readConfig(lookup({})).stackName).toBe('VantageWardSiteStaging');
    expect(readConfig(lookup({ stage: 'staging' })).stage).toBe('staging');
    process.env.STAGE = '';
    expect(readConfig(lookup({})).stage).toBe('production');
  });

  it.each([
    [{ stage: 'prod' }, undefined, 'Config "stage" must be production or staging, got "prod".'],
    [
      { stage: 'Staging' },
      undefined,
      'Config "stage" must be production or staging, got "Staging".',
    ],
    [{}, 'dev', 'Config "stage" must be production or staging, got "dev".'],
    [
      { stage: 'staging' },
      'production',
      'Config "stage" is "staging" on the command line but "production" in STAGE: give one.',
    ],
    [
      { stage: 'staging', stagingRecipientEmail: 'qa' },
      undefined,
      'Config "stagingRecipientEmail" must be an email address, got "qa".',
    ],
  ])('refuses %j with STAGE=%s', (context, env, message) => {
    if (env !== undefined) process.env.STAGE = env;
    expect(() => readConfig(lookup(context))).toThrow(message);
  });
});

describe("npm run deploy's pre-deploy check", () => {
  /** The check as `npm run deploy` runs it, with only a real sender in the environment. */
  function check(stage: string | undefined) {
    const env: NodeJS.ProcessEnv = { ...process.env, SENDER_EMAIL: 'website@firm.example' };
    delete env.RECIPIENT_EMAIL;
    delete env.STAGE;
    if (stage !== undefined) env.STAGE = stage;
    return spawnSync(process.execPath, ['--import', 'tsx', 'infra/bin/check-deploy-config.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env,
    });
  }

  it('checks the stage STAGE names: staging needs no recipient, production does', () => {
    // The example legal data in this repository fails both runs; what differs is the recipient.
    expect(check('staging').stderr).toContain('npm run deploy refused');
    expect(check('staging').stderr).not.toContain('recipientEmail');
    expect(check(undefined).stderr).toContain('"recipientEmail" is still the placeholder');
  });

  it('refuses a stage it does not know', () => {
    const run = check('qa');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'npm run deploy refused: Config "stage" must be production or staging, got "qa".',
    );
  });
});

describe('production and staging synthesized from the same code', () => {
  let production: ReturnType<typeof synthWebsite>;
  let staging: ReturnType<typeof synthWebsite>;

  beforeAll(() => {
    const siteDir = stubSiteDir();
    const settings = { ...DOMAIN, siteDir, recipientEmail: 'team@firm.example' };
    production = synthWebsite(configWith(settings), ZONE_CONTEXT);
    staging = synthWebsite(configWith({ ...settings, stage: 'staging' }), ZONE_CONTEXT);
  }, 180_000);

  it('names production’s stacks as before, and staging’s apart from them', () => {
    const names = (w: typeof production) => [
      w.siteStack.stackName,
      w.edgeStack?.stackName,
      w.logsStack.stackName,
    ];
    expect(names(production)).toEqual([
      'VantageWardSite',
      'VantageWardSiteEdge',
      'VantageWardSiteCdnLogs',
    ]);
    expect(names(staging)).toEqual([
      'VantageWardSiteStaging',
      'VantageWardSiteStagingEdge',
      'VantageWardSiteStagingCdnLogs',
    ]);
  });

  it('emails production’s enquiries to the firm, and staging’s to no one at the firm', () => {
    expect(new Set(recipients(production.site))).toEqual(new Set(['team@firm.example']));
    expect(new Set(recipients(staging.site))).toEqual(new Set([SES_SIMULATOR_RECIPIENT]));
  });

  it('shares no name an account holds once with production, so both fit in one account', () => {
    const productionNames = uniqueNames(production.site, production.edge, production.logs);
    const stagingNames = uniqueNames(staging.site, staging.edge, staging.logs);
    // The dashboard, the WAF web ACL and the DNS records are named: the check sees something.
    expect(stagingNames.length).toBeGreaterThanOrEqual(4);
    expect(stagingNames.filter((name) => productionNames.includes(name))).toEqual([]);
  });

  it('gives each its own origin secret, generated and rotated apart: a leak of one opens neither the other’s API', () => {
    const secrets = (w: typeof production) =>
      Object.values(w.site.findResources('AWS::SecretsManager::Secret'))
        .map((r) => (r as { Properties: { Name: string } }).Properties.Name)
        .filter((name) => name.endsWith('/origin-secret'));
    expect(secrets(production)).toEqual(['VantageWardSite/origin-secret']);
    expect(secrets(staging)).toEqual(['VantageWardSiteStaging/origin-secret']);
    staging.site.resourceCountIs('AWS::SecretsManager::RotationSchedule', 1);
  });

  it('serves staging on its own subdomain, with its own certificate and records', () => {
    staging.edge?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'staging.www.example.com',
    });
    for (const type of ['A', 'AAAA']) {
      staging.site.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'staging.www.example.com.',
        Type: type,
      });
    }
    production.edge?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'www.example.com',
    });
  });

  it('gives staging a whole environment: its own table, alarms, dashboard and WAF, as production has', () => {
    for (const [type, count] of [
      ['AWS::DynamoDB::Table', 1],
      ['AWS::CloudWatch::Dashboard', 1],
    ] as const) {
      staging.site.resourceCountIs(type, count);
      production.site.resourceCountIs(type, count);
    }
    // Staging's second distribution is the pull requests' content preview (content-preview.test.ts).
    staging.site.resourceCountIs('AWS::CloudFront::Distribution', 2);
    production.site.resourceCountIs('AWS::CloudFront::Distribution', 1);
    const alarms = (t: Template) => Object.keys(t.findResources('AWS::CloudWatch::Alarm')).length;
    expect(alarms(staging.site)).toBe(alarms(production.site));
    expect(alarms(staging.site)).toBeGreaterThan(0);
    staging.site.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: 'VantageWardSiteStaging',
    });
    staging.edge?.resourceCountIs('AWS::WAFv2::WebACL', 1);
    staging.edge?.hasResourceProperties('AWS::WAFv2::WebACL', {
      Name: 'VantageWardSiteStagingEdge',
    });
  });
});
