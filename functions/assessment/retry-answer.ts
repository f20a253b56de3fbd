import type { Caller } from '#shared/api/caller';
import type { SubmitAnswerData } from '#shared/api/contract-assessment';
import type { SubmitAnswerRequest } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { isWriteConflict, transact } from '../lib/transactions';
import { attemptItem, finishItems, requireAttempt } from '../core/attempts/attempt-changes';
import { attemptView } from './attempt-view';
import { gradeAnswer, isPoorRecording } from './grade-answer';
import { loadQuestions } from '../core/question-pool';
import { scoringRoute } from './scoring/score-answer';
import { isLate } from './timing';
import { readAnswer, retryItems } from './store';
import { afterFinish, finishedRecord } from './finish';
import { completionData } from './completion';
import { historyItem } from '../core/attempts/score-history';

/**
 * A spoken answer recorded again (`is_retry`, docs/scoring.md): a first recording that was poor (spec
 * 02 §5 'poor and must be reattempted') or that the engine could not tell ('say it again') is replaced
 * once, straight after its feedback, by a new recording with the retry's marks (§9 'Retry pass mark
 * 0.5'). The question must be the attempt's last answered one, the attempt still open, and the stored
 * answer still marked `retryDue`; the answer and the attempt's response are replaced in one
 * transaction conditioned on both (the flag and the attempt's version), so a second retry, a retry of
 * an answer that passed, or two retries at once are refused with `retryNotAllowed` and write nothing.
 * The next page, already chosen, stays: the retry changes the evidence, not the order of questions.
 * The attempt's last answer finishes the attempt with its retry (`finishOnRetry`, decision 0755).
 */
export async function retryAnswer(
  caller: Caller,
  input: SubmitAnswerRequest,
  now = Date.now(),
): Promise<{ data: SubmitAnswerData; finished: boolean }> {
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
  const { finishOnRetry, ...rest } = attempt;
  const replaced = {
    ...rest,
    version: attempt.version + 1,
    responses: attempt.responses.map((r) => (r.questionId === input.question_id ? graded.response : r)),
  };
  const record = finishOnRetry
    ? finishedRecord(replaced, await loadQuestions(attempt.poolIds), now, 'completed')
    : replaced;
  try {
    await transact([
      ...(finishOnRetry ? finishItems(record, historyItem(record, now)) : []),
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
  const shown = attempt.showFeedback ? [feedback] : [];
  const completion = finishOnRetry ? await completionData(record, await afterFinish(record), caller, now) : null;
  return {
    data: { feedback: shown, attempt: await attemptView(record, now), completion },
    finished: Boolean(finishOnRetry),
  };
}

/** Whether a first recording's feedback asks for the retry: poor, or 'say it again'. */
export function retryDue(feedback: Parameters<typeof isPoorRecording>[0] & { retried?: boolean }): boolean {
  return !feedback.retried && isPoorRecording(feedback);
}
