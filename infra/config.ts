import { readFileSync } from 'node:fs';
import { SES_SIMULATOR_RECIPIENT } from '../functions/enquiries/synthetic.ts';
import {
  DEFAULT_API_RATE_LIMIT_PER_IP,
  MAX_WAF_RATE_LIMIT,
  MIN_WAF_RATE_LIMIT,
} from './api-rate-limit.ts';

/**
 * The one configuration of the AWS stack: `cdk.json` context, overridden by `-c key=value` or
 * by the environment variable named beside each key. Checked at synth, with a clear message.
 */
export interface SiteConfig {
  /**
   * Which environment this is: `production`, or `staging`, a complete second copy that every
   * deploy meets first. It names the stacks, the domain and the recipient below; nothing else
   * differs. @default 'production' (env `STAGE`)
   */
  readonly stage: Stage;
  /**
   * The site stack's name; the us-east-1 edge and log-delivery stacks' are this plus `Edge` and
   * `CdnLogs`. In staging, `stackName` plus `Staging`. @default 'VantageWardSite' (env `STACK_NAME`)
   */
  readonly stackName: string;
  /**
   * Region of the stacks (CloudFront is global), and the region the privacy notice names. From
   * cdk.json (or `-c`) only: a shell's `AWS_REGION` is often another project's, so it never moves
   * the stacks, and the pre-deploy check refuses one that disagrees (regionVariableProblems).
   * @default 'eu-west-1'
   */
  readonly region: string;
  /** Account to deploy to; unset synthesizes an environment-agnostic stack. (env `CDK_DEFAULT_ACCOUNT`) */
  readonly account: string | undefined;
  /** From of every enquiry: an address of the SES identity below. (env `SENDER_EMAIL`) */
  readonly senderEmail: string;
  /**
   * The mailbox that receives enquiries. (env `RECIPIENT_EMAIL`) In staging,
   * `stagingRecipientEmail` instead (env `STAGING_RECIPIENT_EMAIL`), by default SES's mailbox
   * simulator: staging emails no one at the firm.
   */
  readonly recipientEmail: string;
  /**
   * The SES identity the Lambda may send as: an existing verified email address or domain.
   * @default the sender's domain (env `SES_IDENTITY`)
   */
  readonly sesIdentity: string;
  /**
   * Create the SES domain identity, with DKIM records, in this Route 53 zone. (env
   * `SES_HOSTED_ZONE`) Production's stack only: staging sends through the identity production
   * created, since an account and region hold one identity of a name.
   */
  readonly sesHostedZone: string | undefined;
  /**
   * Serve the site on this name, e.g. www.example.com. (env `DOMAIN_NAME`) In staging,
   * `staging.` in front of it, in the same hosted zone.
   */
  readonly domainName: string | undefined;
  /** The Route 53 public hosted zone of `domainName`, e.g. example.com. (env `HOSTED_ZONE`) */
  readonly hostedZone: string | undefined;
  /**
   * Steady requests per second the API stage serves, all clients together. The per-client limit
   * is the WAF's (`apiRateLimitPerIp`); this is the ceiling behind it, set so one client cannot
   * exhaust it: to take 50 a second a client needs a deliberate flood, which WAF blocks once it
   * has counted the address past its limit (usually within 30 seconds). At the old 2 a second one
   * looping script locked every visitor out of the form. 50 a second is also about what the
   * reserved concurrency (`lambdaConcurrency` 5, ~100 ms a request) can take, so more would only
   * turn API 429s into Lambda throttles. @default 50; 2 when `waf` is false, since then this is
   * the only limit on one client too
   */
  readonly apiRateLimit: number;
  /**
   * Requests the API stage absorbs at once, all clients together: 2 s of the rate.
   * @default 100; 5 when `waf` is false
   */
  readonly apiBurstLimit: number;
  /**
   * Requests to `/api/` one IP address may make per 5 minutes; the WAF answers the rest with 429,
   * and the local twin does the same (infra/api-rate-limit.ts). At least 10. @default 100
   */
  readonly apiRateLimitPerIp: number;
  /**
   * Reserved concurrency of the contact Lambda: a cost and abuse cap. 0 reserves none, for new
   * accounts whose Lambda concurrency quota (often 10) leaves nothing to reserve. @default 5
   */
  readonly lambdaConcurrency: number;
  /** Retention of every log group, in days. @default 90 */
  readonly logRetentionDays: number;
  /**
   * Days an enquiry is kept before it is deleted; the privacy notice states the same figure.
   * @default 365
   */
  readonly enquiryRetentionDays: number;
  /**
   * Enquiries emailed per day (UTC) at most, against a flood; past it they are stored, not
   * emailed, and an alarm says so. 0: no cap. @default 200
   */
  readonly maxEmailsPerDay: number;
  /**
   * Minutes between two runs of the site canary (1 to 60); the first run of each UTC day also
   * sends the synthetic enquiry. @default 15
   */
  readonly canaryRateMinutes: number;
  /**
   * Days between two rotations of the origin secret, the header CloudFront sends the API (1 to
   * 365). A rotation can also be started by hand at any time (docs/security.md). @default 30
   */
  readonly originSecretRotationDays: number;
  /** Email subscribed to the alarms topic. (env `ALARM_EMAIL`) */
  readonly alarmEmail: string | undefined;
  /**
   * CloudFront price class. @default 'PriceClass_All': Argentina is a home market, and only
   * this class has South American edges (100 and 200 serve Buenos Aires from North America).
   */
  readonly priceClass: 'PriceClass_100' | 'PriceClass_200' | 'PriceClass_All';
  /** Delete buckets and logs with the stack: for throw-away dev stacks only. @default false */
  readonly destroyOnRemoval: boolean;
  /**
   * AWS WAF on the distribution (a us-east-1 web ACL): the per-IP `/api/` limit and AWS's
   * managed rules. About $10 a month plus $0.60 per million requests. `false` opts out: then
   * nothing limits one client but the stage throttle, whose defaults drop back to 2/s, burst 5,
   * and `apiRateLimitPerIp` applies only in the local twin. @default true (env `WAF`)
   */
  readonly waf: boolean;
  /** The built site. @default 'web/dist' */
  readonly siteDir: string;
  /**
   * The built editor (`npm run build:editor`), which production deploys; synth refuses it
   * missing. @default 'editor/dist'
   */
  readonly editorDir: string;
  /**
   * The client ID of the GitHub App the editor signs in with (public; its client secret goes
   * into Secrets Manager, never here: docs/editors-setup.md). Unset: the editor's sign-in
   * answers that it is not set up yet. (env `EDITOR_GITHUB_CLIENT_ID`)
   */
  readonly editorGitHubClientId: string | undefined;
}

