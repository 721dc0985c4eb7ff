import { type App, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { GitHubAccessConfig, SiteConfig } from '../config';
import { GitHubAccess } from '../constructs/github-access';

/** The edge stack's region (infra/stacks/website.ts): its bootstrap roles deploy it. */
const EDGE_REGION = 'us-east-1';

export interface GitHubAccessStackProps extends StackProps {
  readonly access: GitHubAccessConfig;
  /** The regions the website's stacks deploy to. */
  readonly regions: readonly string[];
  /** Roles are named `<roleNamePrefix>-github-deploy` and `<roleNamePrefix>-github-diff`. */
  readonly roleNamePrefix: string;
  /** The website's stacks are named `<stackNamePrefix>…` (`<stackName>`, `<stackName>Edge`). */
  readonly stackNamePrefix: string;
}

/**
 * GitHub Actions' access to the account (OIDC provider, deploy and diff roles), deployed once by
 * hand with `npm run deploy:github-access`; the website's stacks never depend on it. Its two
 * outputs go into the repository's variables. See docs/decisions/0016-github-oidc-deploys.md.
 */
export class GitHubAccessStack extends Stack {
  readonly access: GitHubAccess;

  constructor(scope: Construct, id: string, props: GitHubAccessStackProps) {
    super(scope, id, props);
    this.access = new GitHubAccess(this, 'GitHub', {
      repository: props.access.repository,
      environment: props.access.environment,
      bootstrapQualifier: props.access.bootstrapQualifier,
      regions: props.regions,
      roleNamePrefix: props.roleNamePrefix,
      stackNamePrefix: props.stackNamePrefix,
      ...(props.access.oidcProviderArn ? { oidcProviderArn: props.access.oidcProviderArn } : {}),
    });
    new CfnOutput(this, 'DeployRoleArn', {
      description: `Repository variable AWS_DEPLOY_ROLE_ARN: jobs of the "${props.access.environment}" environment deploy with it`,
      value: this.access.deployRole.roleArn,
    });
    new CfnOutput(this, 'DiffRoleArn', {
      description: 'Repository variable AWS_DIFF_ROLE_ARN: pull requests run cdk diff with it',
      value: this.access.diffRole.roleArn,
    });
  }
}

/** `<stackName>GitHubAccess`: what `npm run deploy:github-access` deploys. */
export function githubAccessStackName(stackName: string): string {
  return `${stackName}GitHubAccess`;
}

/**
 * The GitHub access stack, as `cdk synth -c githubRepository=owner/name` builds it
 * (infra/bin/app.ts) and the tests do: in the site's region (IAM is global), its roles allowed
 * into the bootstrap roles of the site's region and of us-east-1, where the edge stack lives.
 */
export function addGitHubAccess(
  app: App,
  config: SiteConfig,
  access: GitHubAccessConfig,
): GitHubAccessStack {
  return new GitHubAccessStack(app, githubAccessStackName(config.stackName), {
    env: { account: config.account, region: config.region },
    description: `Security consultancy website: GitHub Actions access for ${access.repository} (OIDC deploy and diff roles)`,
    access,
    regions: [...new Set([config.region, EDGE_REGION])],
    roleNamePrefix: config.stackName,
    stackNamePrefix: config.stackName,
  });
}
