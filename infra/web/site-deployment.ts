import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';

/**
 * Uploads the built web app (`npm run build:web` → web/dist) when it exists, so `cdk synth` works
 * on a fresh checkout before any web build. Vite's hashed files under assets/ are cached for a year;
 * everything else (index.html above all) is revalidated on every load, so a deploy shows at once.
 * Neither deployment prunes: a page still open in a browser keeps finding the assets it loaded.
 * Returns false when there was nothing to deploy.
 */
export function deploySite(
  scope: Construct,
  dist: string | undefined,
  bucket: IBucket,
  distribution: IDistribution,
): boolean {
  if (!dist || !existsSync(join(dist, 'index.html'))) return false;
  const assetsDir = join(dist, 'assets');
  const assets = existsSync(assetsDir)
    ? new BucketDeployment(scope, 'DeployAssets', {
        sources: [Source.asset(assetsDir)],
        destinationBucket: bucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
        prune: false,
        memoryLimit: 512,
      })
    : undefined;
  const site = new BucketDeployment(scope, 'DeploySite', {
    sources: [Source.asset(dist, { exclude: ['assets', 'assets/**'] })],
    destinationBucket: bucket,
    cacheControl: [CacheControl.noCache()],
    prune: false,
    memoryLimit: 512,
    distribution,
    distributionPaths: ['/*'],
  });
  if (assets) site.node.addDependency(assets); // index.html must never name assets not yet uploaded
  return true;
}
