import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * The log group of the function CDK adds to copy a build into its bucket (one per stack, shared
 * by every BucketDeployment of the stack, so each of them is given this group). Without it, that
 * function writes to a group Lambda creates on its first run, kept forever. Its own group, not
 * CDK's `useCdkManagedLogGroup` flag: that flag names the group `/aws/lambda/<function>`, the
 * name Lambda has already used on a deployed stack, and the update would fail (decision 0035).
 */
export function deploymentLogs(
  scope: Construct,
  props: { readonly retention: Duration; readonly removalPolicy: RemovalPolicy },
): LogGroup {
  return new LogGroup(scope, 'DeploymentLogs', {
    // The setting is checked against CloudWatch's allowed retentions (infra/config.ts).
    retention: props.retention.toDays() as RetentionDays,
    removalPolicy: props.removalPolicy,
  });
}
