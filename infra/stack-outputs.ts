import { type CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/**
 * A deployed stack's outputs, by key: how the commands (`npm run enquiries`, `canary`,
 * `analytics`) find what the stack made. Throws what CloudFormation says when it cannot be read.
 */
export async function readStackOutputs(
  cloudFormation: CloudFormationClient,
  stackName: string,
): Promise<ReadonlyMap<string, string>> {
  const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  return new Map(
    (Stacks?.[0]?.Outputs ?? []).flatMap(({ OutputKey, OutputValue }) =>
      OutputKey && OutputValue !== undefined ? [[OutputKey, OutputValue] as const] : [],
    ),
  );
}
