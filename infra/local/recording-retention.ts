import { DeleteObjectCommand, GetObjectTaggingCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { RECORDING_DAYS_DEFAULT } from '#shared/privacy/notice';
import { buckets, RETENTION_TAG } from '../../functions/data/buckets';
import { config } from '../../functions/lib/config';
import { s3 } from '../../functions/lib/s3';

/**
 * The uploads bucket's lifecycle rule for raw recordings (decision 0803), played by the local stack,
 * whose S3 stand-in has no lifecycle: a recording under `speech/` or `video/` older than the days is
 * deleted unless a review holds it (tag `held`). s3rver ignores a POST's `tagging` field, so an
 * untagged recording counts as raw, as S3 would have tagged it.
 */
export async function expireRecordings(
  now = new Date(),
  days = Number(process.env.RECORDING_DAYS ?? RECORDING_DAYS_DEFAULT),
  /** The rule's prefixes, or narrower ones (a test passes one learner's). */
  prefixes: readonly string[] = buckets.uploads.rawRetention,
): Promise<{ deleted: number; held: number }> {
  const bucket = config().bucket('uploads');
  const cutoff = now.getTime() - days * 86_400_000;
  let deleted = 0;
  let held = 0;
  for (const prefix of prefixes) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified || object.LastModified.getTime() > cutoff) continue;
        const tags = await s3().send(new GetObjectTaggingCommand({ Bucket: bucket, Key: object.Key }));
        if (tags.TagSet?.some((t) => t.Key === RETENTION_TAG.key && t.Value === RETENTION_TAG.held)) {
          held += 1;
          continue;
        }
        await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        deleted += 1;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return { deleted, held };
}
