import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { AlarmRule } from './alarms';

/**
 * SES's auto-tag on every email sent with a configuration set: as the dimension, each event is
 * counted under this set's name without the functions tagging anything.
 * https://docs.aws.amazon.com/ses/latest/dg/event-publishing-add-event-destination-cloudwatch.html
 */
export const CONFIGURATION_SET_DIMENSION = 'ses:configuration-set';

/** The events SES publishes for this set, and the CloudWatch metric (namespace AWS/SES) of each. */
const FEEDBACK = [
  [EmailSendingEvent.BOUNCE, 'Bounce', 'An enquiry email bounced: check the recipient mailbox'],
  [EmailSendingEvent.COMPLAINT, 'Complaint', 'An enquiry email was marked as spam'],
  [EmailSendingEvent.REJECT, 'Reject', 'SES rejected an enquiry email (it found a virus)'],
] as const;

/**
 * The SES configuration set that enquiries are sent with. SES publishes what happens to each
 * email after it accepted it (a bounce, a complaint, a rejection) to CloudWatch, where the
 * account-wide reputation that keeps SES sending is first seen slipping.
 */
export class EmailFeedback extends Construct {
  readonly configurationSet: ConfigurationSet;
  /** One alarm per feedback event, for `Alarms`. */
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        {
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          name: CONFIGURATION_SET_DIMENSION,
          defaultValue: this.configurationSetName,
        },
      ]),
      events: FEEDBACK.map(([event]) => event),
    });
    this.alarmRules = FEEDBACK.map(([, metricName, description]) => ({
      id: `Ses${metricName}`,
      description,
      metric: this.metric(metricName),
      threshold: 1,
    }));
  }

  get configurationSetName(): string {
    return this.configurationSet.configurationSetName;
  }

  /**
   * SES's own metrics for the whole account in this region, published with no dimension and no
   * configuration set: `Send` counts the emails SES accepted (Sum); the reputation rates, 0 to 1,
   * are those SES reviews the account by (Maximum).
   * https://docs.aws.amazon.com/ses/latest/dg/reputationdashboard-cloudwatch-alarm.html
   */
  metricAccount(metricName: 'Send' | 'Reputation.BounceRate' | 'Reputation.ComplaintRate'): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName,
      statistic: metricName === 'Send' ? 'Sum' : 'Maximum',
      period: Duration.minutes(5),
    });
  }

  /** How many emails of this set had the event, per 5 minutes. */
  metric(metricName: (typeof FEEDBACK)[number][1]): Metric {
    return new Metric({
      namespace: 'AWS/SES',
      metricName,
      dimensionsMap: { [CONFIGURATION_SET_DIMENSION]: this.configurationSetName },
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }
}
