import { App, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { HttpApi, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSP_METRICS_NAMESPACE, CSP_REPORTS_METRIC } from '../../functions/csp-report/handler';
import { METRICS_NAMESPACE } from '../../functions/enquiries/metrics';
import { CONFIGURATION_SET_DIMENSION, EmailFeedback } from '../../infra/constructs/email-feedback';
import { EnquiryStore } from '../../infra/constructs/enquiry-store';
import { SiteDashboard, type SiteDashboardProps } from '../../infra/constructs/site-dashboard';
import { configWith, stubSiteDir, synthWebsite } from './synth';

/** One metric of the dashboard body, its tokens (`Ref`, `Fn::…`) as CloudFormation has them. */
interface DashboardMetric {
  readonly widget: string;
  readonly namespace: string;
  readonly name: string;
  readonly dimensions: Record<string, unknown>;
  /** CloudWatch's default, Average, when the body names none. */
  readonly stat: string;
  /** The metric's own region, else its widget's. */
  readonly region: unknown;
}

interface DashboardWidget {
  readonly x: number;
  readonly width: number;
  readonly properties: { title: string; region: unknown; metrics: unknown[][] };
}

let site: Template;
let withoutWaf: Template;

beforeAll(() => {
  // Both nag packs run inside: synth throws on any unacknowledged finding.
  site = synthWebsite(configWith({ siteDir: stubSiteDir() })).site;
  withoutWaf = synthWebsite(configWith({ siteDir: stubSiteDir(), waf: false })).site;
}, 120_000);

function dashboardResource(template: Template): { Properties: Record<string, unknown> } {
  const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
  return dashboard as { Properties: Record<string, unknown> };
}

/**
 * The dashboard body: a `Fn::Join` of JSON text and tokens. Each token becomes a placeholder
 * inside its JSON string, then is put back as the CloudFormation object it was.
 */
function dashboardBody(template: Template): { start: string; widgets: DashboardWidget[] } {
  const body = dashboardResource(template).Properties.DashboardBody as {
    'Fn::Join': [string, unknown[]];
  };
  const tokens: unknown[] = [];
  const text = body['Fn::Join'][1]
    .map((part) => (typeof part === 'string' ? part : `@@token${tokens.push(part) - 1}@@`))
    .join('');
  return JSON.parse(text, (_key, value) => {
    const token = typeof value === 'string' ? /^@@token(\d+)@@$/.exec(value) : null;
    return token ? tokens[Number(token[1])] : value;
  });
}

function dashboardMetrics(template: Template): DashboardMetric[] {
  return dashboardBody(template).widgets.flatMap(({ properties }) =>
    properties.metrics.map((entry) => {
      const last = entry.at(-1);
      const options = (typeof last === 'object' && last !== null ? last : {}) as {
        stat?: string;
        region?: unknown;
      };
      const [namespace, name, ...rest] = (options === last ? entry.slice(0, -1) : entry) as [
        string,
        string,
        ...unknown[],
      ];
      const dimensions: Record<string, unknown> = {};
      for (let i = 0; i < rest.length; i += 2) dimensions[rest[i] as string] = rest[i + 1];
      return {
        widget: properties.title,
        namespace,
        name,
        dimensions,
        stat: options.stat ?? 'Average',
        region: options.region ?? properties.region,
      };
    }),
  );
}

function metricsNamed(template: Template, namespace: string, name: string): DashboardMetric[] {
  return dashboardMetrics(template).filter((m) => m.namespace === namespace && m.name === name);
}

/** The logical id of the only resource of a type (or the one matching `properties`). */
function ref(template: Template, type: string, properties?: Record<string, unknown>) {
  const ids = Object.keys(
    template.findResources(type, properties ? { Properties: properties } : undefined),
  );
  expect(ids).toHaveLength(1);
  return { Ref: ids[0] };
}

describe('the dashboard', () => {
  it('is the only one, named after the stack, opening on the last 3 hours', () => {
    site.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    site.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'VantageWardSite' });
    expect(dashboardBody(site).start).toBe('-PT3H');
  });

  it('gives its console address as the DashboardUrl output', () => {
    site.hasOutput('DashboardUrl', {
      Value: {
        'Fn::Join': [
          '',
          [
            'https://eu-west-1.console.aws.amazon.com/cloudwatch/home?region=eu-west-1#dashboards/dashboard/',
            ref(site, 'AWS::CloudWatch::Dashboard'),
          ],
        ],
      },
    });
  });

  it('lays every widget out within the 24 columns of a screen', () => {
    for (const { x, width } of dashboardBody(site).widgets)
      expect(x + width).toBeLessThanOrEqual(24);
  });

  it('references at most 50 metrics, what a free-tier dashboard may', () => {
    expect(dashboardMetrics(site).length).toBeLessThanOrEqual(50);
  });
});

