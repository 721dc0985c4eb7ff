import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { RotationSchedule } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { OriginProbe } from '../../functions/origin-secret-rotation/rotation';
import type { AlarmRule } from './alarms';
import {
  BASIC_EXECUTION_ROLE_FINDING,
  FUNCTION_BUNDLING,
  functionEntry,
  LAMBDA_DEFAULTS,
} from './lambda-defaults';
import type { OriginSecret } from './origin-secret';

/** Days between two rotations when the config says nothing. */
export const DEFAULT_ORIGIN_SECRET_ROTATION_DAYS = 30;

export interface OriginSecretRotationProps {
  readonly originSecret: OriginSecret;
  /** The distribution whose API origin sends the secret: the only one the function may update. */
  readonly distribution: Distribution;
  /** The API's own address, `https://<id>.execute-api.<region>.amazonaws.com`, for the test step. */
  readonly apiUrl: string;
  /**
   * The request the test step sends the API with each value: one its handler answers 405 once
   * past the origin check and 403 before it, with no side effect (`GET /api/csp-report`).
   */
  readonly probe: OriginProbe;
  /** Days between rotations (Secrets Manager: 1 to 1000). @default 30 */
  readonly rotationDays?: number;
  /** Retention of the function's log group. */
  readonly logRetention: RetentionDays;
  /** Delete the log group with the stack. @default false */
  readonly destroyLogs?: boolean;
}

/**
 * Rotates a stack's origin secret on a schedule (one per stack: the site's and the editor's): a function that Secrets Manager calls for each of
 * the four steps (functions/origin-secret-rotation), which may read and write that secret and
 * update that distribution, nothing else. Built after the distribution: the distribution
 * references the secret, and the function the distribution, so nothing references back.
 */
export class OriginSecretRotation extends Construct {
  readonly function: NodejsFunction;
  readonly schedule: RotationSchedule;
  /** A failed rotation: the old value still works, and someone should look. */
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string, props: OriginSecretRotationProps) {
    super(scope, id);
    const rotationDays = props.rotationDays ?? DEFAULT_ORIGIN_SECRET_ROTATION_DAYS;
    if (!props.probe.path.startsWith('/')) {
      throw new Error(
        `OriginSecretRotation: probe.path must start with /, got "${props.probe.path}".`,
      );
    }
    if (!Number.isInteger(rotationDays) || rotationDays < 1 || rotationDays > 1000) {
      throw new Error(
        `OriginSecretRotation: rotationDays must be a whole number from 1 to 1000, got ${rotationDays}.`,
      );
    }

    const logs = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.destroyLogs ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.function = new NodejsFunction(this, 'Function', {
      ...LAMBDA_DEFAULTS,
      ...FUNCTION_BUNDLING,
      entry: functionEntry('origin-secret-rotation/handler.ts'),
      description: 'Rotates the origin secret: the API origin header of its distribution',
      timeout: Duration.seconds(30),
      logGroup: logs,
      environment: {
        ...LAMBDA_DEFAULTS.environment,
        DISTRIBUTION_ID: props.distribution.distributionId,
        API_URL: props.apiUrl,
        PROBE_METHOD: props.probe.method,
        PROBE_PATH: props.probe.path,
      },
    });
    // Read and change this distribution's configuration: no other distribution, no create or
    // delete, no invalidation.
    props.distribution.grant(
      this.function,
      'cloudfront:GetDistributionConfig',
      'cloudfront:UpdateDistribution',
    );
    // Adds the function's rights on the secret (DescribeSecret, GetSecretValue, PutSecretValue,
    // UpdateSecretVersionStage on it alone, and GetRandomPassword) and lets Secrets Manager
    // invoke it. Not at deploy: the first value was generated with the secret.
    this.schedule = props.originSecret.secret.addRotationSchedule('Rotation', {
      rotationLambda: this.function,
      automaticallyAfter: Duration.days(rotationDays),
      rotateImmediatelyOnUpdate: false,
    });

    this.alarmRules = [
      {
        id: 'OriginSecretRotationFailed',
        description:
          'A rotation of the origin secret failed: the old value still works. Read the origin-secret-rotation function’s logs, then rotate by hand (docs/security.md)',
        metric: this.function.metricErrors({ period: Duration.hours(1) }),
        threshold: 1,
      },
    ];
    acknowledgeNagFindings(this);
  }
}

/** The cdk-nag findings this construct accepts, each with its reason. */
function acknowledgeNagFindings(rotation: OriginSecretRotation): void {
  Validations.of(rotation.function).acknowledge(
    {
      id: BASIC_EXECUTION_ROLE_FINDING,
      reason: 'The AWS-managed basic execution role only lets the function write its own logs.',
    },
    {
      // Found on the role's default policy, which holds both statements.
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Two statements whose actions support no resource-level permissions: the X-Ray statement active tracing adds (xray:PutTraceSegments, xray:PutTelemetryRecords), and secretsmanager:GetRandomPassword, which generates a value and reads nothing.',
    },
    ...['Serverless-LambdaDLQ', 'Serverless-LambdaAsyncFailureDestination'].map((id) => ({
      id,
      reason:
        'Secrets Manager invokes each rotation step itself and retries a failed rotation with the same pending version: there is nothing for a queue to redeliver. A failure raises the OriginSecretRotationFailed alarm.',
    })),
  );
}
