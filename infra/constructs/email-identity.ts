import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { Identity, EmailIdentity as SesEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailIdentityProps {
  /** The address or domain SES sends as. */
  readonly identity: string;
  /**
   * Create the domain identity, with its DKIM records, in this Route 53 public zone. Without it,
   * the identity must already be verified in SES (by its owner, in the console or CLI).
   * @default an existing identity
   */
  readonly hostedZone?: string;
}

/** The SES identity that enquiries are sent from. */
export class EmailIdentity extends Construct {
  /** The identity's name, as IAM and SES know it. */
  readonly name: string;

  constructor(scope: Construct, id: string, props: EmailIdentityProps) {
    super(scope, id);
    if (props.hostedZone && props.identity.includes('@')) {
      throw new Error(
        `EmailIdentity: a hosted zone verifies a domain, not the address ${props.identity}.`,
      );
    }
    this.name = props.identity;
    if (props.hostedZone) {
      const zone = HostedZone.fromLookup(this, 'Zone', { domainName: props.hostedZone });
      new SesEmailIdentity(this, 'Identity', {
        identity: Identity.publicHostedZone(zone),
      });
    }
  }
}
