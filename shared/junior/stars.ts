/**
 * A child's stars out of 5 for one practice set or test (decision 0833): for how the child did, never for finishing
 * alone. The same rule on the celebration at the end and in "My stars" on the child's dashboard, from the attempt's
 * percentage (each question's credit over the questions asked).
 */
export const MAX_STARS = 5;

export function starsForScore(percent: number): number {
  if (!(percent > 0)) return 0;
  return Math.min(MAX_STARS, Math.max(1, Math.ceil(percent / 20)));
}

/** Enough stars for a "Hooray": at least 3 of 5 (60 % or more). */
export function isGoodResult(stars: number): boolean {
  return stars >= 3;
}
