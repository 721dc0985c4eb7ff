import { Aws, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { OriginProtocolPolicy, PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import { SIGN_IN_CALLBACK_PATH } from '../../functions/editor-auth/settings';
import { ORIGIN_SECRET_HEADER } from '../../functions/origin-secret';
import type { SiteConfig } from '../config';
import { EditorSignIn } from '../constructs/editor-sign-in';
import { EditorSite } from '../constructs/editor-site';
import { acknowledgeEditorNagFindings } from './nag-acknowledgements';

/** People signing in: a few a day. The stage refuses more than this, all clients together. */
const SIGN_IN_RATE_LIMIT = 5;
const SIGN_IN_BURST_LIMIT = 10;

const PRICE_CLASSES = {
  PriceClass_100: PriceClass.PRICE_CLASS_100,
  PriceClass_200: PriceClass.PRICE_CLASS_200,
  PriceClass_All: PriceClass.PRICE_CLASS_ALL,
} as const;

/** The editor's own name: `admin.` in front of the site's. */
export function editorDomainName(domainName: string): string {
  return `admin.${domainName}`;
}

export interface EditorStackProps extends StackProps {
  readonly config: SiteConfig;
  /** The certificate of `admin.<domainName>`, from its us-east-1 stack, when there is a domain. */
  readonly certificate?: ICertificate;
  /** The built editor (`npm run build:editor`, editor/dist): its page, code and fonts. */
  readonly contentDir: string;
}

/**
 * The editor (issue 28): its own origin, separate from the site's stacks so that the public
 * site's templates, headers and CSP stay exactly as they are. A distribution of its own for its
 * files, and the GitHub sign-in Lambda behind `/auth` and `/callback`. It holds no access to the
 * inquiries, the logs or any other AWS data. See docs/decisions/0027-editor-origin-and-github-sign-in.md.
 */
export class EditorStack extends Stack {
  readonly site: EditorSite;
  readonly signIn: EditorSignIn;
  /** `https://admin.<domainName>`, or the distribution's cloudfront.net name. */
  readonly editorOrigin: string;

  constructor(scope: Construct, id: string, props: EditorStackProps) {
    super(scope, id, props);
    const { config } = props;
    const domainName = config.domainName ? editorDomainName(config.domainName) : undefined;
    if (domainName && !props.certificate) {
      throw new Error(`EditorStack: the domain ${domainName} needs its certificate.`);
    }
    // The stack id's UUID, as the site's API has its own (docs/decisions/0010-origin-secret-from-stack-id.md).
    const originSecret = Fn.select(2, Fn.split('/', Aws.STACK_ID));

    // The HTTP API, not a Function URL: the function must know the distribution's name, and a
    // Function URL origin would make the distribution depend on the function (a cycle). The
    // distribution depends only on the API here; the function, on the distribution.
    this.signIn = new EditorSignIn(this, 'SignIn', {
      ...(config.editorGitHubClientId ? { githubClientId: config.editorGitHubClientId } : {}),
      originSecret,
      rateLimit: SIGN_IN_RATE_LIMIT,
      burstLimit: SIGN_IN_BURST_LIMIT,
      logRetention: config.logRetentionDays,
      destroyLogs: config.destroyOnRemoval,
    });
    this.site = new EditorSite(this, 'Site', {
      contentDir: props.contentDir,
      signInOrigin: new HttpOrigin(
        `${this.signIn.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          customHeaders: { [ORIGIN_SECRET_HEADER]: originSecret },
        },
      ),
      priceClass: PRICE_CLASSES[config.priceClass],
      destroyOnRemoval: config.destroyOnRemoval,
      ...(domainName && props.certificate
        ? { domain: { name: domainName, certificate: props.certificate } }
        : {}),
    });
    this.editorOrigin = `https://${domainName ?? this.site.distribution.distributionDomainName}`;
    this.signIn.serveFrom(this.editorOrigin);

    if (domainName && config.hostedZone) {
      const zone = HostedZone.fromLookup(this, 'Zone', { domainName: config.hostedZone });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.site.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: domainName, target });
      new AaaaRecord(this, 'AliasAAAA', { zone, recordName: domainName, target });
    }

    new CfnOutput(this, 'EditorUrl', { value: this.editorOrigin });
    // GitHub App settings: the callback URL to register (docs/editors-setup.md).
    new CfnOutput(this, 'GitHubCallbackUrl', {
      value: `${this.editorOrigin}${SIGN_IN_CALLBACK_PATH}`,
    });
    new CfnOutput(this, 'ClientSecretArn', { value: this.signIn.clientSecret.secretArn });
    new CfnOutput(this, 'EditorDistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'EditorBucketName', { value: this.site.bucket.bucketName });

    acknowledgeEditorNagFindings(this, { customDomain: Boolean(domainName) });
  }
}
