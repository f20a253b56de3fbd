import type * as z from 'zod/mini';
import type { VideoViewData } from '#shared/api/contract-assessment';
import type { videoViewSchema } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { DEFAULT_VIDEO_VIEWS, VIEW_LINK_SECONDS, videoViewsMessage } from '#shared/video/video-rules';
import { isConditionFailure } from '../data/keys';
import { limitedVideoUrl, mediaKind } from '../core/media';
import { isOpen } from '../core/attempts/attempt-record';
import { requireAttempt } from '../core/attempts/attempt-changes';
import { loadQuestions } from '../core/question-pool';
import { addVideoView } from './store';

/**
 * POST v1/videoView (spec 02 §4 'You can view the video only two times.'): the server, not the
 * page, counts the views of a question's video. The learner presses play; this checks that the
 * attempt is the caller's own and open, that the question is on the page being asked and has a
 * video, then counts the view with one conditional update (`views < limit`, so parallel requests
 * can never pass the limit), and only then hands out the link for that view: presigned, valid for
 * VIEW_LINK_SECONDS. Past the limit the answer is the spec's message and nothing is written.
 * The attempt payload carries no link to these videos (functions/assessment/test-question.ts).
 */
export async function countVideoView(
  userId: string,
  input: z.output<typeof videoViewSchema>,
  now = Date.now(),
): Promise<VideoViewData> {
  const attempt = await requireAttempt(userId, input.attempt_id);
  if (!isOpen(attempt) || (attempt.deadline !== null && now > attempt.deadline)) throw new AppError('attemptFinished');
  if (!attempt.current.includes(input.question_id)) {
    throw new AppError(attempt.poolIds.includes(input.question_id) ? 'questionNotCurrent' : 'questionNotInAttempt');
  }
  const question = (await loadQuestions([input.question_id])).get(input.question_id);
  if (!question?.media || mediaKind(question.media) !== 'video') throw new AppError('videoNotInQuestion');
  const limit = question.video_replay_count ?? DEFAULT_VIDEO_VIEWS;

  let views: number;
  try {
    const counted = await addVideoView(userId, attempt.attemptId, question.question_id, {
      UpdateExpression:
        'ADD #views :one SET entity = :entity, attemptId = :attempt, questionId = :question, lastViewAt = :now',
      ConditionExpression: 'attribute_not_exists(#views) OR #views < :limit',
      ExpressionAttributeNames: { '#views': 'views' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': limit,
        ':entity': 'videoViews',
        ':attempt': attempt.attemptId,
        ':question': question.question_id,
        ':now': now,
      },
    });
    views = Number(counted ?? 1);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('videoViewsUsed', { message: videoViewsMessage(limit) });
    throw error;
  }
  return {
    url: await limitedVideoUrl(question.courseId, question.media, VIEW_LINK_SECONDS, now),
    views,
    limit,
    expires_at: new Date(now + VIEW_LINK_SECONDS * 1000).toISOString(),
  };
}
