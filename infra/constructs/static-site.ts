import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  type Distribution,
  FunctionCode,
  FunctionRuntime,
  type IOrigin,
  OriginRequestPolicy,
  type PriceClass,
  type ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_PATH_PREFIX } from '../../functions/api-paths';
import { edgeRouterCode } from '../../functions/edge-router/router-code';
import { BUILD_RECORDS_DIR } from '../../web/build/inline-code';
import { FEED_CONTENT_TYPES, FEED_FILES } from '../../web/build/insights/feeds';
import { assertBuiltSite } from '../built-site';
import { bucketDistribution } from './bucket-distribution';
import { deploymentLogs } from './deployment-logs';
import { HASHED_ASSETS, hashedAssetsDeployment } from './hashed-assets';

export interface StaticSiteProps {
  /** The built site (`npm run build` writes web/dist). */
  readonly siteDir: string;
  /** The origin behind `/api/*`. */
  readonly apiOrigin: IOrigin;
  /** The security headers, on the pages and on `/api/*` alike. */
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** Which edge locations serve the site. */
  readonly priceClass: PriceClass;
  /** A CLOUDFRONT-scope WAF web ACL's ARN (EdgeFirewall), in front of every path. @default none */
  readonly webAclArn?: string;
  /** Custom domain and its us-east-1 certificate. @default the cloudfront.net name */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /** Delete the buckets and their objects with the stack. @default false */
  readonly destroyOnRemoval?: boolean;
  /** The S3 server access logs, and the deployment function's logs, expire after this. @default 90 days */
  readonly logRetention?: Duration;
}

/** RFC 9116 asks for text/plain with its charset; written by the web build. */
const SECURITY_TXT = '.well-known/security.txt';
/** Each language's feeds, under its articles' index (web/build/insights/feeds.ts). */
const RSS_FEEDS = `*/${FEED_FILES.rss}`;
const ATOM_FEEDS = `*/${FEED_FILES.atom}`;
/** What the build records for the stack (the inline code's hashes): not part of the site. */
const BUILD_RECORDS = `${BUILD_RECORDS_DIR}/*`;

/**
 * The prerendered site in a private bucket behind CloudFront. The default behavior runs the edge
 * routing function (a route to its page, an unknown path to the landing page); there are no
 * `errorResponses`, which would apply to `/api/*` too and turn a failed send into "200 + HTML".
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  /**
   * S3 server access logs (of the site bucket, and of others given it). CloudFront's own logs
   * are standard logging v2, delivered to SiteAnalytics' bucket.
   */
  readonly logBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    assertBuiltSite(props.siteDir);
    const removalPolicy = props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    const autoDeleteObjects = props.destroyOnRemoval ?? false;
    const logRetention = props.logRetention ?? Duration.days(90);

    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // No ACLs: S3's log delivery writes under the bucket policy that CDK adds
      // (@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy in cdk.json).
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

    const router = new CloudFrontFunction(this, 'EdgeRouter', {
      code: FunctionCode.fromInline(edgeRouterCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Maps a URL to its prerendered page (functions/edge-router/router.js)',
    });

    this.distribution = bucketDistribution(this, {
      comment: 'Website',
      bucket: this.bucket,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: props.responseHeadersPolicy,
      router,
      priceClass: props.priceClass,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      ...(props.domain ? { domain: props.domain } : {}),
      additionalBehaviors: {
        [`${API_PATH_PREFIX}*`]: {
          origin: props.apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: props.responseHeadersPolicy,
        },
      },
    });

    // Hashed assets never change: cached for a year. Everything else (the pages, sitemap,
    // icons) is revalidated on every visit and invalidated on every deploy. security.txt gets its
    // own upload only for its content type (S3 would guess text/plain without the charset).
    const logGroup = deploymentLogs(this, { retention: logRetention, removalPolicy });
    const assets = hashedAssetsDeployment(this, {
      sourceDir: props.siteDir,
      bucket: this.bucket,
      logGroup,
    });
    const securityTxt = new BucketDeployment(this, 'DeploySecurityTxt', {
      sources: [Source.asset(props.siteDir)],
      destinationBucket: this.bucket,
      include: [SECURITY_TXT],
      exclude: ['*'],
      contentType: 'text/plain; charset=utf-8',
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      logGroup,
    });
    // The feeds too: S3 would serve them as application/xml, which feed readers accept but
    // browsers and validators do not recognize as a feed.
    const feeds = (
      [
        { id: 'DeployRssFeeds', include: RSS_FEEDS, contentType: FEED_CONTENT_TYPES.rss },
        { id: 'DeployAtomFeeds', include: ATOM_FEEDS, contentType: FEED_CONTENT_TYPES.atom },
      ] as const
    ).map(
      ({ id, include, contentType }) =>
        new BucketDeployment(this, id, {
          sources: [Source.asset(props.siteDir)],
          destinationBucket: this.bucket,
          include: [include],
          exclude: ['*'],
          contentType,
          cacheControl: [CacheControl.noCache()],
          prune: false,
          memoryLimit: 512,
          logGroup,
        }),
    );
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.siteDir)],
      destinationBucket: this.bucket,
      exclude: [HASHED_ASSETS, SECURITY_TXT, RSS_FEEDS, ATOM_FEEDS, BUILD_RECORDS],
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      logGroup,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // Pages refer to assets: upload the assets first. The pages' invalidation covers every path,
    // security.txt and the feeds too, so it runs last.
    pages.node.addDependency(assets, securityTxt, ...feeds);
  }
}
