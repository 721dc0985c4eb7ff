import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../infra/analytics/cli-options';
import { chooseSource, stackAthenaTarget } from '../../infra/analytics/stack-target';

const cloudFormation = mockClient(CloudFormationClient);

beforeEach(() => cloudFormation.reset());

describe('where npm run analytics reads', () => {
  it.each([
    ['--local, with no local logs', { kind: 'local' } as const, false, { kind: 'local' }],
    [
      '--stack NAME, with local logs',
      { kind: 'stack', name: 'Other' } as const,
      true,
      { kind: 'stack', name: 'Other' },
    ],
    ['the default, with local logs', { kind: 'default' } as const, true, { kind: 'local' }],
    [
      'the default, without local logs',
      { kind: 'default' } as const,
      false,
      { kind: 'stack', name: 'VantageWardSite' },
    ],
  ])('%s', (_, target, hasLocalLogs, expected) => {
    expect(chooseSource(target, hasLocalLogs, 'VantageWardSite')).toEqual(expected);
  });
});

describe("a stack's Athena target", () => {
  const client = () => new CloudFormationClient({ region: 'eu-west-1' });

  it("is the stack's AnalyticsWorkGroup and AnalyticsDatabase outputs", async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'VantageWardSite' }).resolves({
      Stacks: [
        {
          StackName: 'VantageWardSite',
          StackStatus: 'UPDATE_COMPLETE',
          CreationTime: new Date(),
          Outputs: [
            { OutputKey: 'EnquiryTableName', OutputValue: 'enquiries' },
            { OutputKey: 'AnalyticsWorkGroup', OutputValue: 'site-analytics' },
            { OutputKey: 'AnalyticsDatabase', OutputValue: 'site_analytics' },
          ],
        },
      ],
    });
    await expect(stackAthenaTarget(client(), 'VantageWardSite', 'eu-west-1')).resolves.toEqual({
      source: 'VantageWardSite',
      workGroup: 'site-analytics',
      database: 'site_analytics',
    });
  });

  it('is bad input (exit 2) when the stack does not exist, quoting AWS', async () => {
    const missing = Object.assign(new Error('Stack with id Nope does not exist'), {
      name: 'ValidationError',
    });
    cloudFormation.on(DescribeStacksCommand).rejects(missing);
    const attempt = stackAthenaTarget(client(), 'Nope', 'eu-west-1');
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(
      'There is no stack Nope in eu-west-1: AWS said "Stack with id Nope does not exist".',
    );
  });

  it('is bad input (exit 2) when the stack has no analytics outputs', async () => {
    cloudFormation.on(DescribeStacksCommand).resolves({
      Stacks: [
        { StackName: 'Old', StackStatus: 'CREATE_COMPLETE', CreationTime: new Date(), Outputs: [] },
      ],
    });
    const attempt = stackAthenaTarget(client(), 'Old', 'eu-west-1');
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(
      'The stack Old in eu-west-1 has no AnalyticsWorkGroup and AnalyticsDatabase outputs: deploy it with analytics first.',
    );
  });

  it('is a failure (exit 1) when AWS cannot be asked, naming the stack and the reason', async () => {
    cloudFormation.on(DescribeStacksCommand).rejects(
      Object.assign(new Error('Could not load credentials from any providers'), {
        name: 'CredentialsProviderError',
      }),
    );
    const attempt = stackAthenaTarget(client(), 'VantageWardSite', 'eu-west-1');
    await expect(attempt).rejects.not.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(
      'The stack VantageWardSite in eu-west-1 cannot be read: Could not load credentials from any providers (AWS credentials: AWS_PROFILE or `aws configure`).',
    );
  });
});