/** The API stage's throttle, all clients together (see SiteConfig.apiRateLimit). */
export const DEFAULT_API_RATE_LIMIT = 50;
export const DEFAULT_API_BURST_LIMIT = 100;
/** Without WAF in front, the stage throttle is all that stops one looping client. */
export const DEFAULT_API_RATE_LIMIT_WITHOUT_WAF = 2;
export const DEFAULT_API_BURST_LIMIT_WITHOUT_WAF = 5;

/** The environments one app builds; the first is what a command without `stage` builds. */
export const STAGES = ['production', 'staging'] as const;
export type Stage = (typeof STAGES)[number];

/** The offline defaults: enough for `npm run synth`, refused by `npm run deploy`. */
export const PLACEHOLDER_DOMAIN = 'example.com';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** An AWS region code: eu-west-1, ap-southeast-2, us-gov-west-1. */
const REGION = /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/;
const PRICE_CLASSES = ['PriceClass_100', 'PriceClass_200', 'PriceClass_All'] as const;
/** A GitHub App's client ID (`Iv23li…`; older Apps `Iv1.…`), or an OAuth App's (`Ov23li…`). */
const GITHUB_CLIENT_ID = /^[A-Za-z0-9.]{1,64}$/;
/** The retention periods CloudWatch Logs accepts. */
const RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288,
  3653,
];

