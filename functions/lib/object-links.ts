import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BucketId } from '../data/buckets';
import { s3 } from './aws';
import { config } from './config';

/** A short-lived presigned GET for an object of one of our buckets (buckets stay private). */
export const LINK_SECONDS = 3600;

export async function objectUrl(bucket: BucketId, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: config().bucket(bucket), Key: key }), { expiresIn: LINK_SECONDS });
}
