import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import type { AthenaTarget } from '../../functions/analytics/athena-engine';
import { readStackOutputs } from '../stack-outputs';
import { type AnalyticsOptions, UsageError } from './cli-options';

/** Where the report reads: the twin's records, or a deployed stack's logs on Athena. */
export type Source = { kind: 'local' } | { kind: 'stack'; name: string };

/**
 * As `npm run enquiries` chooses: what the command names, else the twin's records when there
 * are any, else the stack named in cdk.json.
 */
export function chooseSource(
  target: AnalyticsOptions['target'],
  hasLocalLogs: boolean,
  configuredStack: string,
): Source {
  if (target.kind === 'stack') return target;
  if (target.kind === 'local' || hasLocalLogs) return { kind: 'local' };
  return { kind: 'stack', name: configuredStack };
}

/** The stack's outputs that SiteAnalytics emits. */
const OUTPUTS = { workGroup: 'AnalyticsWorkGroup', database: 'AnalyticsDatabase' } as const;

const CREDENTIALS_HINT = 'AWS credentials: AWS_PROFILE or `aws configure`';

/**
 * The stack's workgroup and database, from its outputs. A stack that does not exist or has no
 * analytics is bad input (UsageError, exit 2): the name or the deployment must change. AWS not
 * answering (no credentials, no network, throttling) is a failure (Error, exit 1).
 */
export async function stackAthenaTarget(
  cloudFormation: CloudFormationClient,
  name: string,
  region: string,
): Promise<AthenaTarget> {
  let outputs: ReadonlyMap<string, string>;
  try {
    outputs = await readStackOutputs(cloudFormation, name);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (
      error instanceof Error &&
      error.name === 'ValidationError' &&
      /does not exist/.test(reason)
    ) {
      throw new UsageError(`There is no stack ${name} in ${region}: AWS said "${reason}".`);
    }
    throw new Error(
      `The stack ${name} in ${region} cannot be read: ${reason} (${CREDENTIALS_HINT}).`,
    );
  }
  const workGroup = outputs.get(OUTPUTS.workGroup);
  const database = outputs.get(OUTPUTS.database);
  if (!workGroup || !database) {
    throw new UsageError(
      `The stack ${name} in ${region} has no ${OUTPUTS.workGroup} and ${OUTPUTS.database} outputs: deploy it with analytics first.`,
    );
  }
  return { source: name, workGroup, database };
}
