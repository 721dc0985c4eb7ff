import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import {
  CachePolicy,
  Function as CloudFrontFunction,
  type Distribution,
  FunctionCode,
  FunctionRuntime,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { bucketDistribution } from './bucket-distribution';

/** S3's limit on a bucket name. */
const BUCKET_NAME_MAX_LENGTH = 63;

/**
 * The preview bucket's name, fixed so that the GitHub access stack can name it in the preview
 * role's policy without referencing the site stack: `<stack, lower case>-preview-<account>-<region>`.
 */
export function previewBucketName(stackName: string, account: string, region: string): string {
  const name = `${stackName.toLowerCase()}-preview-${account}-${region}`;
  if (!Token.isUnresolved(name) && name.length > BUCKET_NAME_MAX_LENGTH) {
    throw new Error(
      `ContentPreview: bucket name ${name} is longer than S3's ${BUCKET_NAME_MAX_LENGTH} characters: use a shorter stack name.`,
    );
  }
  return name;
}

/**
 * The preview's viewer-request function: a path without a file extension is the page at
 * `<path>/index.html`, any page the build wrote, new articles included; a missing one answers
 * 404. Not the site's edge router, whose list of pages and articles is fixed when staging is
 * deployed from main and would send a pull request's new article to the home page.
 */
export const PREVIEW_ROUTER_CODE = `function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  const path = uri.toLowerCase().replace(/\\/+$/, '');
  request.uri = path === '' ? '/index.html' : path + '/index.html';
  return request;
}
`;

export interface ContentPreviewProps {
  /** The site's own headers (its CSP from the built pages' inline code), as staging serves them. */
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  /** Where the bucket's access logs go: the site's log bucket. */
  readonly logBucket: IBucket;
  /** The site's WAF web ACL, when it has one. @default none */
  readonly webAclArn?: string;
  /** Delete the bucket and its files with the stack. @default false */
  readonly destroyOnRemoval?: boolean;
}

/**
 * A pull request's preview: a bucket that the deploy workflow's preview job fills with the
 * pull request's build (its role may write this bucket and nothing else), behind a distribution
 * of its own with the site's headers and no cache, so that an upload shows at once without an
 * invalidation the role would need rights for. One preview at a time: docs/decisions/
 * 0031-content-previews.md. No `/api/*`: the contact form does not send from a preview.
 */
export class ContentPreview extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: ContentPreviewProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: previewBucketName(stack.stackName, stack.account, stack.region),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'preview-s3/',
      // A preview is replaced by the next: nothing of an old one is worth keeping.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: props.destroyOnRemoval ?? false,
    });
    const router = new CloudFrontFunction(this, 'Router', {
      code: FunctionCode.fromInline(PREVIEW_ROUTER_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: "A pull request preview's paths to their prerendered pages",
    });
    // No cache: an upload shows at once. A page the pull request does not have answers 404.
    this.distribution = bucketDistribution(this, {
      comment: 'Content preview of a pull request',
      bucket: this.bucket,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: props.responseHeadersPolicy,
      router,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
    });

    const distribution = Validations.of(this.distribution);
    distribution.acknowledge(
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason:
          'LIST is granted so a page missing from the preview answers 404, not 403; the router maps every path without an extension to a page file, and defaultRootObject is set.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: "A preview of the public site's pages, for the firm's editors wherever they are.",
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "A preview of pages not yet published, viewed by the firm's editors: no visitor traffic to analyse; the bucket's access logs show what was read.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Served on its *.cloudfront.net name, whose default certificate has no settable TLS policy.',
      },
    );
    if (!props.webAclArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF turned off in the config (`waf: false`), as for the site: static files only, no API behind this distribution.',
      });
    }
  }
}
