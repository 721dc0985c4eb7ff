import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
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
  /** The app's stacks are named `<stackNamePrefix>…`: the diff role may read their templates. */
  readonly stackNamePrefix: string;
}

/** The bootstrap roles `cdk deploy` assumes (the CloudFormation execution role is passed, not assumed). */
const DEPLOY_BOOTSTRAP_ROLES = ['deploy', 'file-publishing', 'image-publishing', 'lookup'] as const;
/**
 * What `cdk diff --method=template` reads of a deployed stack (aws-cdk-cli toolkit-lib,
 * `loadCurrentTemplateWithNestedStacks`): the stack, its template, its nested stacks.
 */
const READ_TEMPLATE_ACTIONS = [
  'cloudformation:DescribeStacks',
  'cloudformation:GetTemplate',
  'cloudformation:ListStackResources',
] as const;
/** IAM's limit on a role name. */
const ROLE_NAME_MAX_LENGTH = 64;
/** Also the shortest MaxSessionDuration IAM accepts, and the cap on a chained role session. */
const SESSION_DURATION = Duration.hours(1);

/**
 * GitHub Actions' way into the account, with no stored keys: the OIDC provider and two roles
 * whose trust names one repository exactly. The deploy role, for jobs of one GitHub environment,
 * can only assume the CDK bootstrap roles, so a deploy may change what `cdk bootstrap` allowed
 * and nothing else. The diff role, for pull requests of the same repository, can read the app's
 * stacks' templates and the bootstrap version, and nothing else: not the lookup role, whose
 * `ReadOnlyAccess` would let a pull request read the inquiries table. See
 * docs/decisions/0016-github-oidc-deploys.md and 0018-pull-requests-read-templates-only.md.
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
    const stackArns = `${props.stackNamePrefix}*/*`;
    const inRegions = (service: string, resource: string, resourceName: string) =>
      props.regions.map((region) => stack.formatArn({ service, region, resource, resourceName }));
    const role = (
      id: string,
      roleName: string,
      subject: string,
      description: string,
      policies: Record<string, PolicyDocument>,
    ) =>
      new Role(this, id, {
        roleName,
        description: `GitHub Actions (${subject}): ${description}`,
        assumedBy: new OpenIdConnectPrincipal(this.provider, {
          // StringEquals on both claims: no pattern another repository, branch or event could match.
          StringEquals: {
            [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com',
            [`${GITHUB_OIDC_HOST}:sub`]: subject,
          },
        }),
        maxSessionDuration: SESSION_DURATION,
        inlinePolicies: policies,
      });

    this.deployRole = role(
      'DeployRole',
      deployRoleName,
      `repo:${props.repository}:environment:${environment}`,
      `assumes the CDK bootstrap ${DEPLOY_BOOTSTRAP_ROLES.join(', ')} roles only`,
      {
        AssumeCdkBootstrapRoles: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['sts:AssumeRole'],
              resources: bootstrapRoleArns(DEPLOY_BOOTSTRAP_ROLES),
            }),
          ],
        }),
      },
    );
    // No bootstrap role: `cdk diff` then reads with these credentials ("Lookup role … was not
    // assumed. Proceeding with default credentials."), which is all a diff needs.
    this.diffRole = role(
      'DiffRole',
      `${props.roleNamePrefix}-github-diff`,
      `repo:${props.repository}:pull_request`,
      "reads the app's stack templates and the CDK bootstrap version only",
      {
        ReadStackTemplates: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: [...READ_TEMPLATE_ACTIONS],
              resources: inRegions('cloudformation', 'stack', stackArns),
            }),
            new PolicyStatement({
              actions: ['ssm:GetParameter'],
              resources: inRegions('ssm', 'parameter', `cdk-bootstrap/${qualifier}/version`),
            }),
          ],
        }),
      },
    );
    // cdk-nag names the account as synthesized: a placeholder when environment-agnostic.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    Validations.of(this.diffRole).acknowledge(
      ...props.regions.map((region) => ({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudformation:${region}:${account}:stack/${stackArns}]`,
        reason:
          "A stack's ARN ends in an id CloudFormation makes when it creates the stack; the name prefix pins the app's own stacks, and the actions only read their templates.",
      })),
    );
  }
}
