import { Duration } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/** What every Lambda of this app runs with, in one place. */
export const LAMBDA_DEFAULTS = {
  runtime: Runtime.NODEJS_24_X,
  architecture: Architecture.ARM_64,
  memorySize: 256,
  timeout: Duration.seconds(10),
  loggingFormat: LoggingFormat.JSON,
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
