import { signedSpokenFiles } from '../speech/facade';
import { signedVideo } from './video-answer';
import type { Caller } from '#shared/api/caller';
import type { ReviewData } from '#shared/api/contract-assessment';
import { AppError } from '#shared/errors';
import { SPEECH } from '#shared/scoring/thresholds';
import { readProgress, attemptWithAnswers } from '../core/attempts/attempt-changes';
import { closeIfOver } from './finish';
import { questionsInOrder } from '../core/question-pool';
import { testQuestion } from './test-question';

/**
 * GET v1/fetchattempt/{attemptId}/1 (spec 02 §3 review): every answered question of a finished
 * attempt with its correct answers and the learner's, and the element's finished attempts for
 * previous/next. Only where the element allows review (never course 428). An attempt with no
 * answers gives an empty list; the web says 'No questions were answered in this test.'
 */
export async function reviewAttempt(caller: Caller, attemptId: string, now = Date.now()): Promise<ReviewData> {
  const loaded = await attemptWithAnswers(caller.userId, attemptId);
  if (!loaded.attempt.reviewable) throw new AppError('reviewNotAllowed');
  const attempt = await closeIfOver(loaded.attempt, now);
  if (attempt.status !== 'graded') throw new AppError('reviewNotReady');

  const [questions, progress] = await Promise.all([
    questionsInOrder(loaded.answers.map((a) => a.questionId)),
    readProgress(caller.userId, attempt.courseId, attempt.elementId),
  ]);
  const byId = new Map(questions.map((q) => [q.question_id, q]));
  const items: ReviewData['items'] = [];
  for (const answer of loaded.answers) {
    const q = byId.get(answer.questionId);
    if (!q || q.type === 'INS') continue;
    items.push({
      question: {
        ...(await testQuestion(q)),
        correct_answers: q.correct_answers ?? [],
        correct_answer_1: q.correct_answers?.[0] ?? null,
        source_text_or_html: q.transcript ?? q.passage ?? null,
        default_feedback: q.default_feedback ?? null,
      },
      // Links in a stored answer expired long ago: a spoken answer's files are signed again.
      answers: {
        ...settled(answer.feedback),
        ...(answer.files ? await signedSpokenFiles(answer.files) : {}),
        ...(answer.videoKey ? await signedVideo(answer.videoKey) : {}),
      },
    });
  }
  return {
    attempt_id: attempt.attemptId,
    element_name: attempt.elementName,
    course_id: attempt.courseId,
    element_type: attempt.elementType,
    attempt_name: attempt.attemptName,
    reviewAttemptId: progress?.reviewAttempts ?? [attempt.attemptId],
    items,
    levels: attempt.adaptive ? (attempt.levels ?? null) : null,
    attempt_score: attempt.attemptScore ?? null,
  };
}

/**
 * A finished attempt cannot be recorded again, so its review never asks for it: a poor spoken
 * answer's band reads as the retry's does ('poor'), and one the engine could not tell reads 'not
 * sure: not counted', in a once-only test above all (decisions 0447, 0752).
 */
const settledBands: Record<string, string> = {
  [SPEECH.bands[SPEECH.bands.length - 1]!.label]: SPEECH.poorAfterRetry,
  [SPEECH.sayAgain]: SPEECH.notCounted,
};

function settled<F extends { speech?: { band: string } | null }>(feedback: F): F {
  const band = feedback.speech ? settledBands[feedback.speech.band] : undefined;
  return band && feedback.speech ? { ...feedback, speech: { ...feedback.speech, band } } : feedback;
}
