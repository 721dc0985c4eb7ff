import { type App, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { type GitHubAccessConfig, type SiteConfig, stageStackName } from '../config';
import { previewBucketName } from '../constructs/content-preview';
import { GitHubAccess } from '../constructs/github-access';

/** The edge stack's region (infra/stacks/website.ts): its bootstrap roles deploy it. */
const EDGE_REGION = 'us-east-1';

export interface GitHubAccessStackProps extends StackProps {
  readonly access: GitHubAccessConfig;
  /** The site's region, where both stages' site stacks are. */
  readonly siteRegion: string;
  /** The regions the website's stacks deploy to. */
  readonly regions: readonly string[];
  /** The production site stack's name, which every stack of the app starts with. */
  readonly stackName: string;
}

/**
 * GitHub Actions' access to the account (OIDC provider, a deploy role per stage, the content
 * preview's role, the diff role),
 * deployed once by hand with `npm run deploy:github-access`; the website's stacks never depend
 * on it. Its outputs go into the repository's variables. Each stage's roles are named after its
 * site stack: `<stackName>-github-deploy` (production, as before staging existed) and
 * `<stackName>Staging-github-deploy`. See docs/decisions/0016-github-oidc-deploys.md and
 * 0020-staging-before-production.md.
 */
export class GitHubAccessStack extends Stack {
  readonly access: GitHubAccess;

  constructor(scope: Construct, id: string, props: GitHubAccessStackProps) {
    super(scope, id, props);
    const staging = stageStackName(props.stackName, 'staging');
    this.access = new GitHubAccess(this, 'GitHub', {
      repository: props.access.repository,
      deployTargets: [
        // `DeployRole`: the id production's role had before staging; a new id would replace it.
        {
          id: 'DeployRole',
          environment: props.access.environment,
          roleName: `${props.stackName}-github-deploy`,
        },
        // Staging's deploy job also runs the canary against staging, with this role.
        {
          id: 'StagingDeployRole',
          environment: props.access.stagingEnvironment,
          roleName: `${staging}-github-deploy`,
          canary: { stackName: staging, region: props.siteRegion },
        },
      ],
      // The pull requests' content preview: staging's preview bucket, nothing else.
      preview: {
        environment: props.access.previewEnvironment,
        roleName: `${staging}-github-preview`,
        bucketName: previewBucketName(staging, this.account, props.siteRegion),
        stackName: staging,
        region: props.siteRegion,
      },
      bootstrapQualifier: props.access.bootstrapQualifier,
      regions: props.regions,
      roleNamePrefix: props.stackName,
      stackNamePrefix: props.stackName,
      ...(props.access.oidcProviderArn ? { oidcProviderArn: props.access.oidcProviderArn } : {}),
    });
    const [production, stagingRole] = this.access.deployRoles as [Role, Role];
    new CfnOutput(this, 'DeployRoleArn', {
      description: `Repository variable AWS_DEPLOY_ROLE_ARN: jobs of the "${props.access.environment}" environment deploy production with it`,
      value: production.roleArn,
    });
    new CfnOutput(this, 'StagingDeployRoleArn', {
      description: `Repository variable AWS_STAGING_DEPLOY_ROLE_ARN: jobs of the "${props.access.stagingEnvironment}" environment deploy staging and run its canary with it`,
      value: stagingRole.roleArn,
    });
    new CfnOutput(this, 'PreviewRoleArn', {
      description: `Repository variable AWS_PREVIEW_ROLE_ARN: jobs of the "${props.access.previewEnvironment}" environment upload a pull request's content preview with it`,
      value: (this.access.previewRole as Role).roleArn,
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
 * (infra/bin/app.ts) and the tests do, from the production config (readGitHubAccess refuses a
 * stage): in the site's region (IAM is global), its roles allowed
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
    siteRegion: config.region,
    regions: [...new Set([config.region, EDGE_REGION])],
    stackName: config.stackName,
  });
}
