import type * as z from 'zod/mini';
import type { checkVideoSchema } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { config } from '../lib/config';
import { contentKey, isLimitedVideo, limitedVideoKey, limitedVideoUrl, mediaKind, mediaUrl } from '../core/media';
import { isOpen } from '../core/attempts/attempt-record';
import { requireAttempt } from '../core/attempts/attempt-changes';
import { loadQuestions } from '../core/question-pool';

/**
 * POST v1/checkVideo (spec 02 §7): the page's video will not load and the learner's connection is
 * fine, so the page asks whether reloading will help. Checked, in order (docs/decisions.md): the
 * attempt is the caller's own and open; the question is on the page being asked now (a video is
 * only watched while its question is asked); the question has a video; the URL names that video
 * (the link of a counted view, POST v1/videoView: scheme, host and path, whatever its signature;
 * an external video's URL in full origin and path); and the object is really there. Then code 204: the page reloads. A
 * missing object is 'videoUnavailable', which the page
 * shows; nothing is written either way.
 */
export async function checkVideo(userId: string, input: z.output<typeof checkVideoSchema>): Promise<void> {
  const attempt = await requireAttempt(userId, input.attempt_id);
  if (!isOpen(attempt)) throw new AppError('attemptFinished');
  if (!attempt.current.includes(input.question_id)) {
    throw new AppError(attempt.poolIds.includes(input.question_id) ? 'questionNotCurrent' : 'questionNotInAttempt');
  }
  const question = (await loadQuestions([input.question_id])).get(input.question_id);
  if (!question?.media || mediaKind(question.media) !== 'video') throw new AppError('videoNotInQuestion');
  if (!sameObject(input.videoURL, await videoLink(question.courseId, question.media)))
    throw new AppError('videoNotInQuestion');
  if (!(await videoStored(question.courseId, question.media))) throw new AppError('videoUnavailable');
}

/**
 * A link to the question's video as the page has it: a counted view's presigned link (its path names the object), or
 * an external URL.
 */
async function videoLink(courseId: number, media: string): Promise<string | null> {
  return isLimitedVideo(media) ? limitedVideoUrl(courseId, media, 60) : mediaUrl(courseId, media);
}

/**
 * The same object: the same path (a relative URL is read against the site; a query changes nothing).
 * Against an absolute link (a presigned one, or an external video) origin and path must both match.
 */
export function sameObject(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = parse(given);
  const b = parse(expected);
  if (!a || !b) return false;
  return /^https?:\/\//.test(expected) ? a.origin === b.origin && a.pathname === b.pathname : a.pathname === b.pathname;
}

const SITE = 'https://site.invalid';

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url, SITE);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Course media in our bucket is checked with HeadObject; a video given as an https URL is not ours to check. */
async function videoStored(courseId: number, media: string): Promise<boolean> {
  if (media.startsWith('https://')) return true;
  // lib/s3, not lib/aws: the client alone, when a check needs it (checkVideo's Init 109 -> 85 ms, docs/performance.md).
  const { s3, HeadObjectCommand } = await import('../lib/s3');
  return s3()
    .send(
      new HeadObjectCommand({
        Bucket: config().bucket('content'),
        Key: isLimitedVideo(media) ? limitedVideoKey(courseId, media) : contentKey(courseId, media),
      }),
    )
    .then(() => true)
    .catch((error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
      if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    });
}