describe('CloudFront', () => {
  it.each([
    ['Requests', 'Sum'],
    ['4xxErrorRate', 'Average'],
    ['5xxErrorRate', 'Average'],
  ])('shows the distribution’s %s (%s) from us-east-1, with Region=Global', (name, stat) => {
    expect(metricsNamed(site, 'AWS/CloudFront', name)).toEqual([
      expect.objectContaining({
        dimensions: {
          DistributionId: ref(site, 'AWS::CloudFront::Distribution'),
          Region: 'Global',
        },
        stat,
        region: 'us-east-1',
      }),
    ]);
  });
});

describe('the canary', () => {
  it.each([
    ['SuccessPercent', 'Canary runs passed (%)'],
    ['Duration', 'Canary run time (ms)'],
  ])('shows its %s, one datapoint per run, in "%s"', (name, title) => {
    expect(metricsNamed(site, 'CloudWatchSynthetics', name)).toEqual([
      expect.objectContaining({
        widget: title,
        dimensions: { CanaryName: ref(site, 'AWS::Synthetics::Canary') },
        stat: 'Average',
      }),
    ]);
  });
});

describe('the API', () => {
  it.each([
    ['4xx', 'Sum'],
    ['5xx', 'Sum'],
    ['Latency', 'p99'],
  ])('shows the $default stage’s %s (%s)', (name, stat) => {
    expect(metricsNamed(site, 'AWS/ApiGateway', name)).toEqual([
      expect.objectContaining({
        dimensions: { ApiId: ref(site, 'AWS::ApiGatewayV2::Api'), Stage: '$default' },
        stat,
      }),
    ]);
  });
});

describe('the functions', () => {
  it.each([
    ['contact form', 'Validates a website enquiry, stores it, and sends it through SES'],
    ['enquiry retry', 'Emails the stored enquiries that SES refused earlier'],
    ['CSP report', 'Logs and counts the CSP violations that browsers report'],
    [
      'origin secret rotation',
      'Rotates the origin secret: the API origin header of its distribution',
    ],
    ['weekly report', "Emails the firm last week's website analytics, with the HTML report"],
  ])('shows the %s function’s Errors and Throttles (Sum)', (_name, description) => {
    const fn = ref(site, 'AWS::Lambda::Function', { Description: description });
    for (const name of ['Errors', 'Throttles']) {
      expect(metricsNamed(site, 'AWS/Lambda', name)).toContainEqual(
        expect.objectContaining({
          widget: 'Function errors and throttles',
          dimensions: { FunctionName: fn },
          stat: 'Sum',
        }),
      );
    }
  });

  it('shows the Errors of every function an alarm watches, so a failure that emails is on the screen too', () => {
    const watched = Object.values(
      site.findResources('AWS::CloudWatch::Alarm', {
        Properties: { Namespace: 'AWS/Lambda', MetricName: 'Errors' },
      }),
    ).map(({ Properties }) => Properties.Dimensions);
    expect(watched.length).toBeGreaterThan(0);
    const shown = metricsNamed(site, 'AWS/Lambda', 'Errors');
    for (const [dimension] of watched) {
      expect(dimension.Name).toBe('FunctionName');
      expect(shown).toContainEqual(
        expect.objectContaining({ dimensions: { FunctionName: dimension.Value }, stat: 'Sum' }),
      );
    }
  });
});

describe('the enquiries', () => {
  it.each([
    ['EnquiriesFailed', 'Sum'],
    ['EnquiriesHeld', 'Sum'],
    ['OldestPendingSeconds', 'Maximum'],
  ])('shows %s (%s), as the enquiry functions publish it', (name, stat) => {
    const shown = metricsNamed(site, METRICS_NAMESPACE, name);
    expect(shown.length).toBeGreaterThan(0);
    for (const metric of shown) expect(metric).toMatchObject({ dimensions: {}, stat });
  });

  it.each(['EnquiriesStored', 'EnquiriesSent'])(
    'shows %s (Sum) of this site alone, in the totals and the graph',
    (name) => {
      const shown = metricsNamed(site, METRICS_NAMESPACE, name);
      expect(shown.map((metric) => metric.widget)).toEqual([
        'Enquiries in the time range',
        'Enquiries',
      ]);
      for (const metric of shown) {
        expect(metric).toMatchObject({ dimensions: { Site: 'VantageWardSite' }, stat: 'Sum' });
      }
    },
  );

  it('names another stack’s site by that stack’s name, as its functions do, so stages do not mix', () => {
    const stack = new Stack(new App(), 'VantageWardSiteStaging', { env: { region: 'eu-west-1' } });
    const enquiries = new EnquiryStore(stack, 'Enquiries');
    for (const metric of [enquiries.metricStored(), enquiries.metricSent()]) {
      expect(metric.dimensions).toEqual({ Site: 'VantageWardSiteStaging' });
    }
  });

  it('no longer counts with the account-wide proxies: the table’s PutItem calls, the account’s SES sends', () => {
    expect(metricsNamed(site, 'AWS/DynamoDB', 'SuccessfulRequestLatency')).toEqual([]);
    expect(metricsNamed(site, 'AWS/SES', 'Send')).toEqual([]);
  });

  it('counts the pending enquiries due for a retry as the items the retry pass’s Query returned', () => {
    expect(metricsNamed(site, 'AWS/DynamoDB', 'ReturnedItemCount')).toEqual([
      expect.objectContaining({
        dimensions: { TableName: ref(site, 'AWS::DynamoDB::Table'), Operation: 'Query' },
        stat: 'Sum',
      }),
    ]);
  });
});

