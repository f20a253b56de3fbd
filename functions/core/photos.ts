import { randomUUID } from 'node:crypto';
import { sniffImageType } from '#shared/schemas/family';
import type { UploadedFile } from '#shared/schemas/form-fields';
import { AppError } from '#shared/errors';
import { loadS3 } from '../lib/load-s3';
import { config } from '../lib/config';
import { log } from '../lib/log';

/**
 * Child photos in the uploads bucket, under the parent's own namespace
 * (`users/<parentId>/children/<childId>/<random>.<ext>`), served by presigned GET. The schema has
 * already checked size and type; the type stored is the one the bytes show, not the browser's word.
 * The S3 client loads from its kit (../lib/load-s3.ts) when a photo is stored or removed: most calls
 * of the child-profile functions carry no photo.
 */
const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export async function storePhoto(parentId: string, childId: string, file: UploadedFile): Promise<string> {
  const type = sniffImageType(file.bytes);
  if (!type) throw new AppError('validation', { fields: { child_photo: 'Please upload a JPEG, PNG or WebP photo.' } });
  const key = `users/${parentId}/children/${childId}/${randomUUID()}.${extensions[type]}`;
  const { s3, PutObjectCommand } = await loadS3();
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: config().bucket('uploads'),
        Key: key,
        Body: file.bytes,
        ContentType: type,
        CacheControl: 'private, max-age=3600',
      }),
    );
  } catch (cause) {
    throw new AppError('uploadFailed', { cause });
  }
  return key;
}

/** Removes a photo no record points to any more; a failure only leaves an unreachable object behind. */
export async function deletePhoto(key: string | undefined): Promise<void> {
  if (!key) return;
  const { s3, DeleteObjectCommand } = await loadS3();
  await s3()
    .send(new DeleteObjectCommand({ Bucket: config().bucket('uploads'), Key: key }))
    .catch((error: unknown) => log.warn('could not delete a replaced child photo', { key, error }));
}
