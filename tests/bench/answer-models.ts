import type { Question } from '#shared/schemas/content';
import { guessingOf } from '../../functions/assessment/scoring/guessing';
import { probability } from '../../functions/assessment/scoring/ability';

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
 *   of the box in each gap of a cloze that has one, nothing right on a typed or spoken answer.
 * - **random**: a learner clicking at random throughout: blind answers everywhere.
 */
export type Answerer = (q: Question, theta: number, rng: () => number) => number;

export const DISCRIMINATION_SD = 0.35;
export const SLIP = 0.03;

export const engineAnswers: Answerer = (q, theta, rng) => (rng() < probability(theta, q.qlevel, guessingOf(q)) ? 1 : 0);

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

/** The realistic model with its items' discriminations drawn once per item (seeded by the item's id). */
export function realisticAnswers(seed: number): Answerer {
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
    const knows = rng() < 1 / (1 + Math.exp(-slope(q.question_id) * (theta - q.qlevel)));
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

/** A standard normal fixed by (seed, id): Box–Muller on two hashed uniforms. */
function normalOf(seed: number, id: number): number {
  const u = (salt: number) => {
    let h = 0x811c9dc5;
    for (const ch of `${seed}:${id}:${salt}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
    return ((h >>> 0) + 0.5) / 4294967296;
  };
  return Math.sqrt(-2 * Math.log(u(1))) * Math.cos(2 * Math.PI * u(2));
}
