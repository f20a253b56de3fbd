import type { TestQuestion } from '#shared/api/contract-assessment';
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

/**
 * What the browser may do with a content file: keep it a day, then revalidate (files keep their names across imports).
 *
 */
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

/**
 * A question's video may be viewed only so many times (spec 02 §4), so it is not course media at a
 * stable URL: the importer keeps it under `limited/` in the content bucket, outside the `content/`
 * prefix that CloudFront's `/content/*` behaviour and the local server serve (and the only prefix
 * CloudFront may read), and the learner reaches it only through a counted view's short link
 * (functions/assessment/video-view.ts). A video given as an https URL is not ours to protect.
 */
export function isLimitedVideo(mediaPath: string | undefined): mediaPath is string {
  return !!mediaPath && !mediaPath.startsWith('https://') && mediaKind(mediaPath) === 'video';
}

export const LIMITED_VIDEO_PREFIX = 'limited/';

export function limitedVideoKey(courseId: number, mediaPath: string): string {
  return `${LIMITED_VIDEO_PREFIX}${courseId}/${mediaPath.replace(/^media\//, '')}`;
}

/** The link of one counted view: presigned, not cached by the browser, valid `seconds` from `now`. */
export async function limitedVideoUrl(
  courseId: number,
  mediaPath: string,
  seconds: number,
  now = Date.now(),
): Promise<string> {
  if (!isLimitedVideo(mediaPath)) return mediaUrl(courseId, mediaPath) ?? '';
  return (await objectUrl('content', limitedVideoKey(courseId, mediaPath), { expiresIn: seconds, now }))!;
}

/**
 * What a media path is, by its name (a question's video, audio or picture). Here, not with the scorers, so the video
 * routes stay small.
 */
export function mediaKind(media: string | undefined): TestQuestion['media_kind'] {
  if (!media) return null;
  if (/\.(mp3|ogg|wav|m4a)$/i.test(media)) return 'audio';
  if (/\.(mp4|webm|mov)$/i.test(media) || /youtube|vimeo/i.test(media)) return 'video';
  return 'image';
}
