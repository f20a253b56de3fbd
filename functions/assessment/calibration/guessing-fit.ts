import { logistic } from '../scoring/ability';

/**
 * An item's own guessing, from real answers (docs/scoring.md, "Calibration"). The engine fixes the
 * lower asymptote per item type (guessing.ts: 1/3 for three choices); a distractor nobody believes
 * makes a question easier to guess than its type says. With the learners' abilities from the
 * calibration held, the item's difficulty and guessing are fitted together (the highest likelihood
 * over c from 0 to 0.6). The asymptote shows only in learners well below the item, so it is
 * estimated only from enough of their answers; otherwise the report says how many there were.
 */
export const GUESSING_FIT = {
  /** Answers from learners at least this far (levels) below the item inform its guessing. */
  below: 1.5,
  /** Fewest such answers for an estimate. */
  minAnswers: 60,
  /** Estimated guessing this far from the assumed one (and beyond two standard errors): check the distractors. */
  maxDifference: 0.1,
} as const;

/**
 * The calibration's item model: P = c + (1 − c) L, L = 1 / (1 + e^(−(θ − b))), with the weight
 * dP/dθ / (P(1 − P)) of a score's residual in the likelihood's slope (Fisher scoring).
 */
export function itemModel(theta: number, b: number, c: number): { p: number; slope: number } {
  const l = logistic(theta, b);
  const p = c + (1 - c) * l;
  return { p, slope: (p - c) * (1 - l) };
}

export interface GuessingFit {
  /** The guessing the engine assumes for the item's type. */
  assumed: number;
  /** Estimated from the answers; null when too few learners well below the item answered it. */
  estimated: number | null;
  se: number | null;
  /** Answers from learners at least GUESSING_FIT.below levels below the item. */
  lowAnswers: number;
}

interface Answer {
  theta: number;
  score: number;
}

const lnL = (answers: readonly Answer[], b: number, c: number) =>
  answers.reduce((sum, a) => {
    const { p } = itemModel(a.theta, b, c);
    return sum + a.score * Math.log(p) + (1 - a.score) * Math.log(1 - p);
  }, 0);

/** The difficulty that fits best at this guessing, by Fisher scoring from `b`. */
function bestDifficulty(answers: readonly Answer[], b: number, c: number): number {
  let d = b;
  for (let step = 0; step < 20; step++) {
    let g = 0;
    let h = 0;
    for (const a of answers) {
      const { p, slope } = itemModel(a.theta, d, c);
      g += ((p - a.score) * slope) / (p * (1 - p));
      h += (slope * slope) / (p * (1 - p));
    }
    const move = Math.max(-1, Math.min(1, g / h));
    d += move;
    if (Math.abs(move) < 1e-4) break;
  }
  return d;
}

export function fitGuessing(answers: readonly Answer[], difficulty: number, assumed: number): GuessingFit {
  const lowAnswers = answers.filter((a) => a.theta <= difficulty - GUESSING_FIT.below).length;
  if (lowAnswers < GUESSING_FIT.minAnswers) return { assumed, estimated: null, se: null, lowAnswers };
  let best = { c: assumed, b: difficulty, ll: -Infinity };
  for (let c = 0; c <= 0.6 + 1e-9; c += 0.01) {
    const b = bestDifficulty(answers, best.ll === -Infinity ? difficulty : best.b, c);
    const ll = lnL(answers, b, c);
    if (ll > best.ll) best = { c, b, ll };
  }
  // Its standard error from the information about c, the item's difficulty held: Σ (1 − L)² / (P(1 − P)).
  const info = answers.reduce((sum, a) => {
    const { p } = itemModel(a.theta, best.b, best.c);
    return sum + (1 - logistic(a.theta, best.b)) ** 2 / (p * (1 - p));
  }, 0);
  return {
    assumed,
    estimated: Math.round(best.c * 100) / 100,
    se: Math.round(100 / Math.sqrt(info)) / 100,
    lowAnswers,
  };
}
