import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, type HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CONTACT_PATH } from '../../functions/api-paths';
import type { AlarmRule } from './alarms';
import {
  checkDeliveryProps,
  deliveryEnvironment,
  type EnquiryDeliveryProps,
  sendEmailStatement,
} from './enquiry-delivery';
import { FUNCTION_BUNDLING, functionEntry, LAMBDA_DEFAULTS } from './lambda-defaults';
import { loggedHttpStage } from './logged-http-stage';
import type { OriginSecret } from './origin-secret';
import type { SyntheticEnquirySecret } from './synthetic-enquiry-secret';

export interface ContactApiProps extends EnquiryDeliveryProps {
  /**
   * What the handler checks `x-origin-verify` against, so only CloudFront can call the API: the
   * function gets its ARN and reads the value at run time.
   */
  readonly originSecret: OriginSecret;
  /** Steady requests per second, the stage's default for each route. */
  readonly rateLimit: number;
  /** Burst of requests, the stage's default for each route. */
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
  /**
   * The secret the canary signs its synthetic enquiry with; the handler reads it at run time.
   * @default none: every enquiry is ordinary
   */
  readonly syntheticEnquirySecret?: SyntheticEnquirySecret;
}

/**
 * The site's HTTP API, behind CloudFront's `/api/*`, and its first route: `ANY /api/form`, to the
 * contact Lambda, which stores each enquiry and then emails it. ANY, not POST, so that a wrong
 * method reaches the handler and gets its JSON 405 rather than API Gateway's bare 404. Other
 * routes (CspReports) are added to `api` by their own constructs.
 */
export class ContactApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly handler: NodejsFunction;
  /** A lost enquiry shows up here first: the handler failing or capped, or the API's 5xx. */
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string, props: ContactApiProps) {
    super(scope, id);
    checkDeliveryProps('ContactApi', props);
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
      ...FUNCTION_BUNDLING,
      entry: functionEntry('contact-form/handler.ts'),
      description: 'Validates a website enquiry, stores it, and sends it through SES',
      ...(props.reservedConcurrency
        ? { reservedConcurrentExecutions: props.reservedConcurrency }
        : {}),
      logGroup: functionLogs,
      environment: {
        ...LAMBDA_DEFAULTS.environment,
        ...deliveryEnvironment(props),
        ...props.originSecret.environment,
        ...(props.syntheticEnquirySecret
          ? { SYNTHETIC_ENQUIRY_SECRET_ARN: props.syntheticEnquirySecret.secret.secretArn }
          : {}),
      },
    });
    props.originSecret.grantGetValue(this.handler);
    props.syntheticEnquirySecret?.grantGetValue(this.handler);
    // Store (a conditional Put, so a retried request is not stored twice), read it back, and
    // record the send: never Query, Scan or Delete. The retry pass owns the index.
    props.enquiryStore.grantItems(
      this.handler,
      'dynamodb:PutItem',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    );
    this.handler.addToRolePolicy(sendEmailStatement(this, props));

    this.api = new HttpApi(this, 'Api', {
      description: 'The website API: the contact form and CSP reports',
      createDefaultStage: false,
    });
    this.api.addRoutes({
      path: CONTACT_PATH,
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration('Form', this.handler),
    });

    this.stage = loggedHttpStage(this, {
      httpApi: this.api,
      logRetention: props.logRetention,
      removalPolicy,
      rateLimit: props.rateLimit,
      burstLimit: props.burstLimit,
    });

    const period = Duration.minutes(5);
    this.alarmRules = [
      {
        id: 'HandlerErrors',
        description: 'The contact handler threw',
        metric: this.handler.metricErrors({ period }),
        threshold: 1,
      },
      {
        id: 'HandlerThrottles',
        description: 'Enquiries hit the concurrency cap',
        metric: this.handler.metricThrottles({ period }),
        threshold: 1,
      },
      {
        id: 'Api5xx',
        description: 'The API answered 5xx: an enquiry may not have been stored',
        metric: this.stage.metricServerError({ period }),
        threshold: 1,
      },
    ];
  }
}
