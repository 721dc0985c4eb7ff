import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSP_METRICS_NAMESPACE, CSP_REPORTS_METRIC } from '../../functions/csp-report/handler';
import { configWith, stubSiteDir, synthSiteStack } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };

let template: Template;

beforeAll(() => {
  // cdk-nag (both packs) runs inside: synth throws on any unacknowledged finding.
  template = synthSiteStack(configWith({ siteDir: stubSiteDir() }));
}, 120_000);

function resource(id: string): Resource {
  const found = (template.toJSON().Resources as Record<string, Resource>)[id];
  if (!found) throw new Error(`no resource ${id}`);
  return found;
}

/** The one function whose logical id starts with the prefix. */
function functionId(prefix: string): string {
  const ids = Object.keys(template.findResources('AWS::Lambda::Function')).filter((id) =>
    id.startsWith(prefix),
  );
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

const CSP = () => functionId('CspReportsHandler');
const CONTACT = () => functionId('ContactHandler');

describe('POST /api/csp-report', () => {
  it('routes ANY /api/csp-report to its own function, so a wrong method gets the handler’s JSON 405', () => {
    const [route] = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route', {
        Properties: { RouteKey: 'ANY /api/csp-report' },
      }),
    ) as Resource[];
    // Target: integrations/<the integration's id>.
    const target = route?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integrationId = target['Fn::Join'][1][1].Ref;
    expect(resource(integrationId).Properties.IntegrationUri).toEqual({
      'Fn::GetAtt': [CSP(), 'Arn'],
    });
  });

  it('is on the same HTTP API as /api/form', () => {
    const apis = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as Resource).Properties.ApiId,
    );
    expect(apis).toHaveLength(2);
    expect(apis[0]).toEqual(apis[1]);
  });

  it('runs the report handler on Node.js 24 with the origin secret the contact handler checks, and its site’s name', () => {
    const csp = resource(CSP());
    const contact = resource(CONTACT());
    const variables = (r: Resource) =>
      (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(csp.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 256,
      Timeout: 10,
    });
    expect(variables(csp)).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      ORIGIN_SECRET_ARN: variables(contact).ORIGIN_SECRET_ARN,
      SITE_NAME: 'VantageWardSite',
    });
    expect(variables(csp).ORIGIN_SECRET_ARN).toEqual({
      Ref: expect.stringMatching(/^OriginSecret/),
    });
  });

  it('may do nothing but write its logs and traces, and read the origin secret: no table, no email', () => {
    const role = (resource(CSP()).Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter(
        (p) => JSON.stringify((p as Resource).Properties.Roles) === JSON.stringify([{ Ref: role }]),
      )
      .flatMap(
        (p) =>
          ((p as Resource).Properties.PolicyDocument as { Statement: { Action: unknown }[] })
            .Statement,
      );
    expect(statements.map((s) => s.Action)).toEqual([
      ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
      'secretsmanager:GetSecretValue',
    ]);
  });

  it('keeps its own logs, one JSON line per violation, for 90 days', () => {
    const logging = resource(CSP()).Properties.LoggingConfig as {
      LogFormat: string;
      LogGroup: { Ref: string };
    };
    expect(logging.LogFormat).toBe('JSON');
    expect(resource(logging.LogGroup.Ref).Properties.RetentionInDays).toBe(90);
    expect(logging.LogGroup).not.toEqual(
      (resource(CONTACT()).Properties.LoggingConfig as { LogGroup: unknown }).LogGroup,
    );
  });

  it("throttles reports on their own route, below the form's limit", () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      RouteSettings: {
        'ANY /api/csp-report': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      },
    });
  });

  it("alarms on a burst of reports (50 or more in 5 minutes) of this site's metric, by Site as the handler publishes it", () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: CSP_METRICS_NAMESPACE,
      MetricName: CSP_REPORTS_METRIC,
      Dimensions: [{ Name: 'Site', Value: 'VantageWardSite' }],
      Statistic: 'Sum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: 50,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmDescription: Match.stringLikeRegexp('CSP violation reports'),
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
    });
  });
});
