import { Stack, Validations } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** The secret's name under the stack's: `<stackName>/synthetic-enquiry`. */
export const SYNTHETIC_ENQUIRY_SECRET_SUFFIX = 'synthetic-enquiry';

/**
 * The secret that signs the canary's synthetic enquiry (functions/enquiries/synthetic.ts and
 * docs/decisions/0019-synthetic-enquiry-proves-itself.md). Secrets Manager generates its value
 * when the stack is created: it is in no code and no template, and only the contact function
 * and the canary may read it, at run time.
 */
export class SyntheticEnquirySecret extends Construct {
  readonly secret: ISecret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const secret = new Secret(this, 'Secret', {
      secretName: `${Stack.of(this).stackName}/${SYNTHETIC_ENQUIRY_SECRET_SUFFIX}`,
      description:
        'Signs the site canary’s synthetic enquiry (HMAC-SHA256 of the body); read by the contact function and the canary',
      // 64 letters and digits: about 380 bits, and nothing that needs quoting anywhere.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotation needs a rotation function for what is one HMAC key. A leak lets someone make synthetic enquiries to the SES simulator, nothing more; both readers fetch it at run time, so replacing the value by hand (put-secret-value) takes effect within a container lifetime.',
    });
    this.secret = secret;
  }

  /**
   * `secretsmanager:GetSecretValue` on this secret alone: no DescribeSecret or list, and no KMS
   * grant, since it is encrypted with the account's `aws/secretsmanager` key.
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
