import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { DataResources } from '../data/data-stack';
import type { Grant } from './route-grants';

type BucketGrant = Extract<Grant, { bucket: unknown }>;

/**
 * Turns a route's grants into IAM statements on its function's role. Tables use CDK's grant
 * methods (they include the index ARNs); bucket statements are written out so that "read" never
 * brings GetBucketPolicy and friends along.
 */
export function applyGrants(fn: IFunction, grants: readonly Grant[], data: DataResources): void {
  for (const grant of grants) {
    if ('table' in grant) {
      const table = data.tables[grant.table];
      if (grant.access === 'describe') table.grant(fn, 'dynamodb:DescribeTable');
      else if (grant.access === 'read') table.grantReadData(fn);
      else if (grant.access === 'write') table.grantWriteData(fn);
      else table.grantReadWriteData(fn);
      continue;
    }
    const bucket = data.buckets[grant.bucket];
    const onBucket = (actions: string[]) => new PolicyStatement({ actions, resources: [bucket.bucketArn] });
    const onObjects = (actions: string[]) => new PolicyStatement({ actions, resources: [bucket.arnForObjects('*')] });
    const statements: Record<BucketGrant['access'], PolicyStatement[]> = {
      list: [onBucket(['s3:ListBucket'])],
      read: [onBucket(['s3:ListBucket']), onObjects(['s3:GetObject'])],
      write: [onObjects(['s3:PutObject'])],
      readWrite: [onBucket(['s3:ListBucket']), onObjects(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'])],
    };
    for (const statement of statements[grant.access]) fn.addToRolePolicy(statement);
  }
}
