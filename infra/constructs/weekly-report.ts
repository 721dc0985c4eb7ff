import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BUNDLED_ARTICLE_PATHS_FILE } from '../../functions/analytics/page-paths';
import { REPORT_SEND_KEY_PREFIX } from '../../functions/weekly-report/report-sends';
import { publishedArticlePaths } from '../../web/build/insights/article-files';
import type { AlarmRule } from './alarms';
import { checkSesSending, type SesSending, sesSendStatement } from './enquiry-delivery';
import type { ItemAction } from './enquiry-store';
import {
  acknowledgeLambdaDefaults,
  FUNCTION_BUNDLING,
  functionEntry,
  LAMBDA_DEFAULTS,
} from './lambda-defaults';

/** What the report needs of the SiteAnalytics construct: where to query, and the right to. */
export interface WeeklyReportAnalytics {
  readonly databaseName: string;
  readonly workGroupName: string;
  grantQuery(grantee: IGrantable): void;
}

/** Where the report records each week's send: the enquiries table, its own keys only. */
export interface WeeklyReportSendStore {
  readonly tableName: string;
  grantItemsWithKeyPrefix(grantee: IGrantable, prefix: string, ...actions: ItemAction[]): void;
}

/** SES as the enquiries send: their sender, the firm's enquiry mailbox, identity and set. */
export interface WeeklyReportProps extends SesSending {
  /** The Glue table and Athena workgroup the report's queries run in. */
  readonly analytics: WeeklyReportAnalytics;
  /**
   * The table whose conditional writes let one run a week send (report-sends.ts): the
   * EnquiryStore, whose key design already keeps other records beside the enquiries.
   */
  readonly sendStore: WeeklyReportSendStore;
  /** Retention of the function's log group. */
  readonly logRetention: RetentionDays;
  /** Delete the log group with the stack. @default false */
  readonly destroyLogs?: boolean;
  /**
   * When it runs: at least once a week, or WeeklyReportMissed fires.
   * @default every Monday at 07:00 UTC, the week before just closed
   */
  readonly schedule?: Schedule;
}

/** Every Monday at 07:00 UTC: the whole of last week (Monday to Sunday, UTC) is in the logs. */
export const WEEKLY_REPORT_SCHEDULE = Schedule.cron({ weekDay: 'MON', hour: '7', minute: '0' });

/**
 * WeeklyReportMissed: a day with no invocation is one breaching datapoint, and the alarm needs
 * seven of seven. 7 × 1 day is the longest window CloudWatch allows for a period of an hour or
 * more (Period × EvaluationPeriods ≤ 604,800 s, PutMetricAlarm).
 *
 * A weekly run never lets it fire. When datapoints are missing, CloudWatch evaluates over a
 * range of more periods than it evaluates and keeps every real datapoint of that range ("How
 * alarm state is evaluated when data is missing", CloudWatch user guide). The last run was today
 * or in the 7 days before, so its day (Sum ≥ 1, not breaching) is among the 8 latest daily
 * periods, always in the range, a Monday before 07:00 included: at most 6 of the 7 breach.
 * A missed Monday leaves nothing after last week's run: once that run's day has left the range,
 * 7 of 7 breach. That is Tuesday 00:00 UTC at the earliest (17 hours after the missed run), a day
 * later for each further period the range holds.
 *
 * A new stack's function has no datapoint at all, which CloudWatch cannot tell from a schedule
 * broken for over a week: every point of the range missing, treated as breaching, is ALARM (the
 * guide's table), from the alarm's first evaluation until the first run, scheduled or by hand.
 */
const MISSED_RUN_PERIOD = Duration.days(1);
const MISSED_RUN_DAYS = 7;

/** The folder render-query.ts reads its `.sql` files from, beside the bundle. */
const QUERIES = 'functions/analytics/queries';

/**
 * Every Monday, last week's analytics report from Athena, emailed to the firm with the HTML
 * report attached (functions/weekly-report), at most once a week: a conditional write on the
 * week's item in the enquiries table decides which run sends. A failure is a function error and
 * raises the WeeklyReportErrors alarm; a run that never happens (the schedule disabled or
 * deleted, its target or the invoke permission broken) raises WeeklyReportMissed.
 */