/** The `context` of cdk.json: the settings outside a `cdk` command (pre-deploy check, web build). */
export function cdkJsonContext(): Record<string, unknown> {
  const file = new URL('../cdk.json', import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { context?: Record<string, unknown> };
  return json.context ?? {};
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Lookup = (key: string) => unknown;

function text(
  lookup: Lookup,
  key: string,
  env: string | undefined,
  fallback?: string,
): string | undefined {
  // An empty variable (an unset GitHub repository variable) means "not set", not "empty".
  const fromEnv = env ? process.env[env] || undefined : undefined;
  const value = fromEnv ?? lookup(key) ?? fallback;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new ConfigError(`Config "${key}" must be text, got ${JSON.stringify(value)}.`);
  return value.trim();
}

function required(lookup: Lookup, key: string, env: string, fallback: string): string {
  return text(lookup, key, env, fallback) ?? fallback;
}

function integer(lookup: Lookup, key: string, fallback: number, min: number, max: number): number {
  const raw = lookup(key) ?? fallback;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `Config "${key}" must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}.`,
    );
  }
  return value;
}

/** A yes/no setting: true, false, 'true' or 'false' (from `-c key=…` or the environment). */
function flag(lookup: Lookup, key: string, env: string, fallback: boolean): boolean {
  const raw = (process.env[env] || undefined) ?? lookup(key) ?? fallback;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw new ConfigError(`Config "${key}" must be true or false, got ${JSON.stringify(raw)}.`);
}

function email(key: string, value: string): string {
  if (!EMAIL.test(value))
    throw new ConfigError(`Config "${key}" must be an email address, got "${value}".`);
  return value;
}

function domain(key: string, value: string | undefined): string | undefined {
  if (value !== undefined && !DOMAIN.test(value)) {
    throw new ConfigError(
      `Config "${key}" must be a domain name such as example.com, got "${value}".`,
    );
  }
  return value;
}

/** What the privacy notice tells a visitor about where and how long their data is kept. */
export type DataHandling = Pick<SiteConfig, 'region' | 'logRetentionDays' | 'enquiryRetentionDays'>;

/**
 * The settings the website states in its privacy notice, checked like the rest: the web build
 * (web/vite.config.ts) and the stack read them through here, so they cannot disagree.
 */
export function readDataHandling(lookup: Lookup): DataHandling {
  const logRetentionDays = integer(lookup, 'logRetentionDays', 90, 1, 3653);
  if (!RETENTION_DAYS.includes(logRetentionDays)) {
    throw new ConfigError(
      `Config "logRetentionDays" must be one of ${RETENTION_DAYS.join(', ')}, got ${logRetentionDays}.`,
    );
  }
  // No environment variable: the web build and the app must read the same region, and a shell's
  // AWS_REGION may be left over from another project (regionVariableProblems).
  const region = required(lookup, 'region', '', 'eu-west-1');
  if (!REGION.test(region)) {
    throw new ConfigError(
      `Config "region" must be an AWS region code such as eu-west-1, got "${region}".`,
    );
  }
  return {
    region,
    logRetentionDays,
    enquiryRetentionDays: integer(lookup, 'enquiryRetentionDays', 365, 1, 3650),
  };
}

/**
 * The web build reads the privacy notice's facts from cdk.json alone (web/vite.config.ts), so the
 * app refuses a `-c` value of one (or one from ~/.cdk.json) that cdk.json does not hold: the
 * stacks would deploy to a region, or keep data for a time, that the notice does not state.
 */
export function checkStatedDataHandling(
  config: DataHandling,
  fileContext: Record<string, unknown>,
): void {
  const stated = readDataHandling((key) => fileContext[key]);
  for (const key of ['region', 'logRetentionDays', 'enquiryRetentionDays'] as const) {
    if (config[key] !== stated[key]) {
      throw new ConfigError(
        `Config "${key}" is ${JSON.stringify(config[key])} here but ${JSON.stringify(stated[key])} in cdk.json, which the site's build reads for its privacy notice: set it in cdk.json (then \`npm run build\` again), not with -c.`,
      );
    }
  }
}

/**
 * The per-IP limit on `/api/`: the WAF rule reads it through readConfig, the local twin through
 * here, so the two apply the same figure.
 */
export function readApiRateLimitPerIp(lookup: Lookup): number {
  return integer(
    lookup,
    'apiRateLimitPerIp',
    DEFAULT_API_RATE_LIMIT_PER_IP,
    MIN_WAF_RATE_LIMIT,
    MAX_WAF_RATE_LIMIT,
  );
}

/**
 * The production site stack's name, which every other stack's name starts with: the edge stack,
 * the GitHub access stack and the staging stacks.
 */
