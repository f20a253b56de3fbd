import { ABILITY, PERSON_FIT } from '#shared/scoring/thresholds';
import type { PersonFit } from '../../core/attempts/attempt-record';
import { logistic, probability, type AbilityEstimate, type ScoredResponse } from './ability';

/**
 * Person fit of a sitting (docs/scoring.md, "Aberrant patterns"): does the pattern of right and
 * wrong answers look like a learner of some level answering, or like something else? Two checks,
 * both on the answers the test actually asked (so they suit an adaptive test):
 *
 * - **chance**: ln L(blind answering) − ln L(the best level on the 1–12 scale). Blind answering
 *   gets a choice question right with its guessing c (guessing.ts) and a typed one almost never.
 *   A learner clicking at random is pushed to the easiest questions, where a learner of any level
 *   on the scale does clearly better than chance, so their answers fit blind answering better than
 *   any level: the adaptive test itself makes this check strong.
 * - **misfit**: Snijders' lz* (2001), the standardised log-likelihood of the pattern at the estimate,
 *   corrected for the estimate being made from the same answers (the MAP correction with the normal
 *   prior, evaluated at the EAP; Magis, Raîche & Béland 2012). Far below 0: right answers where
 *   wrong ones were expected and the reverse (copied answers, a helper for part of the test).
 *
 * A flag asks a person to look; it changes nothing the learner sees.
 */
export type { PersonFit };

const scored = (responses: readonly ScoredResponse[]) => responses.filter((r) => r.score >= 0 && r.score <= 1);
const logLikelihood = (x: number, p: number) => x * Math.log(p) + (1 - x) * Math.log(1 - p);

/** ln L at θ of the scored answers. */
function lnL(responses: readonly ScoredResponse[], theta: number): number {
  return responses.reduce((sum, r) => sum + logLikelihood(r.score, probability(theta, r.qlevel, r.guessing ?? 0)), 0);
}

/** How much better blind answering explains the answers than the best level on the scale (natural log units). */
export function chanceRatio(responses: readonly ScoredResponse[]): number {
  const answers = scored(responses);
  const blind = answers.reduce(
    (sum, r) => sum + logLikelihood(r.score, Math.max(PERSON_FIT.typedChance, r.guessing ?? 0)),
    0,
  );
  let best = -Infinity;
  for (let theta = 1; theta <= 12 + 1e-9; theta += 0.1) best = Math.max(best, lnL(answers, theta));
  return blind - best;
}

/** Snijders' lz* at θ̂ (null when too few answers, or when the answers carry no information there). */
export function lzStar(
  responses: readonly ScoredResponse[],
  theta: number,
  prior: { start: number; sd: number },
): number | null {
  const answers = scored(responses);
  if (answers.length < PERSON_FIT.minAnswers) return null;
  const terms = answers.map((r) => {
    const c = r.guessing ?? 0;
    const l = logistic(theta, r.qlevel);
    const p = probability(theta, r.qlevel, c);
    const slope = (ABILITY.upper - c) * l * (1 - l); // dP/dθ with a = 1
    return { x: r.score, p, slope, w: Math.log(p / (1 - p)), r: slope / (p * (1 - p)) };
  });
  const cn = terms.reduce((s, t) => s + t.slope * t.w, 0) / terms.reduce((s, t) => s + t.slope * t.r, 0);
  const r0 = -(theta - prior.start) / prior.sd ** 2;
  const w = terms.reduce((s, t) => s + (t.x - t.p) * t.w, 0) + cn * r0;
  const variance = terms.reduce((s, t) => s + (t.w - cn * t.r) ** 2 * t.p * (1 - t.p), 0);
  return variance > 1e-9 ? w / Math.sqrt(variance) : null;
}

/** Both checks of a sitting, and whether it is flagged for review. */
export function personFit(
  responses: readonly ScoredResponse[],
  estimate: AbilityEstimate,
  prior: { start: number; sd: number },
): PersonFit {
  const chance = chanceRatio(responses);
  const lz = lzStar(responses, estimate.theta, prior);
  const reasons: PersonFit['reasons'] = [];
  if (chance > PERSON_FIT.chanceAbove) reasons.push('chance');
  if (lz !== null && lz < PERSON_FIT.lzBelow) reasons.push('misfit');
  return {
    lzStar: lz === null ? null : round2(lz),
    chance: round2(chance),
    answers: scored(responses).length,
    flagged: reasons.length > 0,
    reasons,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
