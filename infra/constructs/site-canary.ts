import { join } from 'node:path';
import {
  type CfnElement,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
} from 'aws-cdk-lib';
import { ComparisonOperator, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Canary, Code, Runtime, Schedule, Test } from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import type { AlarmRule } from './alarms';
import type { EnquiryStore } from './enquiry-store';
import { functionEntry } from './lambda-defaults';
import type { SyntheticEnquirySecret } from './synthetic-enquiry-secret';

/**
 * The newest Playwright runtime aws-cdk-lib names: Node.js 22 (Lambda retires Node 20),
 * Playwright 1.58, Chromium 145. Decision 0021 says why Playwright rather than Puppeteer.
 */
export const CANARY_RUNTIME = Runtime.SYNTHETICS_NODEJS_PLAYWRIGHT_6_0;

/** Canary artifacts (screenshots, HAR files, logs) are kept this long. */
export const CANARY_ARTIFACT_DAYS = 30;

export interface SiteCanaryProps {
  /** The site's public origin, e.g. `https://www.example.com`. */
  readonly siteUrl: string;
  /** Minutes between runs, 1 to 60. The first run of each UTC day sends the synthetic enquiry. */
  readonly rateMinutes: number;
  /** The secret the API checks the synthetic enquiry's signature with. */
  readonly syntheticSecret: SyntheticEnquirySecret;
  /** The enquiries: the canary reads the status of its own synthetic ones, nothing else. */
  readonly enquiries: EnquiryStore;
  /** Delete the artifacts with the stack. */
  readonly destroyOnRemoval: boolean;
}

/**
 * The deployed canary: functions/canary/handler.ts bundled for CloudWatch Synthetics, run every
 * `rateMinutes`. It alarms when two runs in a row fail (one failed run can be a blip of the
 * network between the canary and an edge; two are not).
 */
export class SiteCanary extends Construct {
  readonly canary: Canary;
  readonly artifacts: Bucket;
  readonly alarmRules: readonly AlarmRule[];
  private readonly rateMinutes: number;

  constructor(scope: Construct, id: string, props: SiteCanaryProps) {
    super(scope, id);
    if (!Number.isInteger(props.rateMinutes) || props.rateMinutes < 1 || props.rateMinutes > 60) {
      throw new Error(
        `SiteCanary: rateMinutes must be a whole number from 1 to 60, got ${props.rateMinutes}.`,
      );
    }
    this.rateMinutes = props.rateMinutes;
    this.artifacts = new Bucket(this, 'Artifacts', {
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      lifecycleRules: [{ expiration: Duration.days(CANARY_ARTIFACT_DAYS) }],
      removalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: props.destroyOnRemoval,
    });

    this.canary = new Canary(this, 'Canary', {
      canaryName: canaryName(Stack.of(this).stackName),
      runtime: CANARY_RUNTIME,
      test: Test.custom({ code: bundledCanaryCode(), handler: 'index.handler' }),
      schedule: Schedule.rate(Duration.minutes(props.rateMinutes)),
      // A run may take until the next one starts; the smoke checks take seconds, the
      // synthetic enquiry up to 3 minutes.
      timeout: Duration.minutes(Math.min(props.rateMinutes, 14)),
      environmentVariables: {
        SITE_URL: props.siteUrl,
        SYNTHETIC_SECRET_ARN: props.syntheticSecret.secret.secretArn,
        ENQUIRY_TABLE: props.enquiries.tableName,
        RATE_MINUTES: String(props.rateMinutes),
      },
      artifactsBucketLocation: { bucket: this.artifacts },
      provisionedResourceCleanup: true,
    });
    props.syntheticSecret.grantGetValue(this.canary.role);
    // The status of a synthetic enquiry, and nothing else of the table: GetItem only, of
    // `synthetic#` keys, projecting only the status.
    props.enquiries.grantSyntheticStatusRead(this.canary.role);

    this.alarmRules = [
      {
        id: 'CanaryFailing',
        description: `The site canary failed twice in a row: a page, a header, the certificate, the browser render or the enquiry path is broken at ${props.siteUrl}. See "When the canary alarm fires" in docs/operating.md.`,
        metric: this.successPercent(),
        threshold: 100,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: 2,
        // A canary that stops running proves nothing: no data is a failure too.
        treatMissingData: TreatMissingData.BREACHING,
      },
    ];

    acknowledgeCanaryFindings(this);
  }

