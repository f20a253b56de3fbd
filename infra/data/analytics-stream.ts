import { Duration, Size } from 'aws-cdk-lib';
import { Compression, DeliveryStream, S3Bucket, StreamEncryption } from 'aws-cdk-lib/aws-kinesisfirehose';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Where Firehose writes the events in the `generated` bucket: one folder a day, JSON Lines, gzip (ADR 0560). */
export const ANALYTICS_PREFIX = 'analytics/';

/**
 * The analytics delivery stream (ADR 0560): Direct PUT from the events function (one PutRecordBatch
 * per request), buffered up to 5 minutes or 64 MiB, delivered gzipped under `analytics/yyyy/MM/dd/`
 * of the `generated` bucket; records S3 refuses land under `analytics-errors/`. Encrypted with an
 * AWS-owned key. Quota: 50,000 learners at the olympiad start send about 1 request each in a minute,
 * well under a Direct PUT stream's 2,000 requests, 500,000 records and 5 MiB a second (ap-south-1).
 */
export function analyticsStream(scope: Construct, generated: Bucket): DeliveryStream {
  return new DeliveryStream(scope, 'AnalyticsStream', {
    encryption: StreamEncryption.awsOwnedKey(),
    destination: new S3Bucket(generated, {
      dataOutputPrefix: `${ANALYTICS_PREFIX}!{timestamp:yyyy/MM/dd}/`,
      errorOutputPrefix: 'analytics-errors/!{firehose:error-output-type}/!{timestamp:yyyy/MM/dd}/',
      bufferingInterval: Duration.minutes(5),
      bufferingSize: Size.mebibytes(64),
      compression: Compression.GZIP,
      fileExtension: '.jsonl.gz',
    }),
  });
}
