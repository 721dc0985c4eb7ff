import { type CfnElement, type Stack, Token, Validations } from 'aws-cdk-lib';
import type { ContactApi } from '../constructs/contact-api';
import type { EnquiryRetry } from '../constructs/enquiry-retry';
import type { StaticSite } from '../constructs/static-site';

interface NagScope {
  readonly site: StaticSite;
  readonly contact: ContactApi;
  readonly retry: EnquiryRetry;
  readonly customDomain: boolean;
}

const BASIC_EXECUTION_ROLE =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/**
 * Every cdk-nag (AwsSolutions) finding this stack accepts, each with its reason. Anything not
 * listed here fails `cdk synth`.
 */
export function acknowledgeNagFindings(
  stack: Stack,
  { site, contact, retry, customDomain }: NagScope,
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
    id: 'AwsSolutions-CFR1',
    reason: 'A public marketing site for clients in any country: no geo restriction.',
  });
  distribution.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason:
      'No WAF web ACL: the site is static files, and the one dynamic route is throttled at API Gateway, capped by Lambda reserved concurrency and guarded by a honeypot and field limits. A WAF costs more than this whole stack at its traffic.',
  });
  if (!customDomain) {
    distribution.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set; with a domain the distribution requires TLSv1.2_2021.',
    });
  }
  Validations.of(contact.handler).acknowledge({
    id: BASIC_EXECUTION_ROLE,
    reason: 'The AWS-managed basic execution role only lets the function write its own logs.',
  });
  Validations.of(retry.function).acknowledge({
    id: BASIC_EXECUTION_ROLE,
    reason: 'The AWS-managed basic execution role only lets the function write its own logs.',
  });
  Validations.of(contact.api).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      'A public contact form has no user to authorize. Only CloudFront can call it: the handler refuses requests without the origin secret header.',
  });
  // The custom resources that CDK adds to copy the site to S3 (BucketDeployment) and, for dev
  // stacks, to empty buckets: CDK owns their code, runtime and policies.
  // Scoped to those constructs (ids `Custom::…` at the stack root), so a finding on our own
  // function or bucket is never waved through by these.
  const cdkProviders = stack.node.children.filter((child) => child.node.id.startsWith('Custom::'));
  const cdkCustomResources = {
    acknowledge: (ack: { id: string; reason: string }) => {
      for (const provider of cdkProviders) Validations.of(provider).acknowledge(ack);
    },
  };
  cdkCustomResources.acknowledge({
    id: BASIC_EXECUTION_ROLE,
    reason:
      'CDK custom resources (BucketDeployment) log with the AWS-managed basic execution role.',
  });
  const siteBucketArn = `<${stack.getLogicalId(site.bucket.node.defaultChild as CfnElement)}.Arn>`;
  // cdk-nag names the CDK asset bucket by the stack's account: a placeholder when synthesized
  // environment-agnostic, the real number when the CLI has credentials (CDK_DEFAULT_ACCOUNT).
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  for (const finding of [
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Resource::*',
    `Resource::${siteBucketArn}/*`,
    `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*`,
  ]) {
    cdkCustomResources.acknowledge({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason:
        'CDK generates the BucketDeployment policy: it reads any object of the CDK asset bucket, writes any key of the site bucket and invalidates the distribution.',
    });
  }
  cdkCustomResources.acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'CDK pins the runtime of its BucketDeployment custom resource; the contact handler runs Node.js 24.',
  });
}