export function readStackName(lookup: Lookup): string {
  return required(lookup, 'stackName', 'STACK_NAME', 'VantageWardSite');
}

/**
 * The stage: `-c stage=…` or `STAGE`, production when neither is set. The two must agree when
 * both are: a `STAGE=production` left in a shell must not quietly turn `-c stage=staging` into a
 * production deploy (the environment wins everywhere else).
 */
export function readStage(lookup: Lookup): Stage {
  const fromEnv = process.env.STAGE || undefined;
  const fromContext = lookup('stage');
  if (fromEnv !== undefined && fromContext !== undefined && fromEnv !== fromContext) {
    throw new ConfigError(
      `Config "stage" is ${JSON.stringify(fromContext)} on the command line but "${fromEnv}" in STAGE: give one.`,
    );
  }
  const stage = fromEnv ?? fromContext ?? STAGES[0];
  if (!(STAGES as readonly unknown[]).includes(stage)) {
    throw new ConfigError(
      `Config "stage" must be ${STAGES.join(' or ')}, got ${JSON.stringify(stage)}.`,
    );
  }
  return stage as Stage;
}

/** A stage's site stack name: production keeps the configured name, staging appends `Staging`. */
export function stageStackName(stackName: string, stage: Stage): string {
  return stage === 'production' ? stackName : `${stackName}Staging`;
}

/** A stage's custom domain: staging lives under production's name, in the same hosted zone. */
export function stageDomainName(domainName: string, stage: Stage): string {
  return stage === 'production' ? domainName : `staging.${domainName}`;
}

