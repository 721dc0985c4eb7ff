import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { configWith, stubSiteDir, synthSiteStack } from './synth';

let template: Template;

beforeAll(() => {
  // cdk-nag runs inside: synth throws on any unacknowledged finding.
  template = synthSiteStack(
    configWith({
      siteDir: stubSiteDir(),
      senderEmail: 'web@vantageward.com',
      recipientEmail: 'team@vantageward.com',
      maxEmailsPerDay: 50,
      enquiryRetentionDays: 180,
    }),
  );
}, 120_000);

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/** The one resource of a type, named by where it is in the construct tree (its logical id). */
function logicalId(type: string, prefix: string): string {
  const ids = Object.keys(template.findResources(type)).filter((id) => id.startsWith(prefix));
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

const TABLE = () => logicalId('AWS::DynamoDB::Table', 'EnquiriesTable');
const CONFIGURATION_SET = () => logicalId('AWS::SES::ConfigurationSet', 'EmailFeedback');
const FUNCTIONS = {
  contact: () => logicalId('AWS::Lambda::Function', 'ContactHandler'),
  retry: () => logicalId('AWS::Lambda::Function', 'EnquiryRetryFunction'),
};

/** Every statement of every policy attached to the function's role. */
function statementsOf(functionId: string): Statement[] {
  const fn = template.toJSON().Resources[functionId] as Resource;
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
}

function actions(statement: Statement): string[] {
  return typeof statement.Action === 'string' ? [statement.Action] : statement.Action;
}

function dynamoStatementsOf(functionId: string): Statement[] {
  return statementsOf(functionId).filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
}

function sendEmailStatementOf(functionId: string): Statement | undefined {
  return statementsOf(functionId).find((s) => actions(s).includes('ses:SendEmail'));
}

function environmentOf(functionId: string): Record<string, unknown> {
  const fn = template.toJSON().Resources[functionId] as Resource;
  return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

const tableArn = () => ({ 'Fn::GetAtt': [TABLE(), 'Arn'] });

describe('the enquiry table', () => {
  it('is keyed by id (a string) alone', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: Match.arrayWith([{ AttributeName: 'id', AttributeType: 'S' }]),
    });
  });

  it('has one index, by-status: status then nextAttemptAt (a number), every attribute projected', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'by-status',
          KeySchema: [
            { AttributeName: 'status', KeyType: 'HASH' },
            { AttributeName: 'nextAttemptAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'status', AttributeType: 'S' },
        { AttributeName: 'nextAttemptAt', AttributeType: 'N' },
      ]),
    });
  });

  it('deletes expired enquiries by their expiresAt attribute (TTL)', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });

  it('has point-in-time recovery on', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('is encrypted with a KMS key', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('is billed on demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { BillingMode: 'PAY_PER_REQUEST' });
  });

  it('is kept when the stack is deleted or the table replaced, and protected from deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });

  it('is deleted with a throw-away dev stack (destroyOnRemoval)', () => {
    const dev = synthSiteStack(configWith({ siteDir: stubSiteDir(), destroyOnRemoval: true }));
    dev.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  }, 120_000);
});

describe('the contact function', () => {
  it('may put, get and update enquiry items on the table only', () => {
    expect(dynamoStatementsOf(FUNCTIONS.contact())).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem'],
        Resource: tableArn(),
      },
    ]);
  });

  it('cannot query, scan or delete, nor touch the status index', () => {
    const granted = statementsOf(FUNCTIONS.contact()).flatMap(actions);
    for (const action of ['dynamodb:Query', 'dynamodb:Scan', 'dynamodb:DeleteItem'])
      expect(granted).not.toContain(action);
    expect(JSON.stringify(statementsOf(FUNCTIONS.contact()))).not.toContain('/index/');
  });

  it('gets the table, retention, daily cap and configuration set in its environment', () => {
    expect(environmentOf(FUNCTIONS.contact())).toMatchObject({
      ENQUIRY_TABLE: { Ref: TABLE() },
      ENQUIRY_RETENTION_DAYS: '180',
      MAX_EMAILS_PER_DAY: '50',
      SES_CONFIGURATION_SET: { Ref: CONFIGURATION_SET() },
    });
  });

  it('may send with the configuration set, still only From the sender', () => {
    expect(sendEmailStatementOf(FUNCTIONS.contact())).toMatchObject({
      Resource: expect.arrayContaining([
        {
          'Fn::Join': [
            '',
            expect.arrayContaining([':configuration-set/', { Ref: CONFIGURATION_SET() }]),
          ],
        },
      ]),
      Condition: { StringEquals: { 'ses:FromAddress': 'web@vantageward.com' } },
    });
  });
});

