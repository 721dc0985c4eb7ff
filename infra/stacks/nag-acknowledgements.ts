import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { Alarms } from '../constructs/alarms';
import type { ContactApi } from '../constructs/contact-api';
import type { CspReports } from '../constructs/csp-reports';
import type { EnquiryRetry } from '../constructs/enquiry-retry';
import {
  acknowledgeLambdaDefaults,
  BASIC_EXECUTION_ROLE_FINDING,
} from '../constructs/lambda-defaults';
import type { StaticSite } from '../constructs/static-site';
import type { EdgeStack } from './edge-stack';
import type { EditorStack } from './editor-stack';

interface NagScope {
  readonly site: StaticSite;
  readonly contact: ContactApi;
  readonly cspReports: CspReports;
  readonly retry: EnquiryRetry;
  readonly alarms: Alarms;
  readonly customDomain: boolean;
  readonly waf: boolean;
}

interface Acknowledgment {
  readonly id: string;
  readonly reason: string;
}

function acknowledge(scopes: readonly IConstruct[], ...acks: Acknowledgment[]): void {
  for (const scope of scopes) Validations.of(scope).acknowledge(...acks);
}

/**
 * Every cdk-nag (AwsSolutions, Serverless) finding the site stack accepts, each with its reason.
 * Anything not listed here fails `cdk synth`.
 */
export function acknowledgeNagFindings(
  stack: Stack,
  { site, contact, cspReports, retry, alarms, customDomain, waf }: NagScope,
): void {
  Validations.of(site.logBucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log bucket itself; logging it to itself would loop.',
  });
  const distribution = Validations.of(site.distribution);
  distribution.acknowledge({
    id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
    reason:
      'LIST is granted so a missing file answers 404, not 403. No path reaches the bucket as a listing: defaultRootObject is set and the edge routing function maps every path without an extension to a page.',
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR3',
    reason:
      "The distribution logs every request through CloudFront's standard logging v2 (CloudWatch Logs vended deliveries, set up in us-east-1 by the CdnLogs stack, docs/decisions/0023-cloudfront-logs-v2.md); CFR3 only recognizes legacy logging, which this replaced.",
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'A public marketing site for clients in any country: no geo restriction.',
  });
  // With `waf` on (the default) the distribution has the EdgeStack's web ACL and CFR2 passes.
  if (!waf) {
    distribution.acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'WAF turned off in the config (`waf: false`): the site is static files, and the API is throttled at API Gateway, capped by Lambda reserved concurrency and guarded by a honeypot and field limits. The per-IP limit then applies only in the local twin.',
    });
  }
  if (!customDomain) {
    distribution.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set; with a domain the distribution requires TLSv1.2_2021.',
    });
  }

  acknowledgeLambdaDefaults([contact.handler, cspReports.handler, retry.function]);
  acknowledge([contact.handler, cspReports.handler], {
    id: 'Serverless-LambdaDLQ',
    reason:
      'API Gateway invokes the function synchronously, so a dead-letter queue would never receive anything: a failure is the HTTP answer, and the API 5xx and handler error alarms report it.',
  });
  acknowledge(
    [retry.function, retry.rule],
    ...[
      'Serverless-LambdaDLQ',
      'Serverless-LambdaAsyncFailureDestination',
      'Serverless-EventBusDLQ',
    ].map((id) => ({
      id,
      reason:
        'The scheduled event is only a clock tick: there is nothing to redeliver. The pending enquiries stay in the table for the next pass 5 minutes later, and a failed pass raises the RetryErrors alarm.',
    })),
  );
  Validations.of(contact.api).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'A public contact form and CSP report endpoint have no user to authorize. Only CloudFront can call them: each handler refuses requests without the origin secret header.',
  });
  acknowledgeAlarmEmail(alarms);
  acknowledgeCdkCustomResources(stack);
  acknowledgeBucketDeployments(stack, site.bucket, 'the site bucket');
}

/**
 * The policy CDK generates for the BucketDeployments into `bucket` (`bucketName` in the
 * reason): it names that bucket and the CDK asset bucket.
 */
