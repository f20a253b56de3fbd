import { LEVEL_BANDS } from './thresholds';

export type LevelBand = (typeof LEVEL_BANDS)[number]['name'];

/** The spec 02 §9 band of a level on 1–12 (touching ends belong to the higher band). */
export function levelBand(level: number): LevelBand {
  let band: LevelBand = LEVEL_BANDS[0].name;
  for (const b of LEVEL_BANDS) if (level >= b.from) band = b.name;
  return band;
}

/**
 * The honest words beside a level at an end of the scale (docs/scoring.md, "Honest levels"): a
 * learner shown 12 may be above anything the test can measure, one shown 1 below it.
 */
export function levelEndNote(level: number | null): string | null {
  if (level === 12) return 'the top of this test';
  if (level === 1) return 'the lowest level this test measures';
  return null;
}