/** Reads and checks the configuration; `lookup` is `app.node.tryGetContext`. */
export function readConfig(lookup: Lookup): SiteConfig {
  const stage = readStage(lookup);
  const senderEmail = email(
    'senderEmail',
    required(lookup, 'senderEmail', 'SENDER_EMAIL', `website@${PLACEHOLDER_DOMAIN}`),
  );
  const recipientEmail =
    stage === 'production'
      ? email(
          'recipientEmail',
          required(lookup, 'recipientEmail', 'RECIPIENT_EMAIL', `enquiries@${PLACEHOLDER_DOMAIN}`),
        )
      : email(
          'stagingRecipientEmail',
          required(
            lookup,
            'stagingRecipientEmail',
            'STAGING_RECIPIENT_EMAIL',
            SES_SIMULATOR_RECIPIENT,
          ),
        );
  const senderDomain = senderEmail.slice(senderEmail.indexOf('@') + 1);
  const sesIdentity = required(lookup, 'sesIdentity', 'SES_IDENTITY', senderDomain);
  if (sesIdentity !== senderEmail && sesIdentity !== senderDomain) {
    throw new ConfigError(
      `Config "sesIdentity" (${sesIdentity}) must be the sender address ${senderEmail} or its domain ${senderDomain}: SES sends only as a verified identity.`,
    );
  }
  const sesHostedZone = domain('sesHostedZone', text(lookup, 'sesHostedZone', 'SES_HOSTED_ZONE'));
  // The identity created in a zone is the zone's own domain (Identity.publicHostedZone).
  if (sesHostedZone && sesIdentity !== sesHostedZone) {
    throw new ConfigError(
      `Config "sesHostedZone" (${sesHostedZone}) creates the SES identity ${sesHostedZone}, but the sender needs ${sesIdentity}: set "sesIdentity" to the zone or leave "sesHostedZone" unset.`,
    );
  }
  const configuredDomain = domain('domainName', text(lookup, 'domainName', 'DOMAIN_NAME'));
  const domainName =
    configuredDomain && domain('domainName', stageDomainName(configuredDomain, stage));
  const hostedZone = domain('hostedZone', text(lookup, 'hostedZone', 'HOSTED_ZONE'));
  if (domainName && !hostedZone) {
    throw new ConfigError(
      `Config "domainName" (${domainName}) needs "hostedZone", the Route 53 zone that holds it.`,
    );
  }
  if (
    domainName &&
    hostedZone &&
    !(domainName === hostedZone || domainName.endsWith(`.${hostedZone}`))
  ) {
    throw new ConfigError(
      `Config "domainName" (${domainName}) is not inside "hostedZone" (${hostedZone}).`,
    );
  }
  const account = text(lookup, 'account', 'CDK_DEFAULT_ACCOUNT');
  const lookedUpZone = hostedZone ?? sesHostedZone;
  if (lookedUpZone && !account) {
    throw new ConfigError(
      `Config "hostedZone"/"sesHostedZone" (${lookedUpZone}) is looked up in Route 53, which needs the account: run with AWS credentials (the CDK CLI then sets CDK_DEFAULT_ACCOUNT) or set "account".`,
    );
  }
  const priceClass = required(lookup, 'priceClass', '', 'PriceClass_All');
  if (!(PRICE_CLASSES as readonly string[]).includes(priceClass)) {
    throw new ConfigError(
      `Config "priceClass" must be one of ${PRICE_CLASSES.join(', ')}, got "${priceClass}".`,
    );
  }
  const dataHandling = readDataHandling(lookup);
  const editorGitHubClientId = text(lookup, 'editorGitHubClientId', 'EDITOR_GITHUB_CLIENT_ID');
  if (editorGitHubClientId !== undefined && !GITHUB_CLIENT_ID.test(editorGitHubClientId)) {
    throw new ConfigError(
      `Config "editorGitHubClientId" must be a GitHub App's client ID, such as Iv23li0123456789abcd, got "${editorGitHubClientId}".`,
    );
  }
  const alarmEmail = text(lookup, 'alarmEmail', 'ALARM_EMAIL');
  const waf = flag(lookup, 'waf', 'WAF', true);
  const apiRateLimit = integer(
    lookup,
    'apiRateLimit',
    waf ? DEFAULT_API_RATE_LIMIT : DEFAULT_API_RATE_LIMIT_WITHOUT_WAF,
    1,
    10_000,
  );
  const apiBurstLimit = integer(
    lookup,
    'apiBurstLimit',
    waf ? DEFAULT_API_BURST_LIMIT : DEFAULT_API_BURST_LIMIT_WITHOUT_WAF,
    1,
    5_000,
  );
  if (apiBurstLimit < apiRateLimit) {
    throw new ConfigError(
      `Config "apiBurstLimit" (${apiBurstLimit}) must be at least "apiRateLimit" (${apiRateLimit}).`,
    );
  }
  return {
    stage,
    stackName: stageStackName(readStackName(lookup), stage),
    ...dataHandling,
    account,
    senderEmail,
    recipientEmail,
    sesIdentity,
    sesHostedZone: stage === 'production' ? sesHostedZone : undefined,
    domainName,
    hostedZone,
    apiRateLimit,
    apiBurstLimit,
    apiRateLimitPerIp: readApiRateLimitPerIp(lookup),
    lambdaConcurrency: integer(lookup, 'lambdaConcurrency', 5, 0, 100),
    maxEmailsPerDay: integer(lookup, 'maxEmailsPerDay', 200, 0, 100_000),
    canaryRateMinutes: integer(lookup, 'canaryRateMinutes', 15, 1, 60),
    originSecretRotationDays: integer(lookup, 'originSecretRotationDays', 30, 1, 365),
    alarmEmail: alarmEmail === undefined ? undefined : email('alarmEmail', alarmEmail),
    priceClass: priceClass as SiteConfig['priceClass'],
    destroyOnRemoval: lookup('destroyOnRemoval') === true || lookup('destroyOnRemoval') === 'true',
    waf,
    siteDir: required(lookup, 'siteDir', '', 'web/dist'),
    editorDir: required(lookup, 'editorDir', '', 'editor/dist'),
    editorGitHubClientId,
  };
}

/** What `npm run deploy` refuses: an enquiry would go nowhere. */
export function placeholderProblems(config: SiteConfig): string[] {
  return (['senderEmail', 'recipientEmail'] as const)
    .filter((key) => config[key].endsWith(`@${PLACEHOLDER_DOMAIN}`))
    .map(
      (key) =>
        `"${key}" is still the placeholder ${config[key]}: set it in cdk.json or the environment.`,
    );
}

/**
 * The variables that name a region to the AWS CLI, the SDKs and the CDK CLI. None of them moves
 * the stacks (SiteConfig.region), but one that names another region means the operator expects
 * another: `npm run deploy` stops rather than deploy where they did not mean to.
 */
