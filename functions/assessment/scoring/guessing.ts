import type { Question } from '#shared/schemas/content';
import { isKnownTextSpoken, spokenAnswerModel, spokenKind } from '#shared/scoring/spoken-outcome';
import { ABILITY } from '#shared/scoring/thresholds';

/**
 * The lower asymptote of a question (docs/scoring.md, "Guessing"): the score a learner who knows
 * nothing earns on average by answering blind, fixed by the question's type and never estimated
 * per learner. The level model counts it (ability.ts), so a lucky guess is not read as ability.
 *
 * - MCQ: 1 / the number of choices (three choices: 1/3).
 * - MS and Wordcloud: the expected score of picking as many options as there are right answers,
 *   at random (the question says how many: 'Which TWO…'), under the partial-credit rule
 *   max(0, (right − wrong) / right answers). Two right of four: 1/6; three right of eight words: 0.107.
 * - Cloze whose gaps are filled from a word box: 1 / the words in the box, the expected share of gaps
 *   a blind pick fills right.
 * - Everything typed or spoken (SA, cloze without a box, LA, read-aloud): 0. A blind typed answer
 *   matches an accepted answer too rarely to model.
 */
export type GuessingInput = Pick<Question, 'type' | 'choices' | 'word_bank' | 'correct_answers'>;

export function guessingOf(question: GuessingInput): number {
  if (question.type === 'MCQ') {
    const options = question.choices?.length ?? 0;
    return options > 1 ? round3(1 / options) : 0;
  }
  if (question.type === 'MS') return blindPicks(question.choices?.length ?? 0, question.correct_answers?.length ?? 0);
  if (question.type === 'Wordcloud')
    return blindPicks(question.word_bank?.length ?? 0, question.correct_answers?.length ?? 0);
  if (question.type.startsWith('Cloze') && (question.word_bank?.length ?? 0) > 1)
    return round3(1 / question.word_bank!.length);
  return 0;
}

/** Expected partial credit of k picks drawn at random from n options of which k are right (hypergeometric). */
export function blindPicks(n: number, k: number): number {
  if (k < 1 || n <= k) return 0;
  let expected = 0;
  for (let right = 0; right <= k; right++) {
    const ways = choose(k, right) * choose(n - k, k - right);
    expected += (ways / choose(n, k)) * Math.max(0, (2 * right - k) / k);
  }
  return round3(expected);
}

/**
 * How the level model reads an answer to this question: its guessing, and its upper asymptote. A
 * known-text spoken answer is read through its kind's measured error rates (shared/scoring/spoken-outcome.ts):
 * a kind the engine tells right from wrong less well counts for less.
 */
export function answerModelOf(question: GuessingInput & Pick<Question, 'domain' | 'answer_format'>): {
  guessing: number;
  upper: number;
} {
  if (isKnownTextSpoken(question)) return spokenAnswerModel(spokenKind(question));
  return { guessing: guessingOf(question), upper: ABILITY.upper };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
