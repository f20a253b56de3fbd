import { objectUrl } from '../lib/object-links';

/**
 * Course media (images, audio, video, downloads) is stored by the importer under
 * `content/<courseId>/<file>` in the content bucket and served at the same path of the site: by
 * CloudFront's `/content/*` behaviour in production (infra/web/web-stack.ts) and by the local server
 * (infra/local/content-files.ts). Content is the same for every learner, so the URL is stable and
 * the browser and CloudFront cache it; no link needs signing. Media given as an https URL is passed
 * through.
 */
export const CONTENT_PATH_PREFIX = '/content/';

/** What the browser may do with a content file: keep it a day, then revalidate (files keep their names across imports). */
export const CONTENT_CACHE_CONTROL = 'public, max-age=86400';

export function contentKey(courseId: number, mediaPath: string): string {
  return `content/${courseId}/${mediaPath.replace(/^media\//, '')}`;
}

export function mediaUrl(courseId: number, mediaPath: string | undefined): string | null {
  if (!mediaPath) return null;
  if (mediaPath.startsWith('https://')) return mediaPath;
  return '/' + contentKey(courseId, mediaPath).split('/').map(encodeURIComponent).join('/');
}

/**
 * Files that only some learners may have (an organisation's downloads, a course outline) keep
 * presigned links (lib/object-links.ts), so knowing the path is not enough.
 */
export async function privateMediaUrl(courseId: number, mediaPath: string | undefined): Promise<string | null> {
  if (!mediaPath) return null;
  if (mediaPath.startsWith('https://')) return mediaPath;
  return objectUrl('content', contentKey(courseId, mediaPath));
}
