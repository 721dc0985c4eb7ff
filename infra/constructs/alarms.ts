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

export interface AlarmsProps {
  readonly handler: IFunction;
  readonly stage: HttpStage;
  /** Subscribed to the topic; it must confirm the subscription email. @default no subscription */
  readonly email?: string;
}

/**
 * A lost enquiry shows up here first: the handler failing, being throttled by its concurrency
 * cap, or the API answering 5xx (a 502 is SES refusing a message).
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

    const alarms: [string, string, IMetric][] = [
      [
        'HandlerErrors',
        'The contact handler threw',
        props.handler.metricErrors({ period: Duration.minutes(5) }),
      ],
      [
        'HandlerThrottles',
        'Enquiries hit the concurrency cap',
        props.handler.metricThrottles({ period: Duration.minutes(5) }),
      ],
      [
        'Api5xx',
        'The contact API answered 5xx (SES refused or failed)',
        props.stage.metricServerError({ period: Duration.minutes(5) }),
      ],
    ];
    for (const [id, description, metric] of alarms) {
      const alarm = new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.topic));
    }
  }
}
