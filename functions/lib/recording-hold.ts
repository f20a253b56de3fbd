import { RETENTION_TAG } from '../data/buckets';
import { config } from './config';
import { loadS3 } from './load-s3';

/**
 * A recording a review must still hear is held (decision 0803): its tag turns from `raw` to `held`, so
 * the lifecycle rule that deletes raw recordings passes it by; the prefix's one-year rule still ends it.
 * Called where an answer is stored awaiting review (no engine scored it, or a video answer).
 */
export async function holdForReview(keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const { s3, PutObjectTaggingCommand } = await loadS3();
  await Promise.all(
    keys.map((Key) =>
      s3().send(
        new PutObjectTaggingCommand({
          Bucket: config().bucket('uploads'),
          Key,
          Tagging: { TagSet: [{ Key: RETENTION_TAG.key, Value: RETENTION_TAG.held }] },
        }),
      ),
    ),
  );
}
