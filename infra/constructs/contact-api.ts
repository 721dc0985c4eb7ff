import { fileURLToPath } from 'node:url';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LAMBDA_DEFAULTS } from './lambda-defaults';

const HANDLER_ENTRY = fileURLToPath(
  new URL('../../functions/contact-form/handler.ts', import.meta.url),
);
const LOCK_FILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CONTACT_ROUTE_PATH = '/api/form';

export interface ContactApiProps {
  /** From of every enquiry. */
  readonly senderEmail: string;
  /** Where enquiries go. */
  readonly recipientEmail: string;
  /** The SES identity (address or domain) the function may send as. */
  readonly sesIdentity: string;
  /** Checked by the handler in `x-origin-verify`, so only CloudFront can call the API. */
  readonly originSecret: string;
  /** Steady requests per second. */
  readonly rateLimit: number;
  /** Burst of requests. */
  readonly burstLimit: number;
  /**
   * Reserved concurrency: at most this many enquiries are handled at once.
   * @default none reserved (the account's unreserved pool; API throttling still applies)
   */
  readonly reservedConcurrency?: number;
  /** Retention of the function's and the stage's log groups. */
  readonly logRetention: RetentionDays;
  /** Delete the log groups with the stack. @default false */
  readonly destroyLogs?: boolean;
}

/**
 * `ANY /api/form` on an HTTP API, to the contact Lambda. ANY, not POST, so that a wrong method
 * reaches the handler and gets its JSON 405 rather than API Gateway's bare 404.
 */
export class ContactApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly handler: NodejsFunction;

  constructor(scope: Construct, id: string, props: ContactApiProps) {
    super(scope, id);
    const senderDomain = props.senderEmail.slice(props.senderEmail.indexOf('@') + 1);
    if (props.sesIdentity !== props.senderEmail && props.sesIdentity !== senderDomain) {
      throw new Error(
        `ContactApi: SES sends ${props.senderEmail} only through its own address or domain, not ${props.sesIdentity}.`,
      );
    }
    if (props.burstLimit < props.rateLimit) {
      throw new Error(
        `ContactApi: burstLimit (${props.burstLimit}) must be at least rateLimit (${props.rateLimit}).`,
      );
    }
    const removalPolicy = props.destroyLogs ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

    const functionLogs = new LogGroup(this, 'HandlerLogs', {
      retention: props.logRetention,
      removalPolicy,
    });
    this.handler = new NodejsFunction(this, 'Handler', {
      ...LAMBDA_DEFAULTS,
      entry: HANDLER_ENTRY,
      depsLockFilePath: LOCK_FILE,
      projectRoot: PROJECT_ROOT,
      description: 'Validates a website enquiry and sends it through SES',
      ...(props.reservedConcurrency
        ? { reservedConcurrentExecutions: props.reservedConcurrency }
        : {}),
      logGroup: functionLogs,
      environment: {
        ...LAMBDA_DEFAULTS.environment,
        SENDER_EMAIL: props.senderEmail,
        RECIPIENT_EMAIL: props.recipientEmail,
        ORIGIN_SECRET: props.originSecret,
      },
    });
    const stack = Stack.of(this);
    // The sender's identity; and, because SES in the sandbox also authorizes the send against
    // each recipient's verified identity, the recipient's address and domain (an ARN that only
    // exists if this account verified it). From stays pinned to the sender either way.
    const recipientDomain = props.recipientEmail.slice(props.recipientEmail.indexOf('@') + 1);
    const identities = [...new Set([props.sesIdentity, props.recipientEmail, recipientDomain])];
    this.handler.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: identities.map((resourceName) =>
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName }),
        ),
        conditions: { StringEquals: { 'ses:FromAddress': props.senderEmail } },
      }),
    );

    this.api = new HttpApi(this, 'Api', {
      description: 'The website contact form',
      createDefaultStage: false,
    });
    this.api.addRoutes({
      path: CONTACT_ROUTE_PATH,
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration('Form', this.handler),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy,
    });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            method: '$context.httpMethod',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
  }
}
