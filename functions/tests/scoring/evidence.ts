import { LEVEL_EVIDENCE } from '#shared/scoring/thresholds';
import type { AbilityEstimate } from './ability';

/**
 * Whether an estimate rests on enough answers to be shown as a level: at least one scored answer
 * and a standard error below LEVEL_EVIDENCE.maxSe. Below that the learner is told the skill needs
 * more answers instead of a number that could be two levels off (docs/scoring.md, "Honest levels").
 */
export function enoughEvidence(estimate: AbilityEstimate | null): estimate is AbilityEstimate {
  return Boolean(estimate && estimate.answered > 0 && estimate.se < LEVEL_EVIDENCE.maxSe);
}

