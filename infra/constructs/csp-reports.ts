import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  type CfnRoute,
  type CfnStage,
  type HttpApi,
  HttpMethod,
  type HttpStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CSP_REPORT_PATH } from '../../functions/api-paths';
import { CSP_METRICS_NAMESPACE, CSP_REPORTS_METRIC } from '../../functions/csp-report/handler';
import { SITE_DIMENSION } from '../../functions/metric';
import type { AlarmRule } from './alarms';
import { FUNCTION_BUNDLING, functionEntry, LAMBDA_DEFAULTS } from './lambda-defaults';
import type { OriginSecret } from './origin-secret';

/** The reports route's own throttle, below the stage default that the contact form has. */
export const CSP_REPORTS_RATE_LIMIT = 10;
export const CSP_REPORTS_BURST_LIMIT = 20;

/** Reports in 5 minutes that mean more than a stray extension: a broken deploy or an attack. */
export const CSP_REPORTS_ALARM_THRESHOLD = 50;

export interface CspReportsProps {
  /** The site's HTTP API (ContactApi), which gets the route. */
  readonly api: HttpApi;
  /** Its `$default` stage, which gets the route's throttle. */
  readonly stage: HttpStage;
  /** Checked by the handler in `x-origin-verify`, read at run time as the contact handler does. */
  readonly originSecret: OriginSecret;
  /** Retention of the function's log group, where each violation is one JSON line. */
  readonly logRetention: RetentionDays;
  /** Delete the log group with the stack. @default false */
  readonly destroyLogs?: boolean;
  /** Steady reports per second the route serves. @default CSP_REPORTS_RATE_LIMIT (10) */
  readonly rateLimit?: number;
  /** Burst of reports. @default CSP_REPORTS_BURST_LIMIT (20) */
  readonly burstLimit?: number;
}

/**
 * `ANY /api/csp-report` on the site's API: browsers report Content Security Policy and Trusted
 * Types violations there (functions/csp-report). The function may only write its logs and
 * read the origin secret; a metric counts the reports and an alarm watches for a burst. The route has its own, lower
 * throttle, so reports (every page view sends some when a deploy breaks the policy) cost at
 * most 10 invocations a second and leave the form's limit alone.
 */
export class CspReports extends Construct {
  readonly handler: NodejsFunction;
  readonly alarmRules: readonly AlarmRule[];

  constructor(scope: Construct, id: string, props: CspReportsProps) {
    super(scope, id);
    const rateLimit = props.rateLimit ?? CSP_REPORTS_RATE_LIMIT;
    const burstLimit = props.burstLimit ?? CSP_REPORTS_BURST_LIMIT;
    if (burstLimit < rateLimit) {
      throw new Error(
        `CspReports: burstLimit (${burstLimit}) must be at least rateLimit (${rateLimit}).`,
      );
    }

    const logs = new LogGroup(this, 'HandlerLogs', {
      retention: props.logRetention,
      removalPolicy: props.destroyLogs ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.handler = new NodejsFunction(this, 'Handler', {
      ...LAMBDA_DEFAULTS,
      ...FUNCTION_BUNDLING,
      entry: functionEntry('csp-report/handler.ts'),
      description: 'Logs and counts the CSP violations that browsers report',
      logGroup: logs,
      environment: {
        ...LAMBDA_DEFAULTS.environment,
        ...props.originSecret.environment,
        // The `Site` of its metric, as the enquiry functions name theirs.
        SITE_NAME: Stack.of(this).stackName,
      },
    });
    props.originSecret.grantGetValue(this.handler);

    const [route] = props.api.addRoutes({
      path: CSP_REPORT_PATH,
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration('CspReport', this.handler),
    });
    if (!route) throw new Error('CspReports: the route was not created.');
    const routeKey = `ANY ${CSP_REPORT_PATH}`;
    // The L2 stage has no per-route throttle: set it on the CloudFormation stage, after the
    // route exists (a stage naming a route it cannot find fails to deploy). An override of this
    // route's key only, so settings of other routes are kept.
    const stage = props.stage.node.defaultChild as CfnStage;
    stage.addPropertyOverride(`RouteSettings.${routeKey}`, {
      ThrottlingRateLimit: rateLimit,
      ThrottlingBurstLimit: burstLimit,
    });
    stage.addResourceDependency(route.node.defaultChild as CfnRoute);

    this.alarmRules = [
      {
        id: 'CspReportBurst',
        description: `${CSP_REPORTS_ALARM_THRESHOLD} or more CSP violation reports in 5 minutes: a deploy broke the policy for visitors, or script is being injected. Read the csp-report function's logs`,
        metric: this.metricReports(),
        threshold: CSP_REPORTS_ALARM_THRESHOLD,
      },
    ];
  }

  /**
   * This site's reports per 5 minutes (Sum), by `Site` = the stack's name as the handler
   * publishes them (SITE_NAME): staging's reports neither show on production's graph nor raise
   * its alarm.
   */
  metricReports(): Metric {
    return new Metric({
      namespace: CSP_METRICS_NAMESPACE,
      metricName: CSP_REPORTS_METRIC,
      dimensionsMap: { [SITE_DIMENSION]: Stack.of(this).stackName },
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }
}
