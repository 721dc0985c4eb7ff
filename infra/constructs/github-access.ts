import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  type IOidcProvider,
  OidcProviderNative,
  OpenIdConnectPrincipal,
  PolicyDocument,
  PolicyStatement,
  Role,
} from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { DEFAULT_BOOTSTRAP_QUALIFIER, GITHUB_OIDC_HOST, GITHUB_REPOSITORY } from '../config';

export interface GitHubAccessProps {
  /** `owner/name`, spelt as on GitHub: IAM compares the token's `sub` exactly, case included. */
  readonly repository: string;
  /** The GitHub environment whose jobs may deploy. @default 'production' */
  readonly environment?: string;
  /** The account's existing GitHub OIDC provider. @default a new provider in this stack */
  readonly oidcProviderArn?: string;
  /** The `cdk bootstrap` qualifier of the account. @default 'hnb659fds' */
  readonly bootstrapQualifier?: string;
  /** The regions the app's stacks deploy to: each one's bootstrap roles may be assumed. */
  readonly regions: readonly string[];
  /** Roles are named `<roleNamePrefix>-github-deploy` and `<roleNamePrefix>-github-diff`. */
  readonly roleNamePrefix: string;
}

/** The bootstrap roles `cdk deploy` assumes (the CloudFormation execution role is passed, not assumed). */
const DEPLOY_BOOTSTRAP_ROLES = ['deploy', 'file-publishing', 'image-publishing', 'lookup'] as const;
/** `cdk diff --method=template` reads the deployed templates through the lookup role only. */
const DIFF_BOOTSTRAP_ROLES = ['lookup'] as const;
/** IAM's limit on a role name. */
const ROLE_NAME_MAX_LENGTH = 64;
/** Also the shortest MaxSessionDuration IAM accepts, and the cap on a chained role session. */
const SESSION_DURATION = Duration.hours(1);

/**
 * GitHub Actions' way into the account, with no stored keys: the OIDC provider and two roles
 * whose trust names one repository exactly. The deploy role, for jobs of one GitHub environment,
 * can only assume the CDK bootstrap roles, so a deploy may change what `cdk bootstrap` allowed
 * and nothing else; the diff role, for pull requests of the same repository, can only assume
 * the lookup role, which reads. See docs/decisions/0016-github-oidc-deploys.md.
 */
export class GitHubAccess extends Construct {
  readonly provider: IOidcProvider;
  readonly deployRole: Role;
  readonly diffRole: Role;

  constructor(scope: Construct, id: string, props: GitHubAccessProps) {
    super(scope, id);
    if (!GITHUB_REPOSITORY.test(props.repository)) {
      throw new Error(`GitHubAccess: repository must be owner/name, got "${props.repository}".`);
    }
    if (props.regions.length === 0) {
      throw new Error('GitHubAccess: regions must name at least one region.');
    }
    const deployRoleName = `${props.roleNamePrefix}-github-deploy`;
    if (deployRoleName.length > ROLE_NAME_MAX_LENGTH) {
      throw new Error(
        `GitHubAccess: role name ${deployRoleName} is longer than IAM's ${ROLE_NAME_MAX_LENGTH} characters: use a shorter stack name.`,
      );
    }
    const environment = props.environment ?? 'production';
    const qualifier = props.bootstrapQualifier ?? DEFAULT_BOOTSTRAP_QUALIFIER;

    this.provider = props.oidcProviderArn
      ? OidcProviderNative.fromOidcProviderArn(this, 'Provider', props.oidcProviderArn)
      : new OidcProviderNative(this, 'Provider', {
          url: `https://${GITHUB_OIDC_HOST}`,
          clientIds: ['sts.amazonaws.com'],
          // IAM checks GitHub's certificate against its own trusted CAs: no thumbprint to pin.
          // Kept if this stack goes: other roles of the account may trust the one provider by then.
          removalPolicy: RemovalPolicy.RETAIN,
        });

    const stack = Stack.of(this);
    const bootstrapRoleArns = (kinds: readonly string[]) =>
      kinds.flatMap((kind) =>
        props.regions.map((region) =>
          stack.formatArn({
            service: 'iam',
            region: '',
            resource: 'role',
            resourceName: `cdk-${qualifier}-${kind}-role-${stack.account}-${region}`,
          }),
        ),
      );
    const role = (id: string, roleName: string, subject: string, kinds: readonly string[]) =>
      new Role(this, id, {
        roleName,
        description: `GitHub Actions (${subject}): assumes the CDK bootstrap ${kinds.join(', ')} roles only`,
        assumedBy: new OpenIdConnectPrincipal(this.provider, {
          // StringEquals on both claims: no pattern another repository, branch or event could match.
          StringEquals: {
            [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com',
            [`${GITHUB_OIDC_HOST}:sub`]: subject,
          },
        }),
        maxSessionDuration: SESSION_DURATION,
        inlinePolicies: {
          AssumeCdkBootstrapRoles: new PolicyDocument({
            statements: [
              new PolicyStatement({
                actions: ['sts:AssumeRole'],
                resources: bootstrapRoleArns(kinds),
              }),
            ],
          }),
        },
      });

    this.deployRole = role(
      'DeployRole',
      deployRoleName,
      `repo:${props.repository}:environment:${environment}`,
      DEPLOY_BOOTSTRAP_ROLES,
    );
    this.diffRole = role(
      'DiffRole',
      `${props.roleNamePrefix}-github-diff`,
      `repo:${props.repository}:pull_request`,
      DIFF_BOOTSTRAP_ROLES,
    );
  }
}
