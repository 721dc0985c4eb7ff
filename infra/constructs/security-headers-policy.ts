import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import type { SecurityHeaders } from '../../functions/security-headers';

export interface SecurityHeadersPolicyProps {
  /**
   * The headers, from their one typed definition: the website's (`securityHeaders` of the built
   * site's inline hashes, functions/security-headers.ts), or the editor's
   * (functions/editor-headers.ts). The local twin serves the same definitions.
   */
  readonly headers: SecurityHeaders;
  /** The policy's comment in CloudFront. */
  readonly comment: string;
  /**
   * Keep the origin's own `Content-Security-Policy` when it sends one, and add `headers`' only
   * when it does not: for a page whose origin allows its inline script by its hash (the editor's
   * sign-in callback). @default false: the policy's CSP replaces the origin's
   */
  readonly keepOriginCsp?: boolean;
}

const FRAME_OPTIONS = { DENY: HeadersFrameOption.DENY } as const;
const REFERRER_POLICIES = {
  'same-origin': HeadersReferrerPolicy.SAME_ORIGIN,
  'no-referrer': HeadersReferrerPolicy.NO_REFERRER,
} as const;

/** A CloudFront response headers policy, built from one typed header definition. */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id);
    const { headers } = props;
    const hsts = headers.strictTransportSecurity;
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: props.comment,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: headers.contentSecurityPolicy,
          override: !props.keepOriginCsp,
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
