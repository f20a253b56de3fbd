import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/aws';
import { config } from '../lib/config';

/**
 * Course media is stored by the importer under `content/<courseId>/<file>` in the content bucket;
 * the browser gets a presigned GET for an hour. Media given as an https URL is passed through.
 */
const LINK_SECONDS = 3600;

export function contentKey(courseId: number, mediaPath: string): string {
  return `content/${courseId}/${mediaPath.replace(/^media\//, '')}`;
}

export async function mediaUrl(courseId: number, mediaPath: string | undefined): Promise<string | null> {
  if (!mediaPath) return null;
  if (mediaPath.startsWith('https://')) return mediaPath;
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: config().bucket('content'), Key: contentKey(courseId, mediaPath) }), { expiresIn: LINK_SECONDS });
}
