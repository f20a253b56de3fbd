import type { Question } from '../schemas/content';
import { AWAITING_REVIEW, CLOZE_PASS_MARK, PASS_MARK } from './thresholds';

export type ScoreVerdict = 'correct' | 'wrong' | 'awaiting_review';

/** Types whose pass mark is 0.4 instead of 0.5 (spec 02 §4, §9). */
const clozePassTypes: ReadonlySet<Question['type']> = new Set(['Cloze_with_passage', 'Cloze_with_conversation']);

export function passMark(type: Question['type']): number {
  return clozePassTypes.has(type) ? CLOZE_PASS_MARK : PASS_MARK;
}

/** Spec 02 §4 scoring view: -1 awaits review; otherwise correct at or above the type's pass mark. */
export function verdictOf(type: Question['type'], score: number): ScoreVerdict {
  if (score === AWAITING_REVIEW) return 'awaiting_review';
  return score >= passMark(type) ? 'correct' : 'wrong';
}
