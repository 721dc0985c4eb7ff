import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IConstruct } from 'constructs';

/** What every Lambda of this app runs with, in one place. */
export const LAMBDA_DEFAULTS = {
  runtime: Runtime.NODEJS_24_X,
  architecture: Architecture.ARM_64,
  memorySize: 256,
  timeout: Duration.seconds(10),
  loggingFormat: LoggingFormat.JSON,
  // X-Ray traces of each invocation (cold start, duration, errors); sampled, and within the
  // free tier at this traffic. The handlers do not instrument the SDK: no code depends on it.
  tracing: Tracing.ACTIVE,
  environment: { NODE_OPTIONS: '--enable-source-maps' },
  bundling: {
    // The local esbuild devDependency, never Docker; the AWS SDK v3 comes with the runtime.
    minify: true,
    sourceMap: true,
    target: 'node24',
    format: OutputFormat.ESM,
    mainFields: ['module', 'main'],
    externalModules: ['@aws-sdk/*'],
  },
} as const satisfies Partial<NodejsFunctionProps>;

/** Bundling shared by the functions: the repository's lock file and root. */
export const FUNCTION_BUNDLING = {
  depsLockFilePath: fileURLToPath(new URL('../../package-lock.json', import.meta.url)),
  projectRoot: fileURLToPath(new URL('../..', import.meta.url)),
} as const;

/** A function's entry file, from the repository's `functions/` folder. */
export function functionEntry(path: string): string {
  return fileURLToPath(new URL(`../../functions/${path}`, import.meta.url));
}

/** cdk-nag's finding on a role with the AWS-managed basic execution policy. */
export const BASIC_EXECUTION_ROLE_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/**
 * The cdk-nag findings every function of this app (LAMBDA_DEFAULTS) raises and accepts: the
 * AWS-managed basic execution role, and the `*` of the X-Ray statement active tracing adds.
 */
export function acknowledgeLambdaDefaults(functions: readonly IConstruct[]): void {
  for (const fn of functions) {
    Validations.of(fn).acknowledge(
      {
        id: BASIC_EXECUTION_ROLE_FINDING,
        reason: 'The AWS-managed basic execution role only lets the function write its own logs.',
      },
      {
        // Found on each role's default policy, which holds the X-Ray statement.
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Only the X-Ray statement that active tracing adds (xray:PutTraceSegments, xray:PutTelemetryRecords): those actions support no resource-level permissions.',
      },
    );
  }
}