export class WeeklyReport extends Construct {
  readonly function: NodejsFunction;
  readonly rule: Rule;
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string, props: WeeklyReportProps) {
    super(scope, id);
    checkSesSending('WeeklyReport', props);

    const logs = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.destroyLogs ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.function = new NodejsFunction(this, 'Function', {
      ...LAMBDA_DEFAULTS,
      ...FUNCTION_BUNDLING,
      entry: functionEntry('weekly-report/handler.ts'),
      description: "Emails the firm last week's website analytics, with the HTML report",
      // Ten Athena queries at once, 25 s at most each, then the charts. The week's claim lasts as long.
      timeout: Duration.minutes(5),
      // The alarm says a report failed, and a person reruns it. A redelivery would not send a
      // week twice (the claim), but nothing is gained by retrying a failed query blindly.
      retryAttempts: 0,
      logGroup: logs,
      bundling: {
        ...LAMBDA_DEFAULTS.bundling,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // The queries are read at run time from beside the bundle (render-query.ts).
          // So are the published articles' paths, which the bundle has no content folder to
          // list (page-paths.ts); base64 keeps any file name out of the shell's reach.
          afterBundling: (inputDir: string, outputDir: string) => [
            `cp -R "${inputDir}/${QUERIES}" "${outputDir}/queries"`,
            `echo ${Buffer.from(JSON.stringify(publishedArticlePaths())).toString('base64')} | base64 -d > "${outputDir}/${BUNDLED_ARTICLE_PATHS_FILE}"`,
          ],
        },
      },
      environment: {
        ...LAMBDA_DEFAULTS.environment,
        SITE_NAME: Stack.of(this).stackName,
        ANALYTICS_DATABASE: props.analytics.databaseName,
        ANALYTICS_WORKGROUP: props.analytics.workGroupName,
        SENDER_EMAIL: props.senderEmail,
        RECIPIENT_EMAIL: props.recipientEmail,
        SES_CONFIGURATION_SET: props.configurationSetName,
        ENQUIRY_TABLE: props.sendStore.tableName,
      },
    });
    props.analytics.grantQuery(this.function);
    // Its own records only: the week's item (`weekly-report#2026-W47`), never an enquiry.
    props.sendStore.grantItemsWithKeyPrefix(
      this.function,
      REPORT_SEND_KEY_PREFIX,
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    );
    // The attachment needs a raw MIME message; From the sender, to the firm only.
    this.function.addToRolePolicy(sesSendStatement(this, props, 'ses:SendRawEmail'));

    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the weekly analytics report',
      schedule: props.schedule ?? WEEKLY_REPORT_SCHEDULE,
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });

    this.alarmRules = [
      {
        id: 'WeeklyReportErrors',
        description: "The weekly analytics report failed: the firm did not get this week's email",
        metric: this.function.metricErrors({ period: Duration.hours(1) }),
        threshold: 1,
      },
      {
        id: 'WeeklyReportMissed',
        description:
          'The weekly analytics report has not run for seven days: its schedule is disabled or deleted, or EventBridge cannot invoke the function. The firm gets no weekly email until it runs; a brand-new stack shows this until its first run.',
        // Lambda's own count, whatever stopped it: the rule's AWS/Events metrics still count an
        // invocation that the function's permission refused, and go silent with a deleted rule.
        metric: this.function.metricInvocations({
          period: MISSED_RUN_PERIOD,
          statistic: Stats.SUM,
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: MISSED_RUN_DAYS,
        // No run, no datapoint: a missing day is a day without a run.
        treatMissingData: TreatMissingData.BREACHING,
      },
    ];
    acknowledgeNagFindings(this);
  }
}

/** The cdk-nag findings this construct accepts, each with its reason. */
function acknowledgeNagFindings(report: WeeklyReport): void {
  acknowledgeLambdaDefaults([report.function]);
  for (const scope of [report.function, report.rule]) {
    Validations.of(scope).acknowledge(
      ...[
        'Serverless-LambdaDLQ',
        'Serverless-LambdaAsyncFailureDestination',
        'Serverless-EventBusDLQ',
      ].map((id) => ({
        id,
        reason:
          'The scheduled event is only a clock tick: there is nothing to redeliver. A failed report raises the WeeklyReportErrors alarm, a run that never came WeeklyReportMissed, and running the function again sends it.',
      })),
    );
  }
}
