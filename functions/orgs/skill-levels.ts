import type { LevelResult } from '#shared/api/contract-assessment';
import type { SkillLevels } from '#shared/api/contract-orgs';

/** A test's levels as the console shows them (People, a class's results): null where none was measured. */
export function skillLevels(levels: LevelResult | null | undefined): SkillLevels {
  return {
    overall: levels?.o_level ?? null,
    reading: levels?.r_level ?? null,
    writing: levels?.w_level ?? null,
    listening: levels?.l_level ?? null,
    speaking: levels?.s_level ?? null,
  };
}
