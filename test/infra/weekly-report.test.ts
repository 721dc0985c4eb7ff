import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUERY_NAMES } from '../../functions/analytics/render-query';
import { Alarms } from '../../infra/constructs/alarms';
import { EnquiryStore } from '../../infra/constructs/enquiry-store';
import { WeeklyReport } from '../../infra/constructs/weekly-report';
import { addNagChecks } from '../../infra/stacks/website';
import { testApp } from './synth';

let template: Template;
let report: WeeklyReport;
let assetDir: string;
const granted: IGrantable[] = [];

beforeAll(() => {
  const app = testApp();
  const stack = new Stack(app, 'ReportTest', { env: { region: 'eu-west-1' } });
  // SiteAnalytics stands in: the database, the workgroup and a grant, as its contract says.
  const analytics = {
    databaseName: 'site_analytics',
    workGroupName: 'site-analytics',
    grantQuery(grantee: IGrantable) {
      granted.push(grantee);
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: [
            'athena:StartQueryExecution',
            'athena:GetQueryExecution',
            'athena:GetQueryResults',
          ],
          resources: [
            stack.formatArn({
              service: 'athena',
              resource: 'workgroup',
              resourceName: 'site-analytics',
            }),
          ],
        }),
      );
    },
  };
  const enquiries = new EnquiryStore(stack, 'Enquiries');
  report = new WeeklyReport(stack, 'WeeklyReport', {
    analytics,
    sendStore: enquiries,
    senderEmail: 'web@vantageward.com',
    recipientEmail: 'team@vantageward.com',
    sesIdentity: 'vantageward.com',
    configurationSetName: 'site-email',
    logRetention: RetentionDays.THREE_MONTHS,
  });
  // As the site stack wires them: one alarm per rule, on the alarms topic.
  new Alarms(stack, 'Alarms', { rules: report.alarmRules });
  // Both cdk-nag packs: synth throws on any finding the construct does not acknowledge.
  addNagChecks(app);
  const assembly = app.synth();
  template = Template.fromStack(stack);
  const code = Object.values(template.findResources('AWS::Lambda::Function'))[0]?.Properties.Code;
  const hash = String(code.S3Key).replace(/\.zip$/, '');
  assetDir = join(assembly.directory, `asset.${hash}`);
}, 180_000);

describe('WeeklyReport', () => {
  it('runs every Monday at 07:00 UTC', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 7 ? * MON *)',
      State: 'ENABLED',
    });
  });

  it("queries the analytics workgroup and database, and emails the enquiries' recipient", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 300,
      Environment: {
        Variables: Match.objectLike({
          ANALYTICS_DATABASE: 'site_analytics',
          ANALYTICS_WORKGROUP: 'site-analytics',
          SENDER_EMAIL: 'web@vantageward.com',
          RECIPIENT_EMAIL: 'team@vantageward.com',
          SES_CONFIGURATION_SET: 'site-email',
          SITE_NAME: 'ReportTest',
          ENQUIRY_TABLE: { Ref: Match.stringLikeRegexp('^EnquiriesTable') },
        }),
      },
    });
    expect(granted).toEqual([report.function]);
  });

  it('may send raw email only from the sender, through its identity and configuration set', () => {
    const arn = (resource: string) => ({
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          `:ses:eu-west-1:`,
          { Ref: 'AWS::AccountId' },
          `:${resource}`,
        ],
      ],
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            Action: 'ses:SendRawEmail',
            Resource: [
              arn('identity/vantageward.com'),
              arn('identity/team@vantageward.com'),
              arn('configuration-set/site-email'),
            ],
            Condition: { StringEquals: { 'ses:FromAddress': 'web@vantageward.com' } },
          },
        ]),
      },
    });
  });

  it("may read and write its own items of the enquiries table, each week's send, and no enquiry", () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
            Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EnquiriesTable'), 'Arn'] },
            Condition: {
              'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['weekly-report#*'] },
            },
          },
        ]),
      },
    });
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[],
    );
    const dynamo = statements.filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    expect(dynamo).toHaveLength(1);
  });

  it('keeps its logs as long as the site says', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('alarms on one failed run, and on a run that never came', () => {
    expect(report.alarmRules.map((rule) => [rule.id, rule.threshold])).toEqual([
      ['WeeklyReportErrors', 1],
      ['WeeklyReportMissed', 1],
    ]);
  });

  it('alarms, to the alarms topic and back to OK, when seven days in a row have no invocation of the function', () => {
    const topic = [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }];
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('^The weekly analytics report has not run'),
      Namespace: 'AWS/Lambda',
      MetricName: 'Invocations',
      Dimensions: [
        { Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^WeeklyReportFunction') } },
      ],
      Statistic: 'Sum',
      Period: 86_400,
      EvaluationPeriods: 7,
      // Absent: CloudWatch then needs all seven days to breach.
      DatapointsToAlarm: Match.absent(),
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
      TreatMissingData: 'breaching',
      AlarmActions: topic,
      OKActions: topic,
    });
  });

  it("keeps the missed-run alarm's window within CloudWatch's longest, 7 days", () => {
    const [missed] = Object.values(
      template.findResources('AWS::CloudWatch::Alarm', {
        Properties: { MetricName: 'Invocations' },
      }),
    );
    const { Period, EvaluationPeriods } = missed?.Properties ?? {};
    expect(Period * EvaluationPeriods).toBeLessThanOrEqual(7 * 86_400);
  });

  it('bundles the queries beside the handler, where render-query.ts reads them', () => {
    expect(readdirSync(assetDir)).toContain('index.mjs');
    for (const name of QUERY_NAMES) {
      expect(existsSync(join(assetDir, 'queries', `${name}.sql`)), name).toBe(true);
    }
    expect(existsSync(join(assetDir, 'queries', 'shared', 'requests.sql'))).toBe(true);
  });

  it('refuses a sender that its SES identity cannot send', () => {
    const stack = new Stack(testApp(), 'Bad');
    expect(
      () =>
        new WeeklyReport(stack, 'WeeklyReport', {
          analytics: { databaseName: 'd', workGroupName: 'w', grantQuery: () => {} },
          sendStore: { tableName: 't', grantItemsWithKeyPrefix: () => {} },
          senderEmail: 'web@other.example',
          recipientEmail: 'team@vantageward.com',
          sesIdentity: 'vantageward.com',
          configurationSetName: 'site-email',
          logRetention: RetentionDays.THREE_MONTHS,
        }),
    ).toThrow(
      'WeeklyReport: SES sends web@other.example only through its own address or domain, not vantageward.com.',
    );
  });
});
