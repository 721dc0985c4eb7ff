import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  type BehaviorOptions,
  Distribution,
  FunctionEventType,
  HttpVersion,
  type ICachePolicy,
  type IFunction,
  type IResponseHeadersPolicy,
  type PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface BucketDistributionProps {
  readonly comment: string;
  /** The private bucket of the files, read through origin access control. */
  readonly bucket: IBucket;
  readonly cachePolicy: ICachePolicy;
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  /** A viewer-request function that maps a path to its page. @default none */
  readonly router?: IFunction;
  /** Other paths and their origins, such as the API's. @default none */
  readonly additionalBehaviors?: Record<string, BehaviorOptions>;
  /** @default CloudFront's, all edge locations */
  readonly priceClass?: PriceClass;
  /** A CLOUDFRONT-scope WAF web ACL's ARN, in front of every path. @default none */
  readonly webAclArn?: string;
  /** A custom domain and its us-east-1 certificate. @default the cloudfront.net name */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
}

/**
 * The distribution in front of a bucket of static files, as the site, its content preview and
 * the editor each have one (`<scope>/Distribution`): HTTPS only (HTTP redirects), HTTP/2 and 3,
 * IPv6, compressed, `index.html` at `/`, the bucket read with READ and LIST, so that a missing
 * file answers 404, not 403 (each owner acknowledges cdk-nag's listing finding with its reason),
 * and TLS 1.2 (2021 policy) on a custom domain.
 */
export function bucketDistribution(scope: Construct, props: BucketDistributionProps): Distribution {
  return new Distribution(scope, 'Distribution', {
    comment: props.comment,
    defaultRootObject: 'index.html',
    httpVersion: HttpVersion.HTTP2_AND_3,
    enableIpv6: true,
    ...(props.priceClass ? { priceClass: props.priceClass } : {}),
    ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    ...(props.domain
      ? {
          domainNames: [props.domain.name],
          certificate: props.domain.certificate,
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {}),
    defaultBehavior: {
      origin: S3BucketOrigin.withOriginAccessControl(props.bucket, {
        originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      cachePolicy: props.cachePolicy,
      responseHeadersPolicy: props.responseHeadersPolicy,
      ...(props.router
        ? {
            functionAssociations: [
              { function: props.router, eventType: FunctionEventType.VIEWER_REQUEST },
            ],
          }
        : {}),
    },
    ...(props.additionalBehaviors ? { additionalBehaviors: props.additionalBehaviors } : {}),
  });
}
