import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { securityHeaders } from '../../functions/security-headers';
import { siteInlineHashes } from '../built-site';

export interface SecurityHeadersPolicyProps {
  /**
   * The built site the distribution serves: its CSP allows the inline stylesheet and loader of
   * these pages by their hashes, as the local twin does for the same files.
   */
  readonly siteDir: string;
}

const FRAME_OPTIONS = { DENY: HeadersFrameOption.DENY } as const;
const REFERRER_POLICIES = { 'same-origin': HeadersReferrerPolicy.SAME_ORIGIN } as const;

/** The CloudFront response headers policy, built from the one typed header definition. */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id);
    const headers = securityHeaders(siteInlineHashes(props.siteDir));
    const hsts = headers.strictTransportSecurity;
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Security headers of the website (functions/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: headers.contentSecurityPolicy,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          preload: hsts.preload,
          override: true,
        },
        frameOptions: { frameOption: FRAME_OPTIONS[headers.frameOptions], override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICIES[headers.referrerPolicy],
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(headers.custom).map(([header, value]) => ({
          header,
          value,
          override: true,
        })),
      },
    });
  }
}
