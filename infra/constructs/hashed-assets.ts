import { Duration } from 'aws-cdk-lib';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';

/**
 * Where Vite writes code, styles and media with a content hash in each name (its default
 * `assetsDir`), in the site's build and the editor's alike.
 */
export const HASHED_ASSETS = 'assets/*';

/**
 * Uploads a build's HASHED_ASSETS (`<scope>/DeployAssets`), cached for a year and immutable: a
 * file never changes under its name. Not pruned, so a page still open in a browser finds the
 * code it loaded; the owner uploads its pages after this, revalidated and invalidated.
 */
export function hashedAssetsDeployment(
  scope: Construct,
  props: { readonly sourceDir: string; readonly bucket: IBucket; readonly logGroup: ILogGroup },
): BucketDeployment {
  return new BucketDeployment(scope, 'DeployAssets', {
    sources: [Source.asset(props.sourceDir)],
    destinationBucket: props.bucket,
    include: [HASHED_ASSETS],
    exclude: ['*'],
    cacheControl: [
      CacheControl.setPublic(),
      CacheControl.maxAge(Duration.days(365)),
      CacheControl.immutable(),
    ],
    prune: false,
    memoryLimit: 512,
    logGroup: props.logGroup,
  });
}
