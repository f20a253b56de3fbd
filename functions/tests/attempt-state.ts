import { AppError } from '#shared/errors';
import type { AttemptRecord, Response } from './attempt-record';
import { samePage } from './pages';

/**
 * The attempt's state transitions, as pure functions (the store only persists their results):
 * open → (a submission of exactly the page asked) → open with the next page, or graded. Any other
 * submission is refused before anything is scored or written.
 */
export function checkSubmission(attempt: AttemptRecord, ids: readonly number[], linked: boolean): void {
  if (attempt.status !== 'open') throw new AppError(attempt.endReason === 'timeUp' ? 'timeUp' : 'attemptFinished');
  if (ids.some((id) => attempt.answeredIds.includes(id))) throw new AppError('questionAnswered');
  if (samePage(ids, attempt.current)) return;
  const onPage = ids.every((id) => attempt.current.includes(id));
  if (onPage && (linked || attempt.current.length > 1)) throw new AppError('linkedAnswersIncomplete');
  throw new AppError('questionNotCurrent');
}

/** The attempt with the page's answers recorded (the next page is chosen from this). */
export function withAnswers(attempt: AttemptRecord, responses: readonly Response[]): AttemptRecord {
  return {
    ...attempt,
    version: attempt.version + 1,
    answeredIds: [...attempt.answeredIds, ...responses.map((r) => r.questionId)],
    responses: [...attempt.responses, ...responses],
  };
}

/** Share of correct answers, 0–100, over scored answers (skipped and awaiting review left out). */
export function percentCorrect(responses: readonly Response[], skill?: Response['skill']): number | null {
  const scored = responses.filter((r) => (r.verdict === 'correct' || r.verdict === 'wrong') && (!skill || r.skill === skill));
  if (!scored.length) return null;
  return Math.round((scored.filter((r) => r.verdict === 'correct').length / scored.length) * 100);
}

/** The attempt as finished: no page left, graded, with its score (levels are added by the caller). */
export function graded(attempt: AttemptRecord, finishedAt: number, reason: 'completed' | 'timeUp'): AttemptRecord {
  return { ...attempt, status: 'graded', current: [], finishedAt, endReason: reason, attemptScore: percentCorrect(attempt.responses) ?? 0 };
}
