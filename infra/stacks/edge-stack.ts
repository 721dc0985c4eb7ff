import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import { Alarms } from '../constructs/alarms';
import { EdgeFirewall } from '../constructs/edge-firewall';
import { acknowledgeEdgeNagFindings } from './nag-acknowledgements';

export interface EdgeStackProps extends StackProps {
  /** The site's own domain: a DNS-validated certificate for it. @default none */
  readonly domain?: { readonly name: string; readonly hostedZone: string };
  /** AWS WAF with this per-IP `/api/` limit (SiteConfig.apiRateLimitPerIp). @default no WAF */
  readonly firewall?: { readonly apiRateLimitPerIp: number };
  /** Subscribed to this stack's alarms topic. @default no subscription */
  readonly alarmEmail?: string;
}

/**
 * What CloudFront takes from us-east-1 only: the certificate of a custom domain and the WAF web
 * ACL, with the alarm on the ACL's metrics (published in us-east-1 too, and an alarm notifies a
 * topic of its own region). The site stack, in any region, references them across regions.
 * See docs/decisions/0011-edge-stack-in-us-east-1.md.
 */
export class EdgeStack extends Stack {
  readonly certificate: Certificate | undefined;
  readonly firewall: EdgeFirewall | undefined;
  readonly alarms: Alarms | undefined;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    if (this.region !== 'us-east-1') {
      throw new Error(`EdgeStack must be in us-east-1, not ${this.region}.`);
    }
    if (!props.domain && !props.firewall) {
      throw new Error('EdgeStack: nothing to hold; it needs a domain, a firewall or both.');
    }
    if (props.domain) {
      const zone = HostedZone.fromLookup(this, 'Zone', { domainName: props.domain.hostedZone });
      this.certificate = new Certificate(this, 'Certificate', {
        domainName: props.domain.name,
        validation: CertificateValidation.fromDns(zone),
      });
    }
    if (props.firewall) {
      this.firewall = new EdgeFirewall(this, 'Firewall', {
        apiRateLimitPerIp: props.firewall.apiRateLimitPerIp,
      });
      this.alarms = new Alarms(this, 'Alarms', {
        displayName: 'Website edge alarms',
        rules: this.firewall.alarmRules,
        ...(props.alarmEmail ? { email: props.alarmEmail } : {}),
      });
      new CfnOutput(this, 'WebAclArn', { value: this.firewall.webAclArn });
      new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
    }
    acknowledgeEdgeNagFindings(this);
  }
}
