import type { LevelResult, ScoreData, Skill } from '#shared/api/contract-assessment';
import { levelBand } from '#shared/scoring/level-bands';
import { skillNames } from '../../lib/skills';

/**
 * Levels out of 12 (spec 02 §3 score, §9): the overall level o and one per skill, or ranges for a
 * 'free' attempt. Rows for the score panel and the completion popup, from either shape the API sends.
 */
export const LEVEL_MAX = 12;

export interface LevelRow {
  code: Skill | 'O';
  label: string;
  level: number | null;
  range: [number, number] | null;
  /** Asked, but too few answers for a level (LEVEL_EVIDENCE). */
  needsMore?: boolean;
}

const order: Skill[] = ['R', 'W', 'L', 'S'];

export function rowsFromScore(score: ScoreData): LevelRow[] {
  const byCode: Record<Skill, number | null> = { R: score.rLevel, W: score.wLevel, L: score.lLevel, S: score.sLevel };
  return order.map((code) => ({
    code,
    label: skillNames[code],
    level: byCode[code],
    range: null,
    needsMore: score.needsMore?.includes(code),
  }));
}

export function rowsFromResult(result: LevelResult): LevelRow[] {
  const levels: Record<Skill, [number | null, [number, number] | null]> = {
    R: [result.r_level, result.r_level_range],
    W: [result.w_level, result.w_level_range],
    L: [result.l_level, result.l_level_range],
    S: [result.s_level, result.s_level_range],
  };
  return order
    .map((code) => ({
      code,
      label: skillNames[code],
      level: levels[code][0],
      range: levels[code][1],
      needsMore: result.needs_more?.includes(code),
    }))
    .filter((row) => row.level !== null || row.range !== null || row.needsMore);
}

/** 6 → '6', 6.44 → '6.4'. */
export function formatLevel(level: number): string {
  return Number.isInteger(level) ? String(level) : level.toFixed(1);
}

export function formatRange(range: [number, number]): string {
  return `${formatLevel(range[0])}–${formatLevel(range[1])}`;
}

/** Spec 02 §9: "The progress bar data-percent uses 12 times percent divided by 100" (the level again). */
export function barPercent(level: number): { percent: number; dataPercent: string } {
  const percent = Math.min(100, Math.max(0, (level / LEVEL_MAX) * 100));
  return { percent, dataPercent: formatLevel((LEVEL_MAX * percent) / 100) };
}

export function bandOf(level: number | null, given: string | null): string | null {
  if (given) return given;
  return level === null ? null : levelBand(level);
}

/** All four skills, each with its level or 'Not tested yet' (the dashboards' levels out of 12). */
export function allSkillRows(result: LevelResult | null): LevelRow[] {
  const levels: Record<Skill, number | null> = {
    R: result?.r_level ?? null,
    W: result?.w_level ?? null,
    L: result?.l_level ?? null,
    S: result?.s_level ?? null,
  };
  return order.map((code) => ({ code, label: skillNames[code], level: levels[code], range: null }));
}
