import { ArnFormat, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
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
import { syntheticStatusReadStatement } from './enquiry-store';
import { SYNTHETIC_ENQUIRY_SECRET_SUFFIX } from './synthetic-enquiry-secret';

/** One environment's deploy role. */
export interface GitHubDeployTarget {
  /** The role's construct id, which CloudFormation keeps it by: never change it (the name is fixed). */
  readonly id: string;
  /** The GitHub environment whose jobs, and only those, may assume the role. */
  readonly environment: string;
  /** The role's fixed name, which the repository variable holds the ARN of. */
  readonly roleName: string;
  /**
   * The site stack (name and region) the workflow's canary step checks with this role: it may
   * find the stack, read the synthetic enquiry's secret and see whether a synthetic enquiry
   * (`synthetic#…`) was sent. @default no canary step with this role
   */
  readonly canary?: { readonly stackName: string; readonly region: string };
}

/** The pull requests' content preview: a role that may write one bucket of staging's. */
export interface GitHubPreviewTarget {
  /** The GitHub environment whose jobs, and only those, may assume the role. */
  readonly environment: string;
  /** The role's fixed name. */
  readonly roleName: string;
  /** The preview bucket's fixed name (ContentPreview's `previewBucketName`). */
  readonly bucketName: string;
  /** The staging site stack, whose outputs name the bucket and the preview's URL. */
  readonly stackName: string;
  readonly region: string;
}

export interface GitHubAccessProps {
  /** `owner/name`, spelt as on GitHub: IAM compares the token's `sub` exactly, case included. */
  readonly repository: string;
  /** One deploy role per GitHub environment (production, staging). */
  readonly deployTargets: readonly GitHubDeployTarget[];
  /** The content preview's role. @default none */
  readonly preview?: GitHubPreviewTarget;
  /** The account's existing GitHub OIDC provider. @default a new provider in this stack */
  readonly oidcProviderArn?: string;
  /** The `cdk bootstrap` qualifier of the account. @default 'hnb659fds' */
  readonly bootstrapQualifier?: string;
  /** The regions the app's stacks deploy to: each one's bootstrap roles may be assumed. */
  readonly regions: readonly string[];
  /** The diff role is named `<roleNamePrefix>-github-diff`. */
  readonly roleNamePrefix: string;
  /** The app's stacks are named `<stackNamePrefix>…`: the diff role may read their templates. */
  readonly stackNamePrefix: string;
}

/**
 * The bootstrap roles a deploy of this app assumes: `deploy` for CloudFormation (it passes the
 * execution role, never assumes it) and `file-publishing` for the file assets. Not `lookup`,
 * whose `ReadOnlyAccess` reads every table, bucket and log of the account: `cdk deploy` needs it
 * only for a context lookup missing from the committed cdk.context.json, or to show a diff for
 * approval, which the workflow's `--require-approval never` skips (aws-cdk-cli `cdk-toolkit.ts`).
 * Not `image-publishing`: the app has no container image.
 */
const DEPLOY_BOOTSTRAP_ROLES = ['deploy', 'file-publishing'] as const;
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
 * GitHub Actions' way into the account, with no stored keys: the OIDC provider and roles whose
 * trust names one repository exactly. Each deploy role, for the jobs of one GitHub environment,
 * can assume the CDK bootstrap deploy and file-publishing roles, so a deploy may change what
 * `cdk bootstrap` allowed; the one whose jobs run the canary may also check that stage's
 * synthetic enquiry, and read no other inquiry. The diff role, for pull requests of the same repository, can read the app's
 * stacks' templates and the bootstrap version, and nothing else: not the lookup role, whose
 * `ReadOnlyAccess` would let a pull request read the inquiries table. See
 * docs/decisions/0016-github-oidc-deploys.md, 0018-pull-requests-read-templates-only.md and
 * 0020-staging-before-production.md.
 */
export class GitHubAccess extends Construct {
  readonly provider: IOidcProvider;
  /** The deploy roles, in the order of `deployTargets`. */
  readonly deployRoles: readonly Role[];
  readonly diffRole: Role;
  /** The content preview's role, when `preview` is given. */
  readonly previewRole: Role | undefined;

  constructor(scope: Construct, id: string, props: GitHubAccessProps) {
    super(scope, id);
    if (!GITHUB_REPOSITORY.test(props.repository)) {
      throw new Error(`GitHubAccess: repository must be owner/name, got "${props.repository}".`);
    }
    if (props.regions.length === 0) {
      throw new Error('GitHubAccess: regions must name at least one region.');
    }
    if (props.deployTargets.length === 0) {
      throw new Error('GitHubAccess: deployTargets must name at least one environment.');
    }
    const environments = [
      ...props.deployTargets.map((target) => target.environment),
      ...(props.preview ? [props.preview.environment] : []),
    ];
    if (new Set(environments).size !== environments.length) {
      throw new Error(
        `GitHubAccess: each deploy role needs an environment of its own, got ${environments.join(', ')}: a shared one would let either environment's jobs assume both roles.`,
      );
    }
    for (const { roleName } of [
      ...props.deployTargets,
      ...(props.preview ? [props.preview] : []),
    ]) {
      if (roleName.length > ROLE_NAME_MAX_LENGTH) {
        throw new Error(
          `GitHubAccess: role name ${roleName} is longer than IAM's ${ROLE_NAME_MAX_LENGTH} characters: use a shorter stack name.`,
        );
      }
    }
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

    // cdk-nag names the account as synthesized: a placeholder when environment-agnostic.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    this.deployRoles = props.deployTargets.map((target) => {
      const deployRole = role(
        target.id,
        target.roleName,
        `repo:${props.repository}:environment:${target.environment}`,
        target.canary
          ? `assumes the CDK bootstrap ${DEPLOY_BOOTSTRAP_ROLES.join(' and ')} roles; checks ${target.canary.stackName}'s synthetic enquiry`
          : `assumes the CDK bootstrap ${DEPLOY_BOOTSTRAP_ROLES.join(' and ')} roles only`,
        {
          AssumeCdkBootstrapRoles: new PolicyDocument({
            statements: [
              new PolicyStatement({
                actions: ['sts:AssumeRole'],
                resources: bootstrapRoleArns(DEPLOY_BOOTSTRAP_ROLES),
              }),
            ],
          }),
          ...(target.canary ? { CheckSyntheticEnquiry: this.canaryPolicy(target.canary) } : {}),
        },
      );
      if (target.canary) {
        const { stackName, region } = target.canary;
        const resource = (rest: string) =>
          `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:${rest.replace('<region>', region).replace('<account>', account)}]`;
        Validations.of(deployRole).acknowledge(
          {
            id: resource(`cloudformation:<region>:<account>:stack/${stackName}/*`),
            reason:
              "A stack's ARN ends in the id CloudFormation gives it when it creates the stack; the name pins the one stack, and DescribeStacks only reads it.",
          },
          {
            id: resource(`dynamodb:<region>:<account>:table/${stackName}-*`),
            reason:
              "CloudFormation names the table <stack>-<logical id>-<suffix> when it creates it; the access stack references nothing of the site's. GetItem only, limited by its conditions to the key and status of a synthetic# item.",
          },
        );
      }
      return deployRole;
    });
    this.previewRole = props.preview
      ? this.createPreviewRole(props.preview, props.repository, account, role)
      : undefined;
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
    Validations.of(this.diffRole).acknowledge(
      ...props.regions.map((region) => ({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudformation:${region}:${account}:stack/${stackArns}]`,
        reason:
          "A stack's ARN ends in an id CloudFormation makes when it creates the stack; the name prefix pins the app's own stacks, and the actions only read their templates.",
      })),
    );
  }

  /**
   * The content preview's role: list, read, write and delete the files of the one preview bucket
   * (its `_preview.json` says whose preview it holds), and read the staging stack's outputs to
   * find it. No bootstrap role, no CloudFormation change, no CloudFront call (the preview's
   * distribution caches nothing, so an upload needs no invalidation): nothing of production, and
   * nothing of staging but this bucket. See docs/decisions/0031-content-previews.md.
   */
  private createPreviewRole(
    preview: GitHubPreviewTarget,
    repository: string,
    account: string,
    role: (
      id: string,
      roleName: string,
      subject: string,
      description: string,
      policies: Record<string, PolicyDocument>,
    ) => Role,
  ): Role {
    const stack = Stack.of(this);
    const bucketArn = stack.formatArn({
      service: 's3',
      region: '',
      account: '',
      resource: preview.bucketName,
    });
    const stackArn = stack.formatArn({
      service: 'cloudformation',
      region: preview.region,
      resource: 'stack',
      resourceName: `${preview.stackName}/*`,
    });
    const previewRole = role(
      'PreviewRole',
      preview.roleName,
      `repo:${repository}:environment:${preview.environment}`,
      `writes the content preview bucket ${preview.bucketName} only`,
      {
        WritePreviewBucket: new PolicyDocument({
          statements: [
            new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }),
            new PolicyStatement({
              actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
              resources: [`${bucketArn}/*`],
            }),
            new PolicyStatement({
              actions: ['cloudformation:DescribeStacks'],
              resources: [stackArn],
            }),
          ],
        }),
      },
    );
    const resource = (arn: string) => `AwsSolutions-IAM5[Resource::${arn}]`;
    // cdk-nag names the account as synthesized: a placeholder when environment-agnostic.
    const bucketName = Token.isUnresolved(stack.account)
      ? preview.bucketName.replace(stack.account, '<AWS::AccountId>')
      : preview.bucketName;
    Validations.of(previewRole).acknowledge(
      {
        id: resource(`arn:<AWS::Partition>:s3:::${bucketName}/*`),
        reason:
          "The preview's files are whatever a pull request's build writes: every key of the one preview bucket, and no other bucket.",
      },
      {
        id: resource(
          `arn:<AWS::Partition>:cloudformation:${preview.region}:${account}:stack/${preview.stackName}/*`,
        ),
        reason:
          "A stack's ARN ends in the id CloudFormation gives it when it creates the stack; the name pins the staging site stack, and DescribeStacks only reads its outputs.",
      },
    );
    return previewRole;
  }

  /**
   * What `npm run canary -- URL --stack NAME` needs, and no more: find the stack (its outputs name
   * the table), read the secret that marks the canary's enquiry, and read the key and status of
   * a synthetic enquiry (`synthetic#…`) to see it was sent; never any other enquiry, nor
   * another attribute of this one (the condition keys are DynamoDB's fine-grained access control:
   * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/specifying-conditions.html).
   * The table's name is CloudFormation's, `<stack>-<logical id>-<suffix>`, unknown until the
   * stack exists; the access stack references nothing in the site stacks, so it goes by the prefix.
   */
  private canaryPolicy(canary: { readonly stackName: string; readonly region: string }) {
    const stack = Stack.of(this);
    const arn = (service: string, resource: string, resourceName: string, arnFormat?: ArnFormat) =>
      stack.formatArn({
        service,
        region: canary.region,
        resource,
        resourceName,
        ...(arnFormat ? { arnFormat } : {}),
      });
    const tableArn = arn('dynamodb', 'table', `${canary.stackName}-*`);
    // Secrets Manager appends a hyphen and six characters to a secret's name in its ARN.
    const secretArn = arn(
      'secretsmanager',
      'secret',
      `${canary.stackName}/${SYNTHETIC_ENQUIRY_SECRET_SUFFIX}-??????`,
      ArnFormat.COLON_RESOURCE_NAME,
    );
    const stackArn = arn('cloudformation', 'stack', `${canary.stackName}/*`);
    return new PolicyDocument({
      statements: [
        new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [stackArn] }),
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secretArn] }),
        // The deployed canary's own read (EnquiryStore.grantSyntheticStatusRead), on a table
        // this stack can name only by its prefix: synthetic# keys (a lead's is a UUID), the key
        // and the status alone.
        syntheticStatusReadStatement(tableArn),
      ],
    });
  }
}
