import type { Caller } from '#shared/api/caller';
import type { SubmitAnswerData } from '#shared/api/contract-assessment';
import type { SubmitAnswerRequest } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import type { AnswerRecord } from '../core/attempts/attempt-record';
import { finishItems, getAttempt, requireAttempt, saveAttempt } from '../core/attempts/attempt-changes';
import { attemptView } from './attempt-view';
import { completionData } from './completion';
import { afterFinish, finishedRecord } from './finish';
import { gradeAnswer } from './grade-answer';
import { nextPage } from './adaptive';
import { checkSubmission, withAnswers } from '../core/attempts/attempt-state';
import { loadQuestions } from '../core/question-pool';
import { historyItem } from '../core/attempts/score-history';
import { isHeld, isLate, withTimeCredit } from './timing';
import { retryAnswer, retryDue } from './retry-answer';

/**
 * POST v1/submitAnswer (spec 02 §4): the page asked must be the page answered. The answers are
 * scored, and stored with the advanced attempt in one transaction conditioned on the attempt's
 * version, so a double or concurrent submission lands once. Code 200 carries the next page; code
 * 204 the completion. Any refusal writes nothing.
 */
export async function submitAnswer(
  caller: Caller,
  input: SubmitAnswerRequest,
  now = Date.now(),
): Promise<{ data: SubmitAnswerData; finished: boolean }> {
  if (input.is_retry) return retryAnswer(caller, input, now);
  const stored = await requireAttempt(caller.userId, input.attempt_id);
  const answers = submitted(input);
  checkSubmission(
    stored,
    answers.map((a) => a.question_id),
    input.is_linked_ques,
  );
  // The time this answer spent waiting for the network is given back, within a bound (timing.ts).
  const attempt = withTimeCredit(stored, input.pause_time, now);
  if (isLate(attempt.deadline, now)) throw new AppError('timeUp');

  const pool = await loadQuestions(attempt.poolIds);
  const graded = await Promise.all(
    answers.map((a) => {
      const question = pool.get(a.question_id);
      if (!question) throw new AppError('questionNotCurrent'); // removed from the content since the attempt began
      return gradeAnswer(question, a.user_answer, {
        skip: input.skip_domain,
        userId: caller.userId,
        ...(input.audio ? { audio: input.audio } : {}),
        ...(input.video ? { video: input.video } : {}),
      });
    }),
  );
  const advanced = withAnswers(
    attempt,
    graded.map((g) => g.response),
  );
  const next = nextPage(advanced, pool);
  const last = next === null;
  if (last && isHeld(attempt.holdSeconds, attempt.deadline, now)) throw new AppError('submitTooEarly');

  // A poor or unsure first recording is recorded again (docs/scoring.md): the feedback asks for it, the
  // answer item allows it once. Only where feedback is shown: a test that hides its scores cannot ask.
  if (attempt.showFeedback)
    for (const g of graded) if (retryDue(g.feedback)) g.feedback = { ...g.feedback, retry_due: true };
  // The last answer's re-recording holds the finish, so the learner can record it there (decision 0755).
  const finishOnRetry = last && graded.some((g) => g.feedback.retry_due);
  const finished = last && !finishOnRetry;
  const record = finished
    ? finishedRecord(advanced, pool, now, 'completed')
    : { ...advanced, current: next ?? [], ...(finishOnRetry ? { finishOnRetry: true as const } : {}) };
  const answerItems: AnswerRecord[] = graded.map((g, i) => ({
    attemptId: attempt.attemptId,
    questionId: g.feedback.question_id,
    seq: attempt.answeredIds.length + i,
    answeredAt: now,
    feedback: g.feedback,
    ...(g.files ? { files: g.files } : {}),
    ...(g.videoKey ? { videoKey: g.videoKey } : {}),
    ...(input.video_watch && g.feedback.question_id === input.question_id ? { videoWatch: input.video_watch } : {}),
    ...(g.feedback.retry_due ? { retryDue: true } : {}),
  }));
  const extra = finished ? finishItems(record, historyItem(record, now)) : [];
  if (!(await saveAttempt(attempt.version, record, answerItems, extra))) {
    const latest = await getAttempt(caller.userId, attempt.attemptId);
    throw new AppError(
      latest && answers.some((a) => latest.answeredIds.includes(a.question_id))
        ? 'questionAnswered'
        : 'questionNotCurrent',
    );
  }

  const feedback = attempt.showFeedback ? graded.map((g) => g.feedback) : [];
  const view = await attemptView(record, now);
  if (!finished) return { data: { feedback, attempt: view, completion: null }, finished };
  const completion = await completionData(record, await afterFinish(record), caller, now);
  return { data: { feedback, attempt: view, completion }, finished };
}

function submitted(
  input: SubmitAnswerRequest,
): Array<{ question_id: number; user_answer: SubmitAnswerRequest['user_answer'] }> {
  if (!input.is_linked_ques) return [{ question_id: input.question_id, user_answer: input.user_answer }];
  if (!input.linked_answers?.length) throw new AppError('linkedAnswersIncomplete');
  const ids = input.linked_answers.map((a) => a.question_id);
  if (new Set(ids).size !== ids.length)
    throw new AppError('validation', { message: 'Each question may be answered once.' });
  return input.linked_answers;
}
