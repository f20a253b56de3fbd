import type { Question } from '../schemas/content';
import { AWAITING_REVIEW, CLOZE_PASS_MARK, PASS_MARK, RETRY_PASS_MARK, SPOKEN_PASS_MARK } from './thresholds';

export type ScoreVerdict = 'correct' | 'wrong' | 'awaiting_review';

/** Types whose pass mark is 0.4 instead of 0.5 (spec 02 §4, §9). */
const clozePassTypes: ReadonlySet<Question['type']> = new Set(['Cloze_with_passage', 'Cloze_with_conversation']);

export function passMark(type: Question['type']): number {
  return clozePassTypes.has(type) ? CLOZE_PASS_MARK : PASS_MARK;
}

/**
 * A recorded answer's pass mark: 0.6 for the first recording (below is the poor band, which must be
 * recorded again), 0.5 for the re-recording (spec 02 §9 'Retry pass mark 0.5'); conversation cloze 0.4.
 */
export function spokenPassMark(type: Question['type'], retry: boolean): number {
  if (clozePassTypes.has(type)) return CLOZE_PASS_MARK;
  return retry ? RETRY_PASS_MARK : SPOKEN_PASS_MARK;
}

/**
 * Spec 02 §4 scoring view: -1 awaits review; otherwise correct at or above the pass mark (the type's, unless given).
 *
 */
export function verdictOf(type: Question['type'], score: number, mark = passMark(type)): ScoreVerdict {
  if (score === AWAITING_REVIEW) return 'awaiting_review';
  return score >= mark ? 'correct' : 'wrong';
}
