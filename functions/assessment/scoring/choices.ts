import type { Question } from '#shared/schemas/content';
import type { TextScore } from './short-answer';

/**
 * Choice questions. MCQ is right or wrong. MS and Wordcloud give partial credit: right picks minus
 * wrong picks over the number of right answers, never below 0 — so ticking everything earns
 * nothing, and one of two right answers earns half.
 */
export interface ChoiceScore extends TextScore {
  /** Per option, in the question's order: 1 when handled right (picked and right, or left and wrong), else 0. */
  parts?: number[];
}

export function scoreMCQ(question: Question, id: string): ChoiceScore {
  const right = question.correct_answers ?? [];
  return right.includes(id)
    ? { score: 1, reason: `option ${id} is correct` }
    : { score: 0, reason: `option ${id} is not correct; the answer is ${right.join(', ')}` };
}

export function scorePicks(
  options: readonly string[],
  correct: readonly string[],
  picks: readonly string[],
  what: string,
): ChoiceScore {
  const right = new Set(correct.map((c) => c.toLowerCase()));
  const picked = new Set(picks.map((p) => p.toLowerCase()));
  const hits = picks.filter((p) => right.has(p.toLowerCase())).length;
  const misses = picks.length - hits;
  const score = right.size ? Math.max(0, (hits - misses) / right.size) : 0;
  const parts = options.map((o) => Number(picked.has(o.toLowerCase()) === right.has(o.toLowerCase())));
  const reason =
    `${hits} of ${right.size} right ${what} picked` +
    (misses ? `, ${misses} wrong ${misses === 1 ? 'pick' : 'picks'} taken off` : '');
  return { score, reason, parts };
}

export const choiceIds = (question: Question) => (question.choices ?? []).map((c) => c.id as string);