describe('the retry function', () => {
  it('may query the by-status index, and get and update items on the table, nothing else', () => {
    expect(dynamoStatementsOf(FUNCTIONS.retry())).toEqual([
      {
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource: { 'Fn::Join': ['', [tableArn(), '/index/by-status']] },
      },
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        Resource: tableArn(),
      },
    ]);
  });

  it('cannot put, delete or scan: it never creates or erases an enquiry', () => {
    const granted = statementsOf(FUNCTIONS.retry()).flatMap(actions);
    for (const action of ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Scan'])
      expect(granted).not.toContain(action);
  });

  it('has the same SES permission as the contact function', () => {
    expect(sendEmailStatementOf(FUNCTIONS.retry())).toEqual(
      sendEmailStatementOf(FUNCTIONS.contact()),
    );
    // The two DynamoDB statements, SES, and X-Ray's (active tracing).
    expect(statementsOf(FUNCTIONS.retry())).toHaveLength(4);
  });

  it('runs the retry handler on Node.js 24, arm64, for up to 60 s, with no reserved concurrency', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Emails the stored enquiries that SES refused earlier',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Timeout: 60,
      ReservedConcurrentExecutions: Match.absent(),
      LoggingConfig: {
        LogFormat: 'JSON',
        LogGroup: { Ref: Match.stringLikeRegexp('^EnquiryRetryLogs') },
      },
    });
  });

  it('keeps its own logs 90 days', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    expect(Object.keys(template.findResources('AWS::Logs::LogGroup'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^EnquiryRetryLogs/)]),
    );
  });

  it('gets what it needs to store and send in its environment', () => {
    expect(environmentOf(FUNCTIONS.retry())).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      SENDER_EMAIL: 'web@vantageward.com',
      RECIPIENT_EMAIL: 'team@vantageward.com',
      ENQUIRY_TABLE: { Ref: TABLE() },
      ENQUIRY_RETENTION_DAYS: '180',
      MAX_EMAILS_PER_DAY: '50',
      SES_CONFIGURATION_SET: { Ref: CONFIGURATION_SET() },
      // The per-site metrics' Site: the stack's name.
      SITE_NAME: 'VantageWardSite',
    });
  });

  it('runs every 5 minutes, and a failed pass waits for the next one', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [FUNCTIONS.retry(), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: FUNCTIONS.retry() },
      MaximumRetryAttempts: 0,
    });
  });
});

describe('SES feedback', () => {
  it('publishes bounces, complaints and rejections of the configuration set to CloudWatch', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: CONFIGURATION_SET() },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: { Ref: CONFIGURATION_SET() },
            },
          ],
        },
      },
    });
  });
});

describe('the new alarms', () => {
  const topic = () => ({ Ref: logicalId('AWS::SNS::Topic', 'AlarmsTopic') });
  const configurationSet = () => [
    { Name: 'ses:configuration-set', Value: { Ref: CONFIGURATION_SET() } },
  ];
  // The stack's own: staging's and production's alarms never see each other's enquiries.
  const site = () => [{ Name: 'Site', Value: 'VantageWardSite' }];

  it.each([
    ['AWS/SES', 'Bounce', 'Sum', 1, configurationSet],
    ['AWS/SES', 'Complaint', 'Sum', 1, configurationSet],
    ['AWS/SES', 'Reject', 'Sum', 1, configurationSet],
    ['VantageWard/Enquiries', 'EnquiriesFailed', 'Sum', 1, site],
    ['VantageWard/Enquiries', 'OldestPendingSeconds', 'Maximum', 3600, site],
    ['VantageWard/Enquiries', 'EnquiriesHeld', 'Sum', 1, site],
  ])(
    'alarms on %s %s (%s ≥ %d in 5 minutes) to the alarms topic',
    (namespace, metricName, statistic, threshold, dimensions) => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: namespace,
        MetricName: metricName,
        Dimensions: dimensions(),
        Statistic: statistic,
        Period: 300,
        EvaluationPeriods: 1,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [topic()],
      });
    },
  );

  it('alarms when the retry pass itself fails, to the alarms topic', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: FUNCTIONS.retry() } }],
      Threshold: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic()],
    });
  });
});

describe('outputs', () => {
  it('gives the table name, for the enquiries command', () => {
    expect(template.findOutputs('EnquiryTableName').EnquiryTableName?.Value).toEqual({
      Ref: TABLE(),
    });
  });

  it('gives the retry function name', () => {
    expect(template.findOutputs('RetryFunctionName').RetryFunctionName?.Value).toEqual({
      Ref: FUNCTIONS.retry(),
    });
  });
});
