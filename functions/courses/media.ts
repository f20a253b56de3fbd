import { objectUrl } from '../lib/object-links';

/**
 * Course media is stored by the importer under `content/<courseId>/<file>` in the content bucket;
 * the browser gets a presigned GET (lib/object-links.ts: stable for the hour, so it caches). Media
 * given as an https URL is passed through.
 */
export function contentKey(courseId: number, mediaPath: string): string {
  return `content/${courseId}/${mediaPath.replace(/^media\//, '')}`;
}

export async function mediaUrl(courseId: number, mediaPath: string | undefined): Promise<string | null> {
  if (!mediaPath) return null;
  if (mediaPath.startsWith('https://')) return mediaPath;
  return objectUrl('content', contentKey(courseId, mediaPath));
}
