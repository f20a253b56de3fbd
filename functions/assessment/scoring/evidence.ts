import { LEVEL_EVIDENCE } from '#shared/scoring/thresholds';
import type { AbilityEstimate } from './ability';

/**
 * Whether an estimate rests on enough answers to be shown as a level: at least one scored answer
 * and the shown level's standard error (`levelSe`: θ as the 1–12 scale shows it) below
 * LEVEL_EVIDENCE.maxSe. Below that the learner is told the skill needs more answers instead of a
 * number that could be two levels off (docs/scoring.md, "Honest levels"). At the ends of the scale
 * the level is known before θ is: a learner who answers everything right is certainly shown 12,
 * however far above 12 they may be.
 */
export function enoughEvidence(estimate: AbilityEstimate | null): estimate is AbilityEstimate {
  return Boolean(estimate && estimate.answered > 0 && estimate.levelSe < LEVEL_EVIDENCE.maxSe);
}
