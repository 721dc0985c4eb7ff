import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AlarmRule } from './alarms';
import {
  checkDeliveryProps,
  deliveryEnvironment,
  type EnquiryDeliveryProps,
  sendEmailStatement,
} from './enquiry-delivery';
import { FUNCTION_BUNDLING, functionEntry, LAMBDA_DEFAULTS } from './lambda-defaults';

/** How often the retry pass runs. */
export const RETRY_SCHEDULE = Duration.minutes(5);

export interface EnquiryRetryProps extends EnquiryDeliveryProps {
  /** Retention of the function's log group. */
  readonly logRetention: RetentionDays;
  /** Delete the log group with the stack. @default false */
  readonly destroyLogs?: boolean;
}

/**
 * Every 5 minutes, a pass over the enquiries still pending: it emails what SES refused earlier,
 * with backoff, and gives up (and alarms) after the last attempt.
 */
export class EnquiryRetry extends Construct {
  readonly function: NodejsFunction;
  readonly rule: Rule;
  /** The pass itself failing, which would leave pending enquiries unsent and unreported. */
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string, props: EnquiryRetryProps) {
    super(scope, id);
    checkDeliveryProps('EnquiryRetry', props);

    const logs = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.destroyLogs ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    // No reserved concurrency: new accounts have a quota of 10 to share. Two passes at once are
    // harmless anyway: each send is claimed with a conditional write first.
    this.function = new NodejsFunction(this, 'Function', {
      ...LAMBDA_DEFAULTS,
      ...FUNCTION_BUNDLING,
      entry: functionEntry('enquiry-retry/handler.ts'),
      description: 'Emails the stored enquiries that SES refused earlier',
      timeout: Duration.seconds(60),
      // A failed pass is not retried by Lambda: the next one runs in 5 minutes.
      retryAttempts: 0,
      logGroup: logs,
      environment: { ...LAMBDA_DEFAULTS.environment, ...deliveryEnvironment(props) },
    });
    // Find due enquiries on the status index, read one, claim it and record the outcome. Never
    // Put, Delete or Scan: the pass cannot create or erase an enquiry.
    props.enquiryStore.grantQueryByStatus(this.function);
    props.enquiryStore.grantItems(this.function, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
    this.function.addToRolePolicy(sendEmailStatement(this, props));

    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the enquiry retry pass',
      schedule: Schedule.rate(RETRY_SCHEDULE),
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });

    this.alarmRules = [
      {
        id: 'RetryErrors',
        description: 'The enquiry retry pass failed: pending enquiries are not being resent',
        metric: this.function.metricErrors({ period: RETRY_SCHEDULE }),
        threshold: 1,
      },
    ];
  }
}
