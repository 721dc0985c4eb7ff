import { Duration, Stack, Token } from 'aws-cdk-lib';
import type { IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Dashboard,
  GraphWidget,
  type IWidget,
  type Metric,
  SingleValueWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { CspReports } from './csp-reports';
import { blockedRequestsMetric } from './edge-firewall';
import type { EmailFeedback } from './email-feedback';
import type { EnquiryStore } from './enquiry-store';
import type { SiteCanary } from './site-canary';

/** What CloudWatch accepts as a dashboard name. */
const DASHBOARD_NAME = /^[A-Za-z0-9_-]{1,255}$/;
/** A third of CloudWatch's 24-column grid: three graphs to a row. */
const THIRD = 8;
const GRAPH_HEIGHT = 6;

export interface SiteDashboardProps {
  /** The dashboard's name, unique in the account and region. @default the stack's name */
  readonly dashboardName?: string;
  /** The time range the dashboard opens on. @default 3 hours */
  readonly defaultInterval?: Duration;
  /** The site's distribution: its requests and error rates. */
  readonly distribution: Distribution;
  /** The API's stage: its requests, 4xx, 5xx and p99 latency. */
  readonly apiStage: IHttpStage;
  /**
   * The functions whose errors and throttles are shown, by the label the graph gives each: the
   * API's and the scheduled ones alike, every function an alarm watches among them.
   */
  readonly functions: Readonly<Record<string, IFunction>>;
  /** The enquiry store: enquiries stored, emailed, held, failed and pending. */
  readonly enquiries: EnquiryStore;
  /** SES: bounces, complaints and the account's reputation. */
  readonly email: EmailFeedback;
  /**
   * The CloudFront web ACL's metric name (EdgeFirewall's, the ACL's name): its blocked requests.
   * @default no WAF, and no WAF graph
   */
  readonly webAclName?: string;
  /** The site canary: how many runs passed, and how long they took. @default no canary graphs */
  readonly canary?: SiteCanary;
  /** The CSP violations browsers report, of this site alone. @default no CSP graph */
  readonly cspReports?: Pick<CspReports, 'metricReports'>;
}

/**
 * One screen of the site's health: what visitors get (CloudFront, the WAF), what the API and the
 * functions do, and what becomes of each enquiry (stored, emailed, held, failed, pending) and of
 * its email (bounces, complaints). The metrics are the ones their constructs expose.
 * CloudFront's and the WAF's are in us-east-1 only, so those graphs read that region.
 */
export class SiteDashboard extends Construct {
  readonly dashboard: Dashboard;
  /** The dashboard in the CloudWatch console. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteDashboardProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const dashboardName = props.dashboardName ?? stack.stackName;
    if (!Token.isUnresolved(dashboardName) && !DASHBOARD_NAME.test(dashboardName)) {
      throw new Error(
        `SiteDashboard: "${dashboardName}" is not a dashboard name: letters, digits, - and _ only, at most 255.`,
      );
    }
    if (Object.keys(props.functions).length === 0) {
      throw new Error('SiteDashboard: give it at least one function to watch.');
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName,
      defaultInterval: props.defaultInterval ?? Duration.hours(3),
    });
    this.dashboard.addWidgets(enquiryTotals(props));
    this.dashboard.addWidgets(...edgeGraphs(props));
    if (props.canary) this.dashboard.addWidgets(...canaryGraphs(props.canary));
    this.dashboard.addWidgets(...apiGraphs(props));
    this.dashboard.addWidgets(...enquiryGraphs(props));

    const region = stack.region;
    this.url = `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/${this.dashboard.dashboardName}`;
  }
}

/**
 * The enquiry figures over the whole time range, first thing on the screen: this site's leads,
 * the canary's synthetic enquiries left out.
 */
function enquiryTotals({ enquiries }: SiteDashboardProps): IWidget {
  return new SingleValueWidget({
    title: 'Enquiries in the time range',
    width: 24,
    height: 4,
    setPeriodToTimeRange: true,
    metrics: [
      enquiries.metricStored().with({ label: 'Stored' }),
      enquiries.metricSent().with({ label: 'Emailed' }),
      enquiries.metric('EnquiriesHeld', 'Sum').with({ label: 'Held by the daily cap' }),
      enquiries.metric('EnquiriesFailed', 'Sum').with({ label: 'Failed (gave up)' }),
      enquiries
        .metric('OldestPendingSeconds', 'Maximum')
        .with({ label: 'Oldest pending (seconds)' }),
    ],
  });
}

/**
 * What visitors get: CloudFront's requests and error rates, what the WAF blocked, and what their
 * browsers refused under the CSP.
 */
function edgeGraphs({ distribution, webAclName, cspReports }: SiteDashboardProps): IWidget[] {
  // CloudFront publishes in us-east-1, with Region=Global beside the distribution; CDK's metric
  // methods set neither (aws/aws-cdk#19245), and without them a graph finds no data.
  // https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/programming-cloudwatch-metrics.html
  const global = (metric: Metric, label: string) =>
    metric.with({
      dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
      region: 'us-east-1',
      label,
    });
  const width = 24 / (2 + (webAclName ? 1 : 0) + (cspReports ? 1 : 0));
  const graphs: IWidget[] = [
    new GraphWidget({
      title: 'CloudFront requests',
      width,
      height: GRAPH_HEIGHT,
      region: 'us-east-1',
      left: [global(distribution.metricRequests({ statistic: 'Sum' }), 'Requests')],
      leftYAxis: { min: 0, showUnits: false },
    }),
    new GraphWidget({
      title: 'CloudFront error rates (%)',
      width,
      height: GRAPH_HEIGHT,
      region: 'us-east-1',
      left: [
        global(distribution.metric4xxErrorRate({ statistic: 'Average' }), '4xx'),
        global(distribution.metric5xxErrorRate({ statistic: 'Average' }), '5xx'),
      ],
      leftYAxis: { min: 0, showUnits: false },
    }),
  ];
  if (webAclName) {
    graphs.push(
      new GraphWidget({
        title: 'WAF blocked requests',
        width,
        height: GRAPH_HEIGHT,
        region: 'us-east-1',
        left: [
          blockedRequestsMetric(webAclName, 'ALL').with({ label: 'All rules' }),
          blockedRequestsMetric(webAclName, 'ApiRateLimit').with({
            label: 'Per-IP /api/ limit',
          }),
        ],
        leftYAxis: { min: 0, showUnits: false },
      }),
    );
  }
  if (cspReports) {
    graphs.push(
      new GraphWidget({
        title: 'CSP violation reports',
        width,
        height: GRAPH_HEIGHT,
        left: [cspReports.metricReports().with({ label: 'Reports' })],
        leftYAxis: { min: 0, showUnits: false },
      }),
    );
  }
  return graphs;
}

/** The canary's verdicts: the share of runs that passed, and how long a run takes. */
function canaryGraphs(canary: SiteCanary): IWidget[] {
  return [
    new GraphWidget({
      title: 'Canary runs passed (%)',
      width: 12,
      height: GRAPH_HEIGHT,
      left: [canary.successPercent().with({ label: 'Passed' })],
      leftYAxis: { min: 0, max: 100, showUnits: false },
    }),
    new GraphWidget({
      title: 'Canary run time (ms)',
      width: 12,
      height: GRAPH_HEIGHT,
      left: [canary.duration().with({ label: 'Run time' })],
      leftYAxis: { min: 0, showUnits: false },
    }),
  ];
}

/** The API's answers and speed, and the functions' failures (the API's and the scheduled ones). */
function apiGraphs({ apiStage, functions }: SiteDashboardProps): IWidget[] {
  return [
    new GraphWidget({
      title: 'API requests, 4xx and 5xx',
      width: THIRD,
      height: GRAPH_HEIGHT,
      left: [
        apiStage.metricCount({ label: 'Requests' }),
        apiStage.metricClientError({ label: '4xx' }),
        apiStage.metricServerError({ label: '5xx' }),
      ],
      leftYAxis: { min: 0, showUnits: false },
    }),
    new GraphWidget({
      title: 'API latency p99 (ms)',
      width: THIRD,
      height: GRAPH_HEIGHT,
      left: [apiStage.metricLatency({ statistic: 'p99', label: 'p99' })],
      leftYAxis: { min: 0, showUnits: false },
    }),
    new GraphWidget({
      title: 'Function errors and throttles',
      width: THIRD,
      height: GRAPH_HEIGHT,
      left: Object.entries(functions).flatMap(([label, fn]) => [
        fn.metricErrors({ statistic: 'Sum', label: `${label} errors` }),
        fn.metricThrottles({ statistic: 'Sum', label: `${label} throttles` }),
      ]),
      leftYAxis: { min: 0, showUnits: false },
    }),
  ];
}

/** What becomes of the enquiries (leads, not the canary's) and of their emails, per 5 minutes. */
function enquiryGraphs({ enquiries, email }: SiteDashboardProps): IWidget[] {
  return [
    new GraphWidget({
      title: 'Enquiries',
      width: THIRD,
      height: GRAPH_HEIGHT,
      left: [
        enquiries.metricStored().with({ label: 'Stored' }),
        enquiries.metricSent().with({ label: 'Emailed' }),
        enquiries.metric('EnquiriesHeld', 'Sum').with({ label: 'Held by the daily cap' }),
        enquiries.metric('EnquiriesFailed', 'Sum').with({ label: 'Failed (gave up)' }),
      ],
      leftYAxis: { min: 0, showUnits: false },
    }),
    // No metric counts the pending enquiries: the retry pass reports the oldest one's age, and
    // DynamoDB how many its query found due.
    new GraphWidget({
      title: 'Pending enquiries',
      width: THIRD,
      height: GRAPH_HEIGHT,
      left: [enquiries.metricDueForRetry().with({ label: 'Due for a retry' })],
      right: [
        enquiries.metric('OldestPendingSeconds', 'Maximum').with({ label: 'Oldest (seconds)' }),
      ],
      leftYAxis: { min: 0, label: 'enquiries', showUnits: false },
      rightYAxis: { min: 0, label: 'seconds', showUnits: false },
    }),
    new GraphWidget({
      title: 'SES bounces and complaints',
      width: THIRD,
      height: GRAPH_HEIGHT,
      left: [
        email.metric('Bounce').with({ label: 'Bounces' }),
        email.metric('Complaint').with({ label: 'Complaints' }),
        email.metric('Reject').with({ label: 'Rejects' }),
      ],
      right: [
        email.metricAccount('Reputation.BounceRate').with({ label: 'Account bounce rate' }),
        email.metricAccount('Reputation.ComplaintRate').with({ label: 'Account complaint rate' }),
      ],
      leftYAxis: { min: 0, label: 'emails', showUnits: false },
      rightYAxis: { min: 0, label: 'rate (0–1)', showUnits: false },
    }),
  ];
}
