import type { AttemptData, SubmitAnswerData, VideoViewData } from '#shared/api/contract-assessment';
import type { SubmitAnswerRequest } from '#shared/schemas/assessment';
import { apiCall, type ApiCallOptions } from '../../../lib/api-client';

/**
 * The test-engine calls of spec 02 §7 that change or read one attempt. A start is shared while it
 * runs, so a page that renders twice (React's strict mode) never starts two attempts.
 */
const starting = new Map<string, Promise<AttemptData>>();

export function startAttempt(courseId: number, elementId: number, continueAttemptId?: string): Promise<AttemptData> {
  const key = `${courseId}/${elementId}/${continueAttemptId ?? ''}`;
  let pending = starting.get(key);
  if (!pending) {
    const input = {
      course_id: courseId,
      element_id: elementId,
      ...(continueAttemptId ? { continue_attempt_id: continueAttemptId } : {}),
    };
    pending = apiCall('startAttempt', input)
      .then((result) => result.data.attempt)
      .finally(() => starting.delete(key));
    starting.set(key, pending);
  }
  return pending;
}

export async function fetchAttempt(attemptId: string): Promise<AttemptData> {
  return (await apiCall('fetchAttempt', undefined, { attemptId })).data;
}

export interface SubmitResult {
  data: SubmitAnswerData;
  /** 204: the attempt is finished (spec 02 §4 submit answer). */
  finished: boolean;
  /** Sent more than once: the answer may be the server's first one, kept (its clock then is old). */
  resent: boolean;
}

/** A queued answer passes its own idempotency key, so every send of it, before and after a reload, is one answer. */
export async function submitAnswer(
  input: Partial<SubmitAnswerRequest> & Pick<SubmitAnswerRequest, 'attempt_id' | 'question_id'>,
  options: ApiCallOptions = {},
): Promise<SubmitResult> {
  const result = await apiCall('submitAnswer', input, undefined, options);
  const { attempt } = result.data;
  // "With no next question and a non-empty message, the message shows… Otherwise it finishes as for 204."
  const finished = result.code === 204 || (attempt.next_question.length === 0 && !attempt.message);
  return { data: result.data, finished, resent: result.sends > 1 };
}

/** POST v1/questionFeedback: the help popup's selected options, joined by '|' (spec 02 §7). */
export async function sendQuestionFeedback(
  attemptId: string,
  questionId: number,
  options: readonly string[],
  comment: string,
): Promise<string> {
  const input = {
    attempt_id: attemptId,
    question_id: questionId,
    feedback: options.join('|'),
    ...(comment.trim() ? { comment: comment.trim() } : {}),
  };
  return (await apiCall('questionFeedback', input)).message;
}

/** POST v1/change_grant: a child's class, 3 to 10 (spec 02 §4 class selection). */
export async function changeClass(grade: number): Promise<number> {
  return (await apiCall('changeGrant', { grade })).data.grade;
}

/**
 * POST v1/checkVideo (spec 02 §7): after the connection check passed, ask whether reloading will
 * bring the video back. true: code 204, reload. Any other answer is thrown, and its message shown.
 */
export async function checkVideo(attemptId: string, questionId: number, videoUrl: string): Promise<boolean> {
  const result = await apiCall('checkVideo', { attempt_id: attemptId, question_id: questionId, videoURL: videoUrl });
  return result.code === 204;
}

/**
 * POST v1/videoView (spec 02 §4): the learner presses play, and the server counts the view and
 * hands out this view's short-lived link. Past the limit it refuses with the spec's message
 * (`videoViewsUsed`), thrown like any other refusal.
 */
export async function requestVideoView(attemptId: string, questionId: number): Promise<VideoViewData> {
  return (await apiCall('videoView', { attempt_id: attemptId, question_id: questionId })).data;
}
