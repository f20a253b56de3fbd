import type { Question } from '#shared/schemas/content';
import { answerModelOf } from '../../functions/assessment/scoring/guessing';
import { probability } from '../../functions/assessment/scoring/ability';
import { isKnownTextSpoken, spokenKind } from '#shared/scoring/spoken-outcome';
import { SPEECH } from '#shared/scoring/thresholds';

/**
 * How simulated learners answer (docs/scoring.md, "The simulation bench"). Each model gives a
 * question's score (0..1) for a learner whose true level in the question's skill is θ.
 *
 * - **engine**: the engine's own model (Rasch with the lower asymptote of guessing.ts).
 * - **realistic**: what real items do and the engine does not know. A learner knows the answer with
 *   probability 1 / (1 + e^(−a(θ − b))), where each item has its own discrimination a, lognormal
 *   with median 1 and SD of ln a `DISCRIMINATION_SD` (0.35: a from 0.5 to 2 for 95 % of items); a
 *   learner who knows slips with probability `SLIP` (0.03: a misread, a mis-tap); one who does not
 *   know answers blind: one option of an MCQ at random (right 1/options), as many options of an MS
 *   or Wordcloud at random as it has right answers (scored by the partial-credit rule), a random word
 *   of the box in each gap of a cloze that has one, nothing right on a typed answer. A spoken answer
 *   passes or fails as the speech engine hears it: a wrong one passes, and a right one is called poor,
 *   at the kind's rates measured on the speech test set (SPEECH.outcome).
 *   And the labels are off: an item's true difficulty is its level plus a normal error of SD
 *   `LABEL_SD` (0.5: authored levels, checked by the weekly calibration, which proposes a new level
 *   past 1 level of drift), fixed per item.
 * - **random**: a learner clicking at random throughout: blind answers everywhere.
 */
export type Answerer = (q: Question, theta: number, rng: () => number) => number;

export const DISCRIMINATION_SD = 0.35;
export const SLIP = 0.03;
export const LABEL_SD = 0.5;
/** A new, uncalibrated bank: levels off by N(0, 1) (the robustness run, tests/bench/recalibration.ts). */
export const NEW_BANK_SD = 1;

/** Each item's true difficulty: its authored level plus a normal error of SD `sd`, fixed by (seed, id). */
export function trueDifficulties(questions: readonly Question[], seed: number, sd: number): Map<number, number> {
  return new Map(questions.map((q) => [q.question_id, q.qlevel + sd * normalOf(seed, q.question_id, 'label')]));
}

export const engineAnswers: Answerer = (q, theta, rng) => {
  const model = answerModelOf(q);
  return rng() < probability(theta, q.qlevel, model.guessing, model.upper) ? 1 : 0;
};

/** A blind answer: a random choice, random picks of the asked number, or nothing typed right. */
export function blindAnswer(q: Question, rng: () => number): number {
  const right = q.correct_answers ?? [];
  if (q.type === 'MCQ') return right.includes(q.choices![Math.floor(rng() * q.choices!.length)]!.id) ? 1 : 0;
  if (q.type === 'MS' || q.type === 'Wordcloud') {
    const options = q.type === 'MS' ? q.choices!.map((c) => c.id as string) : q.word_bank!;
    const picks = shuffle(options, rng).slice(0, right.length);
    const hits = picks.filter((p) => right.includes(p)).length;
    return Math.max(0, (hits - (picks.length - hits)) / right.length);
  }
  // Gaps filled from a word box: each gap a random word of the box (the score is the share right).
  if (q.type.startsWith('Cloze') && q.word_bank?.length)
    return (
      right.filter((gap) => gap.split('|').includes(q.word_bank![Math.floor(rng() * q.word_bank!.length)]!)).length /
      right.length
    );
  return 0;
}

export const randomAnswers: Answerer = (q, _theta, rng) => blindAnswer(q, rng);

/**
 * The realistic model with its items' discriminations drawn once per item (seeded by the item's id),
 * answering each item at its true difficulty: `truth` when given (a bank whose levels are being
 * recalibrated keeps its truth), else the item's level with a label error of SD `LABEL_SD`.
 */
export function realisticAnswers(seed: number, truth?: ReadonlyMap<number, number>): Answerer {
  const difficulty = (q: Question) =>
    truth?.get(q.question_id) ?? q.qlevel + LABEL_SD * normalOf(seed, q.question_id, 'label');
  const slopes = new Map<number, number>();
  const slope = (id: number) => {
    let a = slopes.get(id);
    if (a === undefined) {
      a = Math.exp(DISCRIMINATION_SD * normalOf(seed, id));
      slopes.set(id, a);
    }
    return a;
  };
  return (q, theta, rng) => {
    const knows = rng() < 1 / (1 + Math.exp(-slope(q.question_id) * (theta - difficulty(q))));
    // A spoken answer is heard by the speech engine, which passes a wrong one and calls a right one poor
    // at its kind's measured rates (shared/scoring/spoken-outcome.ts).
    if (isKnownTextSpoken(q)) {
      const { passedWrong, poorCorrect } = SPEECH.outcome[spokenKind(q)];
      return rng() < (knows ? 1 - SLIP - poorCorrect : passedWrong) ? 1 : 0;
    }
    if (knows) return rng() < SLIP ? 0 : 1;
    return blindAnswer(q, rng);
  };
}

function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A standard normal fixed by (seed, id, what): Box–Muller on two hashed uniforms. */
function normalOf(seed: number, id: number, what = ''): number {
  const u = (salt: number) => {
    let h = 0x811c9dc5;
    for (const ch of `${seed}:${id}:${salt}${what}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
    return ((h >>> 0) + 0.5) / 4294967296;
  };
  return Math.sqrt(-2 * Math.log(u(1))) * Math.cos(2 * Math.PI * u(2));
}
