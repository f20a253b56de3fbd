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

/**
 * The attempt's percentage, 0–100: the credit of every question asked over their number. A
 * question's credit is its score (2 of 3 gaps right gives 0.67, not a whole question); a skipped
 * question is asked and earns nothing. Instruction pages are not questions, an answer awaiting
 * review has no score yet, and a spoken answer the engine could not tell ('unsure') never counts
 * against the learner, so all three are left out (docs/scoring.md, "The percentage").
 */
export function percentCorrect(responses: readonly Response[], skill?: Response['skill']): number | null {
  const asked = responses.filter((r) => questionAnswered(r) && counted(r) && (!skill || r.skill === skill));
  if (!asked.length) return null;
  const credit = asked.reduce((sum, r) => sum + creditOf(r), 0);
  return Math.round((credit / asked.length) * 100);
}

/** Whether a response counts in the percentage: not awaiting review, not unsure. */
export function counted(r: Pick<Response, 'verdict'>): boolean {
  return r.verdict !== 'awaiting_review' && r.verdict !== 'unsure';
}

/** What one response adds to the percentage: its score, 0 when skipped. */
export function creditOf(r: Pick<Response, 'score' | 'verdict'>): number {
  if (r.verdict === 'skipped' || r.score === null || r.score < 0) return 0;
  return Math.min(1, r.score);
}

/** A response to a question, not the reading of an instruction page. */
export function questionAnswered(r: Pick<Response, 'instruction'>): boolean {
  return !r.instruction;
}

/** The attempt as finished: no page left, graded, with its score (levels are added by the caller). */
export function graded(attempt: AttemptRecord, finishedAt: number, reason: 'completed' | 'timeUp'): AttemptRecord {
  return {
    ...attempt,
    status: 'graded',
    current: [],
    finishedAt,
    endReason: reason,
    attemptScore: percentCorrect(attempt.responses) ?? 0,
  };
}
