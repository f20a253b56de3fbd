import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';

/**
 * A bucket that only receives logs (S3 server access logs, CloudFront standard logs): private, encrypted, TLS only,
 * and emptied by its own lifecycle after the environment's `accessLogDays` (decision 0871). SSE-S3, not a key of ours:
 * S3 server access log delivery supports only SSE-S3 on its target bucket. `acls`: CloudFront's standard logs are
 * written with an ACL (its log delivery account), so their bucket must accept ACLs; S3's own log delivery uses the
 * bucket policy CDK writes.
 */
export function accessLogBucket(scope: Construct, id: string, settings: EnvSettings, acls = false): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: acls ? ObjectOwnership.OBJECT_WRITER : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: settings.removalPolicy,
    autoDeleteObjects: !settings.prod,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(settings.accessLogDays) }],
  });
}