  /** The share of runs that passed, per run period. */
  successPercent(): Metric {
    return this.canary.metricSuccessPercent({ period: this.period() });
  }

  /** How long each run took. */
  duration(): Metric {
    return this.canary.metricDuration({ period: this.period() });
  }

  /** One run per period: each datapoint is one run's verdict. */
  private period(): Duration {
    return Duration.minutes(this.rateMinutes);
  }
}

/** `<stack>-canary` in the lower case Synthetics requires (a stack name is at most 128 long). */
export function canaryName(stackName: string): string {
  return `${stackName.toLowerCase().replace(/[^0-9a-z_-]/g, '-')}-canary`;
}

/**
 * functions/canary/handler.ts as one ES module, `index.mjs` at the asset's root, as the Playwright
 * runtime wants it: the runtime provides its Synthetics library and Playwright; the AWS SDK is
 * bundled, so the code does not depend on which SDK version a runtime carries.
 */
function bundledCanaryCode(): Code {
  const entry = functionEntry('canary/handler.ts');
  return Code.fromAsset(join(entry, '..'), {
    bundling: {
      // Never pulled: the local esbuild bundles, as for the app's functions.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      local: {
        tryBundle(outputDir) {
          buildSync({
            entryPoints: [entry],
            outfile: join(outputDir, 'index.mjs'),
            bundle: true,
            platform: 'node',
            target: 'node22',
            format: 'esm',
            minify: true,
            external: ['@aws/synthetics-playwright', 'playwright-core', 'playwright'],
            // The bundled AWS SDK has CommonJS parts that `require` Node's modules.
            banner: {
              js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
            },
            logLevel: 'error',
          });
          return true;
        },
      },
    },
  });
}

/** The wildcards of the role aws-cdk-lib's Canary makes (its `createDefaultRole`), each explained. */
const canaryRoleWildcards = (
  artifactsArn: string,
): readonly [finding: string, reason: string][] => [
  [
    'Resource::*',
    's3:ListAllMyBuckets, which supports no resource-level permission, and cloudwatch:PutMetricData, limited by condition to the CloudWatchSynthetics namespace: what every Synthetics run needs to report.',
  ],
  [
    `Resource::${artifactsArn}/*`,
    "s3:PutObject of the run's screenshots, HAR files and logs into the canary's own artifacts bucket, under keys Synthetics chooses per run.",
  ],
  [
    'Resource::arn:<AWS::Partition>:logs:<AWS::Region>:<AWS::AccountId>:log-group:/aws/lambda/cwsyn-*',
    "Synthetics names the canary's Lambda and log group cwsyn-<name>-<id>; the id is unknown before the canary exists.",
  ],
];

function acknowledgeCanaryFindings(canary: SiteCanary): void {
  const stack = Stack.of(canary);
  const role = Validations.of(canary.canary);
  const wildcards = canaryRoleWildcards(
    `<${stack.getLogicalId(canary.artifacts.node.defaultChild as CfnElement)}.Arn>`,
  );
  for (const [finding, reason] of wildcards) {
    role.acknowledge({
      // cdk-nag writes the region and account as the stack knows them: known when the CLI
      // has credentials, placeholders when synthesized environment-agnostic.
      id: `AwsSolutions-IAM5[${finding
        .replace('<AWS::Region>', Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region)
        .replace(
          '<AWS::AccountId>',
          Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
        )}]`,
      reason,
    });
  }
  role.acknowledge({
    id: 'Serverless-LambdaStarPermissions',
    reason: `The Synthetics role's three wildcards, each acknowledged for AwsSolutions-IAM5 with its reason: ${wildcards.map(([finding]) => finding).join(', ')}.`,
  });
  Validations.of(canary.artifacts).acknowledge({
    id: 'AwsSolutions-S1',
    reason: `The canary's own screenshots, HAR files and logs, written only by the canary and expiring after ${CANARY_ARTIFACT_DAYS} days: an access log of them would record only the canary.`,
  });
}
