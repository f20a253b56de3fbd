import type { Caller } from '#shared/api/caller';
import type { SubmitAnswerData } from '#shared/api/contract-assessment';
import type { SubmitAnswerRequest } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { isWriteConflict, transact } from '../lib/transactions';
import { attemptItem, requireAttempt } from '../core/attempts/attempt-changes';
import { attemptView } from './attempt-view';
import { gradeAnswer, isPoorRecording } from './grade-answer';
import { loadQuestions } from '../core/question-pool';
import { scoringRoute } from './scoring/score-answer';
import { isLate } from './timing';
import { readAnswer, retryItems } from './store';

/**
 * A spoken answer recorded again (`is_retry`, docs/decisions.md): a first recording in the poor band
 * (below 60, spec 02 §5 'poor and must be reattempted') is replaced once, straight after its
 * feedback, by a new recording that passes at 0.5 (§9 'Retry pass mark 0.5'). The question must be
 * the attempt's last answered one, the attempt still open, and the stored answer still marked
 * `retryDue`; the answer and the attempt's response are replaced in one transaction conditioned on
 * both (the flag and the attempt's version), so a second retry, a retry of an answer that was not
 * poor, or two retries at once are refused with `retryNotAllowed` and write nothing. The next page,
 * already chosen, stays: the retry changes the evidence, not the order of questions.
 */
export async function retryAnswer(
  caller: Caller,
  input: SubmitAnswerRequest,
  now = Date.now(),
): Promise<SubmitAnswerData> {
  if (input.is_linked_ques || input.skip_domain || input.user_answer !== undefined || input.video)
    throw new AppError('retryNotAllowed');
  const attempt = await requireAttempt(caller.userId, input.attempt_id);
  if (attempt.status !== 'open') throw new AppError(attempt.endReason === 'timeUp' ? 'timeUp' : 'attemptFinished');
  if (isLate(attempt.deadline, now)) throw new AppError('timeUp');
  if (attempt.answeredIds.at(-1) !== input.question_id) throw new AppError('retryNotAllowed');

  const stored = await readAnswer(caller.userId, attempt.attemptId, input.question_id);
  if (!stored?.retryDue) throw new AppError('retryNotAllowed');
  const question = (await loadQuestions([input.question_id])).get(input.question_id);
  if (!question || scoringRoute(question) !== 'spoken') throw new AppError('retryNotAllowed');
  if (!input.audio?.length) throw new AppError('recordingNeeded');

  // Checks and scores the new recordings; a refused recording (silence, too long…) leaves the retry due.
  const graded = await gradeAnswer(question, undefined, {
    skip: false,
    userId: caller.userId,
    audio: input.audio,
    retry: true,
  });
  const feedback = { ...graded.feedback, retry_due: false };
  const record = {
    ...attempt,
    version: attempt.version + 1,
    responses: attempt.responses.map((r) => (r.questionId === input.question_id ? graded.response : r)),
  };
  try {
    await transact([
      retryItems.putAttempt(attemptItem(record), {
        ConditionExpression: 'version = :v AND #status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':v': attempt.version, ':open': 'open' },
      }),
      retryItems.updateAnswer(caller.userId, attempt.attemptId, input.question_id, {
        UpdateExpression:
          'SET feedback = :feedback, files = :files, retriedAt = :now, firstScore = :first REMOVE retryDue',
        ConditionExpression: 'retryDue = :yes',
        ExpressionAttributeValues: {
          ':feedback': feedback,
          ':files': graded.files ?? null,
          ':now': now,
          ':first': stored.feedback.score,
          ':yes': true,
        },
      }),
    ]);
  } catch (error) {
    if (isWriteConflict(error)) throw new AppError('retryNotAllowed');
    throw error;
  }
  return {
    feedback: attempt.showFeedback ? [feedback] : [],
    attempt: await attemptView(record, now),
    completion: null,
  };
}

/**
 * Whether a first recording's feedback asks for the retry: poor, and the attempt goes on (a finished one cannot change
 * its levels).
 */
export function retryDue(
  feedback: Parameters<typeof isPoorRecording>[0] & { retried?: boolean },
  finished: boolean,
): boolean {
  return !finished && !feedback.retried && isPoorRecording(feedback);
}
