import type { Question } from '#shared/schemas/content';
import { levelBand, type LevelBand } from '#shared/scoring/level-bands';
import { ABILITY } from '#shared/scoring/thresholds';

/**
 * Adaptive levels (docs/scoring.md has the model, the formulas and a worked example).
 *
 * A Rasch model with a lower asymptote on the level scale: a question of level b and guessing c
 * (guessing.ts: 1/options for a choice question, 0 for a typed one) is answered correctly by a
 * learner of ability θ with probability P = c + (1 − c) / (1 + e^(−a(θ − b))), a fixed slope a
 * (a 3PL with a = 1, sometimes called 1PL-G). Graded scores count as graded evidence: a score x in
 * 0..1 contributes P^x (1 − P)^(1 − x) to the likelihood. The estimate is the posterior mean (EAP)
 * over a grid, with a normal prior centred on the starting level; its standard deviation is the SE.
 */
export type Skill = Question['domain'];

export interface ScoredResponse {
  question_id: number;
  qlevel: number;
  domain: Skill;
  /** 0..1; -1 (awaiting review, or skipped) is not evidence. */
  score: number;
  /** The question's lower asymptote c (guessing.ts); 0 when absent (typed answers, older attempts). */
  guessing?: number;
  /** The upper asymptote d: ABILITY.upper when absent; a spoken answer's is its kind's (guessing.ts). */
  upper?: number;
}

export interface AbilityEstimate {
  /** Posterior mean on the latent level scale (not rounded or clamped). */
  theta: number;
  /** Posterior standard deviation. */
  se: number;
  /**
   * Posterior standard deviation of the level as the scale can show it (θ clamped to 1–12): equal
   * to `se` inside the scale, smaller at its ends, where a learner above 12 is certainly shown 12.
   */
  levelSe: number;
  /** Rounded and clamped to 1–12. */
  level: number;
  /** θ ± 1 SE, rounded and clamped to 1–12: what 'free' attempts show. */
  range: [number, number];
  band: LevelBand;
  /** Responses that counted (scored, not awaiting review). */
  answered: number;
}

export interface EstimateOptions {
  /** Prior mean: the starting level (startingLevel()). */
  start?: number;
  /** Prior standard deviation; Infinity for a flat prior. */
  priorSd?: number;
  /** Quadrature points; the default spans ABILITY.grid. */
  grid?: readonly number[];
}

const defaultGrid: readonly number[] = (() => {
  const { from, to, step } = ABILITY.grid;
  return Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
})();

const clampLevel = (x: number) => Math.min(12, Math.max(1, Math.round(x)));

/** Where a learner starts: a child's class (3–10) minus one, else the middle of the scale. */
export function startingLevel(classNumber?: number | null): number {
  return classNumber ? clampLevel(classNumber - ABILITY.classOffset) : ABILITY.defaultStart;
}

/** The logistic part of the model, before guessing and slips: 1 / (1 + e^(−a(θ − b))). */
export const logistic = (theta: number, qlevel: number) => 1 / (1 + Math.exp(-ABILITY.slope * (theta - qlevel)));

export function probability(theta: number, qlevel: number, guessing = 0, upper: number = ABILITY.upper): number {
  return guessing + (upper - guessing) * logistic(theta, qlevel);
}

/**
 * Fisher information of a question at θ: a²·(P − c)²/(1 − c)²·(1 − P)/P, which is a²·P·(1 − P)
 * without guessing. Guessing lowers it (a third at most for three choices) and moves its peak a
 * little above the question's level: a lucky right answer says less than a typed one.
 */
export function information(theta: number, qlevel: number, guessing = 0, upper: number = ABILITY.upper): number {
  const l = logistic(theta, qlevel);
  const spread = upper - guessing;
  if (spread <= 0) return 0; // right and wrong alike: nothing to learn (a spoken kind the engine cannot tell apart)
  const p = guessing + spread * l;
  const slope = ABILITY.slope * spread * l * (1 - l); // dP/dθ
  return (slope * slope) / (p * (1 - p));
}

const counted = (responses: readonly ScoredResponse[]) => responses.filter((r) => r.score >= 0 && r.score <= 1);

/** ln P and ln(1 − P) over the default grid, per (level, guessing, upper): every estimate reuses them. */
const logTables = new Map<string, { right: Float64Array; wrong: Float64Array }>();
function logTable(qlevel: number, guessing: number, upper: number) {
  const key = `${qlevel}:${guessing}:${upper}`;
  let table = logTables.get(key);
  if (!table) {
    const p = defaultGrid.map((theta) => probability(theta, qlevel, guessing, upper));
    table = { right: Float64Array.from(p, Math.log), wrong: Float64Array.from(p, (x) => Math.log(1 - x)) };
    logTables.set(key, table);
  }
  return table;
}

