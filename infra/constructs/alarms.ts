import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** One alarm: the construct that owns a metric says what it means and when it matters. */
export interface AlarmRule {
  /** The alarm's construct id. */
  readonly id: string;
  readonly description: string;
  /** Its period is the alarm's: one period at or above the threshold raises it. */
  readonly metric: IMetric;
  readonly threshold: number;
}

export interface AlarmsProps {
  readonly handler: IFunction;
  readonly stage: HttpStage;
  /** More alarms, from the constructs that own their metrics. @default none */
  readonly rules?: readonly AlarmRule[];
  /** Subscribed to the topic; it must confirm the subscription email. @default no subscription */
  readonly email?: string;
}

/**
 * A lost enquiry shows up here first: the handler failing, being throttled by its concurrency
 * cap, or the API answering 5xx; then whatever the other constructs hand in (`rules`). Missing
 * data is never an alarm: most of these metrics exist only when something went wrong.
 */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const key = new Key(this, 'TopicKey', {
      enableKeyRotation: true,
      description: 'Encrypts the website alarms topic',
    });
    // CloudWatch publishes to an encrypted topic only if the key lets it.
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Website alarms',
      enforceSSL: true,
      masterKey: key,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    const period = Duration.minutes(5);
    const rules: AlarmRule[] = [
      {
        id: 'HandlerErrors',
        description: 'The contact handler threw',
        metric: props.handler.metricErrors({ period }),
        threshold: 1,
      },
      {
        id: 'HandlerThrottles',
        description: 'Enquiries hit the concurrency cap',
        metric: props.handler.metricThrottles({ period }),
        threshold: 1,
      },
      {
        id: 'Api5xx',
        description: 'The contact API answered 5xx: an enquiry may not have been stored',
        metric: props.stage.metricServerError({ period }),
        threshold: 1,
      },
      ...(props.rules ?? []),
    ];
    for (const rule of rules) {
      const alarm = new Alarm(this, rule.id, {
        alarmDescription: rule.description,
        metric: rule.metric,
        threshold: rule.threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.topic));
    }
  }
}
