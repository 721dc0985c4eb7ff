import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  type Distribution,
  type IOrigin,
  OriginRequestPolicy,
  type PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_START_PATH } from '../../functions/editor-auth/settings';
import { editorSecurityHeaders, signInRouteHeaders } from '../../functions/editor-headers';
import { bucketDistribution } from './bucket-distribution';
import { deploymentLogs } from './deployment-logs';
import { HASHED_ASSETS, hashedAssetsDeployment } from './hashed-assets';
import { SecurityHeadersPolicy } from './security-headers-policy';

export interface EditorSiteProps {
  /** The editor's files: its single page, its code and fonts (editor/dist). */
  readonly contentDir: string;
  /** The origin behind `/auth` and `/callback`: the sign-in API (EditorSignIn). */
  readonly signInOrigin: IOrigin;
  /** Which edge locations serve the editor. */
  readonly priceClass: PriceClass;
  /** `admin.<domainName>` and its us-east-1 certificate. @default the cloudfront.net name */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /** Delete the buckets and their objects with the stack. @default false */
  readonly destroyOnRemoval?: boolean;
  /** The S3 server access logs, and the deployment function's logs, expire after this. @default 90 days */
  readonly logRetention?: Duration;
}

/**
 * The editor's own origin: a private bucket behind its own CloudFront distribution, with its own
 * response headers (functions/editor-headers.ts), and the two sign-in routes. It serves static
 * files and the sign-in, nothing else: no path reaches the site's API or any AWS data.
 */
export class EditorSite extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly headers: SecurityHeadersPolicy;
  readonly signInHeaders: SecurityHeadersPolicy;

  constructor(scope: Construct, id: string, props: EditorSiteProps) {
    super(scope, id);
    const removalPolicy = props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    const autoDeleteObjects = props.destroyOnRemoval ?? false;
    const logRetention = props.logRetention ?? Duration.days(90);

    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: logRetention }],
      removalPolicy,
      autoDeleteObjects,
    });
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy,
      autoDeleteObjects,
    });

    this.headers = new SecurityHeadersPolicy(this, 'Headers', {
      headers: editorSecurityHeaders(),
      comment: 'Security headers of the editor (functions/editor-headers.ts)',
    });
    this.signInHeaders = new SecurityHeadersPolicy(this, 'SignInHeaders', {
      headers: signInRouteHeaders(),
      comment: "The editor's sign-in routes: the callback page's own CSP stands",
      keepOriginCsp: true,
    });

    const signIn = {
      origin: props.signInOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      // GET and HEAD: CloudFront refuses any other method before the function runs.
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // The query string (code, state) and the state cookie, not the Host header.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.signInHeaders.policy,
    };
    this.distribution = bucketDistribution(this, {
      comment: 'Editor',
      bucket: this.bucket,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.headers.policy,
      priceClass: props.priceClass,
      ...(props.domain ? { domain: props.domain } : {}),
      additionalBehaviors: {
        [SIGN_IN_START_PATH]: signIn,
        [SIGN_IN_CALLBACK_PATH]: signIn,
      },
    });

    // Vite's content-hashed code never changes under its name: cached for a year. The page, the
    // build's record and the fonts (fixed names) are revalidated on every visit and invalidated
    // on every deploy. Without pruning, the code an open editor still loads stays.
    const logGroup = deploymentLogs(this, { retention: logRetention, removalPolicy });
    const assets = hashedAssetsDeployment(this, {
      sourceDir: props.contentDir,
      bucket: this.bucket,
      logGroup,
    });
    const page = new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(props.contentDir)],
      destinationBucket: this.bucket,
      exclude: [HASHED_ASSETS],
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      logGroup,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // The page refers to the code: upload the code first, then the page and its invalidation.
    page.node.addDependency(assets);
  }
}