describe('CSP reports', () => {
  it('shows this site’s CspReports (Sum) alone, by Site as the handler publishes them and the alarm watches them', () => {
    expect(metricsNamed(site, CSP_METRICS_NAMESPACE, CSP_REPORTS_METRIC)).toEqual([
      expect.objectContaining({
        widget: 'CSP violation reports',
        dimensions: { Site: 'VantageWardSite' },
        stat: 'Sum',
      }),
    ]);
    site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: CSP_REPORTS_METRIC,
      Dimensions: [{ Name: 'Site', Value: 'VantageWardSite' }],
    });
  });

  it('sits beside the CloudFront and WAF graphs, with or without the WAF', () => {
    for (const template of [site, withoutWaf]) {
      const row = dashboardBody(template).widgets.filter((w) =>
        /^(CloudFront|WAF|CSP)/.test(w.properties.title),
      );
      expect(row.reduce((sum, w) => sum + w.width, 0)).toBe(24);
      expect(row.at(-1)?.properties.title).toBe('CSP violation reports');
    }
  });
});

describe('SES', () => {
  it.each(['Bounce', 'Complaint'])(
    'shows the %s count (Sum) of the enquiries’ configuration set',
    (name) => {
      expect(metricsNamed(site, 'AWS/SES', name)).toEqual([
        expect.objectContaining({
          dimensions: { [CONFIGURATION_SET_DIMENSION]: ref(site, 'AWS::SES::ConfigurationSet') },
          stat: 'Sum',
        }),
      ]);
    },
  );

  it.each(['Reputation.BounceRate', 'Reputation.ComplaintRate'])(
    'shows the account’s %s (Maximum)',
    (name) => {
      expect(metricsNamed(site, 'AWS/SES', name)).toEqual([
        expect.objectContaining({ dimensions: {}, stat: 'Maximum' }),
      ]);
    },
  );
});

describe('WAF', () => {
  it('shows the web ACL’s BlockedRequests of all rules (Sum) from us-east-1, with no Region dimension', () => {
    expect(metricsNamed(site, 'AWS/WAFV2', 'BlockedRequests')).toContainEqual(
      expect.objectContaining({
        dimensions: { Rule: 'ALL', WebACL: expect.anything() },
        stat: 'Sum',
        region: 'us-east-1',
      }),
    );
  });

  it('names the web ACL from the ARN the distribution already references: no new cross-region reference', () => {
    const [distribution] = Object.values(site.findResources('AWS::CloudFront::Distribution'));
    const webAclArn = (
      distribution as { Properties: { DistributionConfig: { WebACLId: unknown } } }
    ).Properties.DistributionConfig.WebACLId;
    const shown = metricsNamed(site, 'AWS/WAFV2', 'BlockedRequests');
    expect(shown.length).toBeGreaterThan(0);
    for (const metric of shown) {
      expect(metric.dimensions.WebACL).toEqual({
        'Fn::Select': [2, { 'Fn::Split': ['/', webAclArn] }],
      });
    }
  });

  it('is left out with waf: false', () => {
    withoutWaf.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    expect(dashboardMetrics(withoutWaf).filter((m) => m.namespace === 'AWS/WAFV2')).toEqual([]);
  });
});

describe('SiteDashboard', () => {
  function dashboardProps(stack: Stack): SiteDashboardProps {
    const api = new HttpApi(stack, 'Api', { createDefaultStage: false });
    return {
      distribution: new Distribution(stack, 'Cdn', {
        defaultBehavior: { origin: new HttpOrigin('example.com') },
      }),
      apiStage: new HttpStage(stack, 'Stage', { httpApi: api, stageName: '$default' }),
      functions: {
        Handler: new LambdaFunction(stack, 'Handler', {
          runtime: Runtime.NODEJS_24_X,
          handler: 'index.handler',
          code: Code.fromInline('export const handler = () => {};'),
        }),
      },
      enquiries: new EnquiryStore(stack, 'Enquiries'),
      email: new EmailFeedback(stack, 'Email'),
    };
  }

  it('refuses a name CloudWatch would reject', () => {
    const stack = new Stack(new App(), 'Bare', { env: { region: 'eu-west-1' } });
    expect(
      () =>
        new SiteDashboard(stack, 'Dashboard', {
          ...dashboardProps(stack),
          dashboardName: 'site health',
        }),
    ).toThrow('SiteDashboard: "site health" is not a dashboard name');
  });

  it('refuses to watch no function at all', () => {
    const stack = new Stack(new App(), 'Bare', { env: { region: 'eu-west-1' } });
    expect(
      () => new SiteDashboard(stack, 'Dashboard', { ...dashboardProps(stack), functions: {} }),
    ).toThrow('SiteDashboard: give it at least one function to watch.');
  });
});
