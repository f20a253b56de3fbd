import { LEVEL_BANDS } from './thresholds';

export type LevelBand = (typeof LEVEL_BANDS)[number]['name'];

/** The spec 02 §9 band of a level on 1–12 (touching ends belong to the higher band). */
export function levelBand(level: number): LevelBand {
  let band: LevelBand = LEVEL_BANDS[0].name;
  for (const b of LEVEL_BANDS) if (level >= b.from) band = b.name;
  return band;
}
