import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
} from '@aws-sdk/client-s3';
import type { BucketId } from '../data/buckets';
import { config } from '../lib/config';
import { s3 } from '../lib/s3';

/**
 * The subject's objects, found by the prefixes its keys start with (`speech/<userId>/`, …): listed
 * and deleted by prefix, never by listing a bucket. In a versioned bucket (production) every version
 * and delete marker goes too, so nothing of the subject is left behind a marker; the local S3
 * stand-in keeps no versions.
 */
export async function listKeys(bucket: BucketId, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: config().bucket(bucket), Prefix: prefix, ContinuationToken }),
    );
    found.push(...(page.Contents ?? []).map((o) => o.Key!).filter(Boolean));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return found;
}

type Target = { Key: string; VersionId?: string };

async function versionsUnder(bucket: BucketId, prefix: string): Promise<Target[]> {
  if (config().s3Endpoint) return (await listKeys(bucket, prefix)).map((Key) => ({ Key }));
  const found: Target[] = [];
  let KeyMarker: string | undefined;
  let VersionIdMarker: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectVersionsCommand({ Bucket: config().bucket(bucket), Prefix: prefix, KeyMarker, VersionIdMarker }),
    );
    for (const v of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])])
      if (v.Key)
        found.push({ Key: v.Key, ...(v.VersionId && v.VersionId !== 'null' ? { VersionId: v.VersionId } : {}) });
    KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    VersionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (KeyMarker);
  return found;
}

/** Deletes everything under `prefix` (1,000 keys a request); returns how many objects (or versions) went. */
export async function deletePrefix(bucket: BucketId, prefix: string): Promise<number> {
  const targets = await versionsUnder(bucket, prefix);
  for (let start = 0; start < targets.length; start += 1000) {
    const result = await s3().send(
      new DeleteObjectsCommand({
        Bucket: config().bucket(bucket),
        Delete: { Objects: targets.slice(start, start + 1000), Quiet: true },
      }),
    );
    if (result.Errors?.length) throw new Error(`S3 refused to delete ${result.Errors.length} objects under ${prefix}`);
  }
  return targets.length;
}

/** An object's bytes (the export copies the subject's files into its ZIP). */
export async function readObject(bucket: BucketId, key: string): Promise<Uint8Array> {
  const object = await s3().send(new GetObjectCommand({ Bucket: config().bucket(bucket), Key: key }));
  return object.Body!.transformToByteArray();
}
