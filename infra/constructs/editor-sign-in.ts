import { RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, type HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import {
  CLIENT_SECRET_PLACEHOLDER,
  SIGN_IN_CALLBACK_PATH,
  SIGN_IN_START_PATH,
} from '../../functions/editor-auth/settings';
import { FUNCTION_BUNDLING, functionEntry, LAMBDA_DEFAULTS } from './lambda-defaults';
import { loggedHttpStage } from './logged-http-stage';
import type { OriginSecret } from './origin-secret';

/** The secret's name under the stack's: `<stackName>/github-client-secret`. */
export const CLIENT_SECRET_SUFFIX = 'github-client-secret';

export interface EditorSignInProps {
  /** The GitHub App's client ID (public). @default none: sign-in answers that it is not set up */
  readonly githubClientId?: string;
  /**
   * What the handler checks `x-origin-verify` against, so only CloudFront can call the API: the
   * function gets the secret's ARN and may read its values, never the value itself (0024).
   */
  readonly originSecret: OriginSecret;
  /** Steady requests per second of the two routes together: people signing in, a few a day. */
  readonly rateLimit: number;
  /** Burst of requests. */
  readonly burstLimit: number;
  /** Retention of the function's and the stage's log groups. */
  readonly logRetention: RetentionDays;
  /** Delete the log groups with the stack. @default false */
  readonly destroyLogs?: boolean;
}

/**
 * The editor's GitHub sign-in: `GET /auth` and `GET /callback` (functions/editor-auth) behind an
 * HTTP API that the editor's distribution forwards those two paths to. The function may read
 * its two secrets, the GitHub App's client secret and the origin secret, and write its logs;
 * nothing else of AWS.
 */
export class EditorSignIn extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly handler: NodejsFunction;
  /** Created with a placeholder; the engineer puts the client secret in (docs/editors-setup.md). */
  readonly clientSecret: Secret;

  private editorOrigin: string | undefined;

  constructor(scope: Construct, id: string, props: EditorSignInProps) {
    super(scope, id);
    if (props.burstLimit < props.rateLimit) {
      throw new Error(
        `EditorSignIn: burstLimit (${props.burstLimit}) must be at least rateLimit (${props.rateLimit}).`,
      );
    }
    const removalPolicy = props.destroyLogs ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    this.clientSecret = new Secret(this, 'ClientSecret', {
      secretName: `${Stack.of(this).stackName}/${CLIENT_SECRET_SUFFIX}`,
      description:
        'The GitHub App client secret of the editor sign-in; set it with aws secretsmanager put-secret-value (docs/editors-setup.md)',
      // Not a secret: a marker the handler recognizes until the real value is put in. It stays
      // the same in every template, so a deploy never writes over the value put in by hand.
      secretStringValue: SecretValue.unsafePlainText(CLIENT_SECRET_PLACEHOLDER),
    });
    Validations.of(this.clientSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "GitHub issues the client secret; Secrets Manager cannot rotate it. It is rotated on GitHub (generate a new one, put-secret-value, delete the old one), and the function reads it at run time, so the new value is in use within a container's cache period (10 minutes).",
    });

    const functionLogs = new LogGroup(this, 'HandlerLogs', {
      retention: props.logRetention,
      removalPolicy,
    });
    this.handler = new NodejsFunction(this, 'Handler', {
      ...LAMBDA_DEFAULTS,
      ...FUNCTION_BUNDLING,
      entry: functionEntry('editor-auth/handler.ts'),
      description: "The editor's GitHub sign-in: starts it, checks its state, exchanges the code",
      logGroup: functionLogs,
      environment: {
        ...LAMBDA_DEFAULTS.environment,
        GITHUB_CLIENT_SECRET_ARN: this.clientSecret.secretArn,
        ...props.originSecret.environment,
        ...(props.githubClientId ? { GITHUB_CLIENT_ID: props.githubClientId } : {}),
      },
    });
    // GetSecretValue on this secret alone: no DescribeSecret, no list, and no KMS grant, since
    // it is encrypted with the account's `aws/secretsmanager` key.
    this.handler.addToRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [this.clientSecret.secretArn],
      }),
    );
    props.originSecret.grantGetValue(this.handler);

    this.api = new HttpApi(this, 'Api', {
      description: "The editor's GitHub sign-in",
      createDefaultStage: false,
    });
    // ANY, not GET, so that a wrong method reaches the handler and gets its JSON 405.
    const integration = new HttpLambdaIntegration('SignIn', this.handler);
    for (const path of [SIGN_IN_START_PATH, SIGN_IN_CALLBACK_PATH]) {
      this.api.addRoutes({ path, methods: [HttpMethod.ANY], integration });
    }

    this.node.addValidation({
      validate: () =>
        this.editorOrigin ? [] : ['EditorSignIn: serveFrom(origin) was never called.'],
    });

    this.stage = loggedHttpStage(this, {
      httpApi: this.api,
      logRetention: props.logRetention,
      removalPolicy,
      rateLimit: props.rateLimit,
      burstLimit: props.burstLimit,
    });
  }

  /**
   * The editor's exact origin, `https://…`: where GitHub sends the browser back, and the only
   * window the token is posted to. Given once the distribution exists, which depends on the API.
   */
  serveFrom(editorOrigin: string): void {
    this.editorOrigin = editorOrigin;
    this.handler.addEnvironment('EDITOR_ORIGIN', editorOrigin);
  }
}