export function estimateAbility(responses: readonly ScoredResponse[], options: EstimateOptions = {}): AbilityEstimate {
  const start = options.start ?? ABILITY.defaultStart;
  const sd = options.priorSd ?? ABILITY.priorSd;
  const grid = options.grid ?? defaultGrid;
  const n = grid.length;
  const evidence = counted(responses);
  const logPosterior = new Float64Array(n);
  if (Number.isFinite(sd)) for (let k = 0; k < n; k++) logPosterior[k] = -0.5 * ((grid[k]! - start) / sd) ** 2;
  for (const r of evidence) {
    const c = r.guessing ?? 0;
    const d = r.upper ?? ABILITY.upper;
    if (grid === defaultGrid) {
      const { right, wrong } = logTable(r.qlevel, c, d);
      for (let k = 0; k < n; k++) logPosterior[k]! += r.score * right[k]! + (1 - r.score) * wrong[k]!;
    } else {
      for (let k = 0; k < n; k++) {
        const p = probability(grid[k]!, r.qlevel, c, d);
        logPosterior[k]! += r.score * Math.log(p) + (1 - r.score) * Math.log(1 - p);
      }
    }
  }
  let top = -Infinity;
  for (let k = 0; k < n; k++) top = Math.max(top, logPosterior[k]!);
  // Moments of θ, and of θ clamped to the scale (the level as shown), under the posterior weights.
  let total = 0,
    m1 = 0,
    m2 = 0,
    s1 = 0,
    s2 = 0;
  for (let k = 0; k < n; k++) {
    const w = Math.exp(logPosterior[k]! - top);
    const t = grid[k]!;
    const shown = t < 1 ? 1 : t > 12 ? 12 : t;
    total += w;
    m1 += w * t;
    m2 += w * t * t;
    s1 += w * shown;
    s2 += w * shown * shown;
  }
  const theta = m1 / total;
  const se = Math.sqrt(Math.max(0, m2 / total - theta * theta));
  const levelSe = Math.sqrt(Math.max(0, s2 / total - (s1 / total) ** 2));
  const level = clampLevel(theta);
  return {
    theta,
    se,
    levelSe,
    level,
    range: [clampLevel(theta - se), clampLevel(theta + se)],
    band: levelBand(level),
    answered: evidence.length,
  };
}

export type Levels = { o: AbilityEstimate } & Record<Skill, AbilityEstimate | null>;

/**
 * Overall level o from every answer (one trait), and one level per skill tested (null if none).
 * A skill borrows strength from the others (augmented subscores, Wainer et al. 2001): its prior is
 * the level the other skills' answers give, widened by ABILITY.skillSpread, the spread of a
 * learner's skills about their overall level. Five answers alone leave a skill's SE near 1 level.
 */
export function estimateLevels(responses: readonly ScoredResponse[], options: EstimateOptions = {}): Levels {
  const bySkill = (skill: Skill) => {
    const own = responses.filter((r) => r.domain === skill);
    if (!counted(own).length) return null;
    const others = responses.filter((r) => r.domain !== skill);
    if (!counted(others).length) return estimateAbility(own, options);
    const rest = estimateAbility(others, options);
    return estimateAbility(own, { ...options, start: rest.theta, priorSd: Math.hypot(ABILITY.skillSpread, rest.se) });
  };
  return { o: estimateAbility(responses, options), R: bySkill('R'), W: bySkill('W'), L: bySkill('L'), S: bySkill('S') };
}

export interface StopOptions extends EstimateOptions {
  skill?: Skill;
  maxQuestions?: number;
  minQuestions?: number;
  seTarget?: number;
}

export interface StopDecision {
  stop: boolean;
  reason: 'length' | 'precision' | null;
  estimate: AbilityEstimate;
}

/**
 * Stop on length (every answer counts, reviewed or not) or on precision: enough scored answers and
 * a standard error below `seTarget`. Above the top of the scale it is the shown level's (`levelSe`):
 * a learner answering everything right is shown 12 however many more questions they get. At the
 * bottom it stays θ's own: a learner below level 1 goes on to the easiest questions, which tell a
 * beginner from blind answering (person-fit.ts) at little cost to either.
 */
export function shouldStop(responses: readonly ScoredResponse[], options: StopOptions = {}): StopDecision {
  const own = options.skill ? responses.filter((r) => r.domain === options.skill) : responses;
  const estimate = estimateAbility(own, options);
  if (own.length >= (options.maxQuestions ?? ABILITY.maxQuestions)) return { stop: true, reason: 'length', estimate };
  const se = estimate.theta > 12 ? estimate.levelSe : estimate.se;
  const precise =
    estimate.answered >= (options.minQuestions ?? ABILITY.minQuestions) && se < (options.seTarget ?? ABILITY.seTarget);
  return precise ? { stop: true, reason: 'precision', estimate } : { stop: false, reason: null, estimate };
}
