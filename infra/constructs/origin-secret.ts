import { Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_LENGTH } from '../../functions/origin-secret';

/** The secret's name under the stack's: `<stackName>/origin-secret`, one per stage. */
export const ORIGIN_SECRET_SUFFIX = 'origin-secret';

/**
 * The value CloudFront sends the API in `x-origin-verify`, so that only CloudFront can call it
 * (docs/decisions/0024-origin-secret-in-secrets-manager.md): one per stack, the site's API's
 * and the editor's sign-in's (0027). Secrets Manager generates it when
 * the stack is created and the OriginSecretRotation construct replaces it on a schedule: it is
 * in no code, template, output, parameter or environment variable. The distribution gets it by a
 * dynamic reference that CloudFormation resolves at deploy time; the handlers get the ARN and
 * read the value at run time.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      secretName: `${Stack.of(this).stackName}/${ORIGIN_SECRET_SUFFIX}`,
      description:
        "The x-origin-verify header CloudFront sends this stack's API; read by the API handlers, rotated by the origin secret rotation function",
      // Letters and digits, as the rotation makes them: nothing that needs quoting in a header.
      generateSecretString: { passwordLength: ORIGIN_SECRET_LENGTH, excludePunctuation: true },
    });
  }

  /**
   * `{{resolve:secretsmanager:<arn>:SecretString:::}}`: the template holds this reference, and
   * CloudFormation puts the current value into the distribution when it creates or updates it.
   * A later deploy resolves it again to whatever value is current, which after a rotation is the
   * one the rotation already gave the distribution.
   */
  get headerValue(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }

  /** What a handler needs to read it: the ARN, never the value. */
  get environment(): Record<string, string> {
    return { ORIGIN_SECRET_ARN: this.secret.secretArn };
  }

  /**
   * `secretsmanager:GetSecretValue` on this secret alone (each version stage is a read of it):
   * no DescribeSecret or list, and no KMS grant, since the account's `aws/secretsmanager` key
   * encrypts it.
   */
  grantGetValue(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [this.secret.secretArn],
      }),
    );
  }
}