function acknowledgeBucketDeployments(stack: Stack, bucket: IConstruct, bucketName: string): void {
  const bucketArn = `<${stack.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
  // cdk-nag names the CDK asset bucket by the stack's account: a placeholder when synthesized
  // environment-agnostic, the real number when the CLI has credentials (CDK_DEFAULT_ACCOUNT).
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  // The bucket of `cdk bootstrap`'s qualifier: '@aws-cdk/core:bootstrapQualifier' if set.
  const qualifier = stack.synthesizer.bootstrapQualifier ?? 'hnb659fds';
  acknowledge(
    cdkCustomResources(stack),
    ...[
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Resource::*',
      `Resource::${bucketArn}/*`,
      `Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${stack.region}/*`,
    ].map((finding) => ({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: `CDK generates the BucketDeployment policy: it reads any object of the CDK asset bucket, writes any key of ${bucketName} and invalidates the distribution.`,
    })),
  );
}

/** Every cdk-nag finding the us-east-1 edge stack accepts, each with its reason. */
export function acknowledgeEdgeNagFindings(stack: EdgeStack): void {
  if (stack.alarms) acknowledgeAlarmEmail(stack.alarms);
}

function acknowledgeAlarmEmail(alarms: Alarms): void {
  Validations.of(alarms.topic).acknowledge({
    id: 'Serverless-SNSRedrivePolicy',
    reason:
      'The only subscription is the alarm email: a dead-letter queue would hold notifications nobody reads. SNS retries the email itself, and the alarm stays in ALARM in CloudWatch either way.',
  });
}

/**
 * The custom resources that CDK adds (BucketDeployment, emptying buckets for dev stacks): CDK
 * owns their code, runtime and policies. Scoped to those constructs (ids `Custom::…` at the
 * stack root), so a finding on our own function or bucket is never waved through by these.
 * (The cross-region reference providers, added at synth, are raw CfnResources that cdk-nag's
 * Lambda and IAM rules do not inspect.)
 */
function cdkCustomResources(stack: Stack): IConstruct[] {
  return stack.node.children.filter((child) => child.node.id.startsWith('Custom::'));
}

function acknowledgeCdkCustomResources(stack: Stack): void {
  const reason = 'CDK owns the code, runtime and role of its custom resources (BucketDeployment).';
  acknowledge(
    cdkCustomResources(stack),
    {
      id: BASIC_EXECUTION_ROLE_FINDING,
      reason: `${reason} It logs with the AWS-managed basic role.`,
    },
    { id: 'AwsSolutions-L1', reason: `${reason} The handlers of this app run Node.js 24.` },
    {
      id: 'Serverless-LambdaLatestVersion',
      reason: `${reason} The handlers of this app run Node.js 24.`,
    },
    {
      id: 'Serverless-LambdaTracing',
      reason: `${reason} It runs once per deploy; nothing to trace.`,
    },
    {
      id: 'Serverless-LambdaDLQ',
      reason: `${reason} CloudFormation invokes it and fails the deploy if it fails: nothing is lost.`,
    },
  );
}

/** Every cdk-nag finding the editor stack accepts, each with its reason. */
export function acknowledgeEditorNagFindings(
  stack: EditorStack,
  { customDomain }: { readonly customDomain: boolean },
): void {
  const { site, signIn } = stack;
  Validations.of(site.logBucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log bucket itself; logging it to itself would loop.',
  });
  const distribution = Validations.of(site.distribution);
  distribution.acknowledge({
    id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
    reason:
      "LIST is granted so a missing file answers 404, not 403. The bucket holds the editor's public code only (no content, no secret), and defaultRootObject serves index.html at /.",
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR3',
    reason:
      "No CloudFront access logs on purpose: a log line keeps the query string, and /callback's carries the sign-in code and state. The sign-in API logs each request's path and status, and the function its outcome.",
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason:
      "The firm's editors work from any country: no geo restriction. GitHub is the access control.",
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason:
      "No WAF (about $10 a month): the distribution serves the editor's static files and two GET routes that the API stage throttles to 5 a second, all clients together; a flood costs a few failed sign-ins, and no data sits behind it.",
  });
  if (!customDomain) {
    distribution.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set; with a domain the distribution requires TLSv1.2_2021.',
    });
  }
  acknowledgeLambdaDefaults([signIn.handler]);
  Validations.of(signIn.handler).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason:
      'API Gateway invokes the function synchronously, so a dead-letter queue would never receive anything: a failure is the sign-in page the person sees, who signs in again.',
  });
  Validations.of(signIn.api).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'The sign-in routes are where a person gets authorized, so they cannot require it: GitHub authenticates the person, and only CloudFront can call them (the handler refuses requests without the origin secret header).',
  });
  acknowledgeAlarmEmail(stack.alarms);
  acknowledgeCdkCustomResources(stack);
  acknowledgeBucketDeployments(stack, site.bucket, 'the editor bucket');
}
