import { Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';

export interface CertificateStackProps extends StackProps {
  readonly domainName: string;
  readonly hostedZone: string;
}

/** CloudFront takes certificates from us-east-1 only: this stack lives there. */
export class CertificateStack extends Stack {
  readonly certificate: Certificate;

  constructor(scope: Construct, id: string, props: CertificateStackProps) {
    super(scope, id, props);
    if (this.region !== 'us-east-1') {
      throw new Error(`CertificateStack must be in us-east-1, not ${this.region}.`);
    }
    const zone = HostedZone.fromLookup(this, 'Zone', { domainName: props.hostedZone });
    this.certificate = new Certificate(this, 'Certificate', {
      domainName: props.domainName,
      validation: CertificateValidation.fromDns(zone),
    });
  }
}
