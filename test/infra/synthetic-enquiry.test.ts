import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { EnquiryStore } from '../../infra/constructs/enquiry-store';
import { configWith, stubSiteDir, synthSiteStack } from './synth';

let template: Template;

beforeAll(() => {
  // cdk-nag runs inside: synth throws on any unacknowledged finding (the secret's rotation).
  template = synthSiteStack(configWith({ siteDir: stubSiteDir() }));
}, 120_000);

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

function resourcesOf(type: string): [string, Resource][] {
  return Object.entries(template.findResources(type)) as [string, Resource][];
}

/** This secret's logical id (the stack has another: the origin secret, origin-secret.test.ts). */
function secretId(): string {
  const ids = resourcesOf('AWS::SecretsManager::Secret')
    .map(([id]) => id)
    .filter((id) => id.startsWith('SyntheticEnquiry'));
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

function functionId(prefix: string): string {
  const ids = resourcesOf('AWS::Lambda::Function')
    .map(([id]) => id)
    .filter((id) => id.startsWith(prefix));
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

/** Every statement of the policies on a role, by the role's logical id. */
function statementsOfRole(roleId: string): Statement[] {
  return resourcesOf('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function roleOf(fnId: string): string {
  const fn = template.toJSON().Resources[fnId] as Resource;
  return (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
}

describe('the synthetic-enquiry secret', () => {
  it('is named <stackName>/synthetic-enquiry, with a value Secrets Manager generates', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'VantageWardSite/synthetic-enquiry',
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });

  it('has no value written in the template', () => {
    const secret = template.toJSON().Resources[secretId()] as Resource;
    expect(secret.Properties).not.toHaveProperty('SecretString');
  });

  it('is given to the contact function by its ARN, not its value', () => {
    const fn = template.toJSON().Resources[functionId('ContactHandler')] as Resource;
    expect(
      (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
    ).toMatchObject({ SYNTHETIC_ENQUIRY_SECRET_ARN: { Ref: secretId() } });
  });

  it('may be read by the contact function, GetSecretValue on it alone', () => {
    const secretStatements = statementsOfRole(roleOf(functionId('ContactHandler'))).filter(
      (s) => JSON.stringify(s.Resource) === JSON.stringify({ Ref: secretId() }),
    );
    expect(secretStatements).toEqual([
      { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId() } },
    ]);
  });

  it.each(['EnquiryRetryFunction', 'CspReportsHandler'])('is not readable by %s', (prefix) => {
    const granted = statementsOfRole(roleOf(functionId(prefix))).filter((s) =>
      JSON.stringify(s.Resource).includes(secretId()),
    );
    expect(granted).toEqual([]);
  });

  it('is granted by no policy of the stack but its value, to the contact function and the canary', () => {
    const granted = resourcesOf('AWS::IAM::Policy')
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((s) => JSON.stringify(s.Resource).includes(secretId()));
    expect(granted.map((s) => [s.Action, s.Resource])).toEqual([
      ['secretsmanager:GetSecretValue', { Ref: secretId() }],
      ['secretsmanager:GetSecretValue', { Ref: secretId() }],
    ]);
  });
});

describe('EnquiryStore.grantSyntheticStatusRead (the canary’s read)', () => {
  it('allows GetItem of the status of synthetic# items only, on the table itself', () => {
    const stack = new Stack(new App(), 'Bare', { env: { region: 'eu-west-1' } });
    const store = new EnquiryStore(stack, 'Enquiries');
    const canary = new Role(stack, 'Canary', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    store.grantSyntheticStatusRead(canary);
    const bare = Template.fromStack(stack);
    const policies = Object.values(bare.findResources('AWS::IAM::Policy')) as Resource[];
    const statements = policies.flatMap(
      (p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'dynamodb:GetItem',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^EnquiriesTable/), 'Arn'] },
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['synthetic#*'] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['id', 'status'] },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
        },
      },
    ]);
  });
});
