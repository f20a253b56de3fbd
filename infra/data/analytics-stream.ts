import { CfnDeliveryStream } from 'aws-cdk-lib/aws-kinesisfirehose';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Where Firehose writes the events in the `generated` bucket: one folder a day, JSON Lines, gzip (ADR 0560). */
export const ANALYTICS_PREFIX = 'analytics/';
const ERROR_PREFIX = 'analytics-errors/';

/**
 * The analytics delivery stream (ADR 0560): Direct PUT from the events function (one PutRecordBatch
 * per request), buffered up to 5 minutes or 64 MiB, delivered gzipped under `analytics/yyyy/MM/dd/`
 * of the `generated` bucket; what S3 refuses lands under `analytics-errors/`. Encrypted with an
 * AWS-owned key. Written with the L1 resource because the L2 destination grants its role read and
 * write on the whole bucket; this role may only add objects under the two prefixes.
 * Quota: 50,000 learners starting in one minute send well under 1,000 requests a second, against a
 * Direct PUT stream's 2,000 requests, 500,000 records and 5 MiB a second (ap-south-1).
 */
export class AnalyticsStream extends Construct {
  readonly streamArn: string;
  readonly streamName: string;

  constructor(scope: Construct, id: string, bucket: Bucket) {
    super(scope, id);
    const role = new Role(this, 'DeliveryRole', { assumedBy: new ServicePrincipal('firehose.amazonaws.com') });
    // The actions Firehose's S3 destination needs (AWS's documented role), on the two prefixes only.
    role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:AbortMultipartUpload', 's3:PutObject'],
        resources: [bucket.arnForObjects(`${ANALYTICS_PREFIX}*`), bucket.arnForObjects(`${ERROR_PREFIX}*`)],
      }),
    );
    role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads'],
        resources: [bucket.bucketArn],
      }),
    );
    const stream = new CfnDeliveryStream(this, 'Resource', {
      deliveryStreamType: 'DirectPut',
      deliveryStreamEncryptionConfigurationInput: { keyType: 'AWS_OWNED_CMK' },
      extendedS3DestinationConfiguration: {
        bucketArn: bucket.bucketArn,
        roleArn: role.roleArn,
        prefix: `${ANALYTICS_PREFIX}!{timestamp:yyyy/MM/dd}/`,
        errorOutputPrefix: `${ERROR_PREFIX}!{firehose:error-output-type}/!{timestamp:yyyy/MM/dd}/`,
        bufferingHints: { intervalInSeconds: 300, sizeInMBs: 64 },
        compressionFormat: 'GZIP',
        fileExtension: '.jsonl.gz',
      },
    });
    // The role's policy must exist before Firehose checks it can write.
    stream.node.addDependency(role);
    this.streamArn = stream.attrArn;
    this.streamName = stream.ref;
  }
}
