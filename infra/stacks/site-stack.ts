import { Aws, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { OriginProtocolPolicy, PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../functions/origin-secret';
import { securityHeaders } from '../../functions/security-headers';
import { siteInlineHashes } from '../built-site';
import type { SiteConfig } from '../config';
import { Alarms } from '../constructs/alarms';
import { deliverySourceArn } from '../constructs/cdn-log-deliveries';
import { ContactApi } from '../constructs/contact-api';
import { CspReports } from '../constructs/csp-reports';
import { EmailFeedback } from '../constructs/email-feedback';
import { EmailIdentity } from '../constructs/email-identity';
import type { EnquiryDeliveryProps } from '../constructs/enquiry-delivery';
import { EnquiryRetry } from '../constructs/enquiry-retry';
import { EnquiryStore } from '../constructs/enquiry-store';
import { SecurityHeadersPolicy } from '../constructs/security-headers-policy';
import { SiteAnalytics } from '../constructs/site-analytics';
import { SiteCanary } from '../constructs/site-canary';
import { SiteDashboard } from '../constructs/site-dashboard';
import { StaticSite } from '../constructs/static-site';
import { SyntheticEnquirySecret } from '../constructs/synthetic-enquiry-secret';
import { WeeklyReport } from '../constructs/weekly-report';
import { acknowledgeNagFindings } from './nag-acknowledgements';

export interface SiteStackProps extends StackProps {
  readonly config: SiteConfig;
  /** From the EdgeStack, when the site has its own domain. */
  readonly certificate?: ICertificate;
  /** The EdgeStack's WAF web ACL, when `config.waf` is on. */
  readonly webAclArn?: string;
}

const PRICE_CLASSES = {
  PriceClass_100: PriceClass.PRICE_CLASS_100,
  PriceClass_200: PriceClass.PRICE_CLASS_200,
  PriceClass_All: PriceClass.PRICE_CLASS_ALL,
} as const;

/**
 * The website: the static site, the API (contact form, CSP reports), the enquiry store, SES,
 * alarms. It only composes; the certificate and the WAF come from the EdgeStack in us-east-1.
 */
export class SiteStack extends Stack {
  /** Signs the canary's synthetic enquiry; the contact function may read it, and the canary. */
  readonly syntheticEnquirySecret: SyntheticEnquirySecret;
  /** The CloudFront logs, their Glue table and the Athena workgroup. */
  readonly analytics: SiteAnalytics;
  /** What the us-east-1 CdnLogsStack delivers the logs of. */
  readonly distribution: StaticSite['distribution'];

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;
    if (config.domainName && !props.certificate) {
      throw new Error(`SiteStack: the domain ${config.domainName} needs its certificate.`);
    }
    if (config.waf !== Boolean(props.webAclArn)) {
      throw new Error(
        config.waf
          ? 'SiteStack: waf is on, but no web ACL was given (EdgeStack.firewall).'
          : 'SiteStack: waf is off, but a web ACL was given.',
      );
    }

    // The stack id's UUID: unique per stack, stable across deploys, and never written in the
    // synthesized template. See docs/decisions/0010-origin-secret-from-stack-id.md.
    const originSecret = Fn.select(2, Fn.split('/', Aws.STACK_ID));

    const identity = new EmailIdentity(this, 'Email', {
      identity: config.sesIdentity,
      ...(config.sesHostedZone ? { hostedZone: config.sesHostedZone } : {}),
    });
    const feedback = new EmailFeedback(this, 'EmailFeedback');
    const enquiries = new EnquiryStore(this, 'Enquiries', {
      destroyOnRemoval: config.destroyOnRemoval,
    });
    const delivery: EnquiryDeliveryProps = {
      senderEmail: config.senderEmail,
      recipientEmail: config.recipientEmail,
      sesIdentity: identity.name,
      configurationSetName: feedback.configurationSetName,
      enquiryStore: enquiries,
      enquiryRetentionDays: config.enquiryRetentionDays,
      maxEmailsPerDay: config.maxEmailsPerDay,
    };
    this.syntheticEnquirySecret = new SyntheticEnquirySecret(this, 'SyntheticEnquiry');
    const contact = new ContactApi(this, 'Contact', {
      ...delivery,
      originSecret,
      syntheticEnquirySecret: this.syntheticEnquirySecret,
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
      // 0: reserve none (see SiteConfig.lambdaConcurrency).
      ...(config.lambdaConcurrency > 0 ? { reservedConcurrency: config.lambdaConcurrency } : {}),
      logRetention: config.logRetentionDays,
      destroyLogs: config.destroyOnRemoval,
    });
    const cspReports = new CspReports(this, 'CspReports', {
      api: contact.api,
      stage: contact.stage,
      originSecret,
      logRetention: config.logRetentionDays,
      destroyLogs: config.destroyOnRemoval,
    });
    const retry = new EnquiryRetry(this, 'EnquiryRetry', {
      ...delivery,
      logRetention: config.logRetentionDays,
      destroyLogs: config.destroyOnRemoval,
    });
    const headers = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      headers: securityHeaders(siteInlineHashes(config.siteDir)),
      comment: 'Security headers of the website (functions/security-headers.ts)',
    });
    const site = new StaticSite(this, 'Site', {
      siteDir: config.siteDir,
      apiOrigin: new HttpOrigin(
        `${contact.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          customHeaders: { [ORIGIN_SECRET_HEADER]: originSecret },
        },
      ),
      responseHeadersPolicy: headers.policy,
      priceClass: PRICE_CLASSES[config.priceClass],
      destroyOnRemoval: config.destroyOnRemoval,
      logRetention: Duration.days(config.logRetentionDays),
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      ...(config.domainName && props.certificate
        ? { domain: { name: config.domainName, certificate: props.certificate } }
        : {}),
    });
    this.distribution = site.distribution;
    this.analytics = new SiteAnalytics(this, 'Analytics', {
      namePrefix: this.stackName,
      deliverySourceArn: deliverySourceArn(this, this.stackName),
      securityLogRetention: Duration.days(config.logRetentionDays),
      serverAccessLogsBucket: site.logBucket,
      destroyOnRemoval: config.destroyOnRemoval,
    });
    const weeklyReport = new WeeklyReport(this, 'WeeklyReport', {
      analytics: this.analytics,
      senderEmail: config.senderEmail,
      recipientEmail: config.recipientEmail,
      sesIdentity: identity.name,
      configurationSetName: feedback.configurationSetName,
      logRetention: config.logRetentionDays,
      destroyLogs: config.destroyOnRemoval,
    });
    this.analytics.acknowledgeQueryGrant(weeklyReport.function);
    const siteUrl = `https://${config.domainName ?? site.distribution.distributionDomainName}`;
    const canary = new SiteCanary(this, 'Canary', {
      siteUrl,
      rateMinutes: config.canaryRateMinutes,
      syntheticSecret: this.syntheticEnquirySecret,
      enquiries,
      destroyOnRemoval: config.destroyOnRemoval,
    });
    const alarms = new Alarms(this, 'Alarms', {
      rules: [
        ...contact.alarmRules,
        ...enquiries.alarmRules,
        ...retry.alarmRules,
        ...feedback.alarmRules,
        ...cspReports.alarmRules,
        ...canary.alarmRules,
        ...weeklyReport.alarmRules,
      ],
      ...(config.alarmEmail ? { email: config.alarmEmail } : {}),
    });
    const dashboard = new SiteDashboard(this, 'Dashboard', {
      distribution: site.distribution,
      apiStage: contact.stage,
      functions: {
        'Contact form': contact.handler,
        'Enquiry retry': retry.function,
        'CSP reports': cspReports.handler,
      },
      enquiries,
      email: feedback,
      canary,
      // EdgeFirewall names the web ACL and its metrics alike, and the ARN ends in
      // `webacl/<name>/<id>`: the name comes with the reference the distribution already has.
      ...(props.webAclArn ? { webAclName: Fn.select(2, Fn.split('/', props.webAclArn)) } : {}),
    });

    if (config.domainName && config.hostedZone) {
      const zone = HostedZone.fromLookup(this, 'Zone', { domainName: config.hostedZone });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(site.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: config.domainName, target });
      new AaaaRecord(this, 'AliasAAAA', { zone, recordName: config.domainName, target });
    }

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'DistributionId', { value: site.distribution.distributionId });
    new CfnOutput(this, 'BucketName', { value: site.bucket.bucketName });
    new CfnOutput(this, 'ApiId', { value: contact.api.apiId });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
    // Read by the enquiries command (list, export, resend, erase).
    new CfnOutput(this, 'EnquiryTableName', { value: enquiries.tableName });
    new CfnOutput(this, 'RetryFunctionName', { value: retry.function.functionName });
    new CfnOutput(this, 'DashboardUrl', { value: dashboard.url });
    // Read by `npm run canary -- URL --stack NAME`, with the table's name above.
    new CfnOutput(this, 'SyntheticSecretArn', {
      value: this.syntheticEnquirySecret.secret.secretArn,
    });
    new CfnOutput(this, 'CanaryName', { value: canary.canary.canaryName });
    // Read by `npm run analytics -- --stack NAME`.
    new CfnOutput(this, 'AnalyticsWorkGroup', { value: this.analytics.workGroupName });
    new CfnOutput(this, 'AnalyticsDatabase', { value: this.analytics.databaseName });

    acknowledgeNagFindings(this, {
      site,
      contact,
      cspReports,
      retry,
      alarms,
      customDomain: Boolean(config.domainName),
      waf: config.waf,
    });
  }
}