export const REGION_VARIABLES = ['AWS_REGION', 'AWS_DEFAULT_REGION', 'CDK_DEFAULT_REGION'] as const;

/** What `npm run deploy` refuses: a region variable that disagrees with cdk.json's `region`. */
export function regionVariableProblems(
  region: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string[] {
  return REGION_VARIABLES.flatMap((name) => {
    const value = env[name]?.trim();
    if (!value || value === region) return [];
    // configure-aws-credentials sets both AWS_ variables from the workflows' AWS_REGION variable.
    const github =
      name === 'CDK_DEFAULT_REGION' ? '' : ' (in GitHub Actions, the AWS_REGION variable)';
    return [
      `${name} is ${value} in the environment, but "region" in cdk.json is ${region}: the stacks deploy to ${region} and the privacy notice names it. To deploy there, unset ${name} or set it to ${region}${github}. To deploy to ${value} instead, set "region" in cdk.json to ${value}, then run \`npm run build\` again.`,
    ];
  });
}

/** GitHub Actions' OIDC issuer, without `https://`: also the prefix of its IAM condition keys. */
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
/** The context key CDK's DefaultStackSynthesizer reads the bootstrap qualifier from. */
export const BOOTSTRAP_QUALIFIER_CONTEXT = '@aws-cdk/core:bootstrapQualifier';
/** `cdk bootstrap`'s default qualifier (DefaultStackSynthesizer.DEFAULT_QUALIFIER). */
export const DEFAULT_BOOTSTRAP_QUALIFIER = 'hnb659fds';

/**
 * `owner/name` as GitHub allows them: an owner of letters, digits and single inner hyphens (at
 * most 39), a repository of letters, digits, `.`, `_`, `-` (at most 100, not `.` or `..`). No
 * `*`, `?` or `:` can get into the OIDC `sub` the roles trust.
 */
export const GITHUB_REPOSITORY =
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;
/** A GitHub environment name (at most 255 characters); no `:`, which would change the `sub`. */
const GITHUB_ENVIRONMENT = /^[A-Za-z0-9._-](?:[A-Za-z0-9 ._-]{0,253}[A-Za-z0-9._-])?$/;
/** The bootstrap template's own pattern for its Qualifier parameter. */
const BOOTSTRAP_QUALIFIER = /^[A-Za-z0-9_-]{1,10}$/;
const GITHUB_OIDC_PROVIDER_ARN = new RegExp(
  `^arn:aws[a-z-]*:iam::(\\d{12}):oidc-provider/${GITHUB_OIDC_HOST.replaceAll('.', '\\.')}$`,
);

/** What the GitHub access stack (infra/stacks/github-access-stack.ts) trusts and allows. */
export interface GitHubAccessConfig {
  /** `owner/name`, spelt as on GitHub: IAM compares the token's `sub` exactly, case included. */
  readonly repository: string;
  /** The GitHub environment whose jobs may deploy production. @default 'production' */
  readonly environment: string;
  /** The GitHub environment whose jobs may deploy staging. @default 'staging' */
  readonly stagingEnvironment: string;
  /**
   * The GitHub environment of the pull requests' content preview, whose role may write staging's
   * preview bucket and nothing else. @default 'preview'
   */
  readonly previewEnvironment: string;
  /** The account's existing GitHub OIDC provider (an account has one per URL). @default a new one */
  readonly oidcProviderArn: string | undefined;
  /**
   * The `cdk bootstrap` qualifier, read from CDK's own context key so that the stacks'
   * synthesizer and the roles name the same bootstrap roles. @default 'hnb659fds'
   */
  readonly bootstrapQualifier: string;
}

/**
 * The GitHub access settings, or undefined without `githubRepository`: then the app builds the
 * website as always. `githubRepository` comes from the command line only (`-c`), never from
 * cdk.json (`fileContext`) nor the environment (GitHub Actions sets GITHUB_REPOSITORY itself):
 * otherwise `npm run deploy`, which the GitHub deploy role runs, would deploy the stack that
 * defines that role. See docs/decisions/0016-github-oidc-deploys.md.
 */
export function readGitHubAccess(
  lookup: Lookup,
  fileContext: Record<string, unknown>,
): GitHubAccessConfig | undefined {
  if (fileContext.githubRepository !== undefined) {
    throw new ConfigError(
      'Config "githubRepository" belongs on the command line (`npm run deploy:github-access -- -c githubRepository=owner/name`), not in cdk.json: there it would put the GitHub access stack into `npm run deploy`, which the GitHub deploy role runs.',
    );
  }
  const repository = text(lookup, 'githubRepository', undefined);
  if (repository === undefined) return undefined;
  if (!GITHUB_REPOSITORY.test(repository)) {
    throw new ConfigError(
      `Config "githubRepository" must be owner/name, as in acme/website, got "${repository}".`,
    );
  }
  // The access stack holds both stages' roles: a stage on its command line would mean nothing.
  if (readStage(lookup) !== 'production') {
    throw new ConfigError(
      'Config "stage" does not apply to the GitHub access stack, which holds the deploy roles of both stages: leave it out.',
    );
  }
  const environmentName = (key: string, fallback: string) => {
    const name = required(lookup, key, '', fallback);
    if (!GITHUB_ENVIRONMENT.test(name)) {
      throw new ConfigError(
        `Config "${key}" must be a GitHub environment name (letters, digits, spaces, ".", "_", "-"; at most 255), got "${name}".`,
      );
    }
    return name;
  };
  const environment = environmentName('githubEnvironment', 'production');
  const stagingEnvironment = environmentName('githubStagingEnvironment', 'staging');
  if (stagingEnvironment === environment) {
    throw new ConfigError(
      `Config "githubStagingEnvironment" and "githubEnvironment" are both "${environment}": staging's jobs would get production's role.`,
    );
  }
  const previewEnvironment = environmentName('githubPreviewEnvironment', 'preview');
  if (previewEnvironment === environment || previewEnvironment === stagingEnvironment) {
    throw new ConfigError(
      `Config "githubPreviewEnvironment" is "${previewEnvironment}", the name of a deploy environment: pull requests' previews would get its role.`,
    );
  }
  const oidcProviderArn = text(lookup, 'githubOidcProviderArn', undefined);
  if (oidcProviderArn !== undefined) {
    const account = GITHUB_OIDC_PROVIDER_ARN.exec(oidcProviderArn)?.[1];
    if (!account) {
      throw new ConfigError(
        `Config "githubOidcProviderArn" must be the ARN of the account's ${GITHUB_OIDC_HOST} provider, as in arn:aws:iam::123456789012:oidc-provider/${GITHUB_OIDC_HOST}, got "${oidcProviderArn}".`,
      );
    }
    const deployAccount = text(lookup, 'account', 'CDK_DEFAULT_ACCOUNT');
    if (deployAccount && account !== deployAccount) {
      throw new ConfigError(
        `Config "githubOidcProviderArn" is in account ${account}, but the stack deploys to ${deployAccount}: a role trusts a provider of its own account.`,
      );
    }
  }
  const bootstrapQualifier = required(
    lookup,
    BOOTSTRAP_QUALIFIER_CONTEXT,
    '',
    DEFAULT_BOOTSTRAP_QUALIFIER,
  );
  if (!BOOTSTRAP_QUALIFIER.test(bootstrapQualifier)) {
    throw new ConfigError(
      `Config "${BOOTSTRAP_QUALIFIER_CONTEXT}" must be a cdk bootstrap qualifier (1 to 10 letters, digits, "_", "-"), got "${bootstrapQualifier}".`,
    );
  }
  return {
    repository,
    environment,
    stagingEnvironment,
    previewEnvironment,
    oidcProviderArn,
    bootstrapQualifier,
  };
}

/**
 * The `-c key=value` / `--context key=value` settings of a `cdk` command line. Like the CDK CLI,
 * one flag may take several values (`-c a=1 b=2`) and a value keeps any `=` after the first.
 */
export function contextFromArgs(args: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  const add = (pair: string) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new ConfigError(`Context "${pair}" must be key=value.`);
    context[pair.slice(0, at)] = pair.slice(at + 1);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const inline = /^(?:-c|--context)=(.*)$/.exec(arg);
    if (inline) add(inline[1] ?? '');
    else if (arg === '-c' || arg === '--context') {
      while (i + 1 < args.length && !(args[i + 1] ?? '').startsWith('-')) add(args[++i] ?? '');
    }
  }
  return context;
}
