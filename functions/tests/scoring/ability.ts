import type { Question } from '#shared/schemas/content';
import { levelBand, type LevelBand } from '#shared/scoring/level-bands';
import { ABILITY } from '#shared/scoring/thresholds';

/**
 * Adaptive levels (docs/scoring.md has the model, the formulas and a worked example).
 *
 * A Rasch model on the level scale: a question of level b is answered correctly by a learner of
 * ability θ with probability P = 1 / (1 + e^(−a(θ − b))), a fixed slope a. Graded scores count as
 * graded evidence: a score x in 0..1 contributes P^x (1 − P)^(1 − x) to the likelihood, so 0.6 sits
 * between right and wrong. The estimate is the posterior mean (EAP) over a grid, with a normal
 * prior centred on the starting level; its standard deviation is the standard error.
 */
export type Skill = Question['domain'];
export const SKILLS: readonly Skill[] = ['R', 'W', 'L', 'S'];

export interface ScoredResponse {
  question_id: number;
  qlevel: number;
  domain: Skill;
  /** 0..1; -1 (awaiting review) is not evidence yet. */
  score: number;
}

export interface AbilityEstimate {
  /** Posterior mean on the latent level scale (not rounded or clamped). */
  theta: number;
  /** Posterior standard deviation. */
  se: number;
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

export function probability(theta: number, qlevel: number): number {
  return 1 / (1 + Math.exp(-ABILITY.slope * (theta - qlevel)));
}

/** Fisher information of a question at θ: a²·P·(1 − P), largest where its level meets θ. */
export function information(theta: number, qlevel: number): number {
  const p = probability(theta, qlevel);
  return ABILITY.slope ** 2 * p * (1 - p);
}

const counted = (responses: readonly ScoredResponse[]) => responses.filter((r) => r.score >= 0 && r.score <= 1);

export function estimateAbility(responses: readonly ScoredResponse[], options: EstimateOptions = {}): AbilityEstimate {
  const start = options.start ?? ABILITY.defaultStart;
  const sd = options.priorSd ?? ABILITY.priorSd;
  const grid = options.grid ?? defaultGrid;
  const evidence = counted(responses);
  const logPosterior = grid.map((theta) => {
    let lp = Number.isFinite(sd) ? -0.5 * ((theta - start) / sd) ** 2 : 0;
    for (const r of evidence) {
      const p = probability(theta, r.qlevel);
      lp += r.score * Math.log(p) + (1 - r.score) * Math.log(1 - p);
    }
    return lp;
  });
  const top = Math.max(...logPosterior);
  const weights = logPosterior.map((lp) => Math.exp(lp - top));
  const total = weights.reduce((a, b) => a + b, 0);
  const theta = grid.reduce((sum, t, i) => sum + t * weights[i]!, 0) / total;
  const variance = grid.reduce((sum, t, i) => sum + (t - theta) ** 2 * weights[i]!, 0) / total;
  const se = Math.sqrt(variance);
  const level = clampLevel(theta);
  return { theta, se, level, range: [clampLevel(theta - se), clampLevel(theta + se)], band: levelBand(level), answered: evidence.length };
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

export interface SelectionOptions extends EstimateOptions {
  /** Choose only questions of this skill, at this skill's estimate. */
  skill?: Skill;
  /** Seeds the tie-break between equally informative questions (varies exposure); by id if absent. */
  seed?: number;
}

type Candidate = Pick<Question, 'question_id' | 'qlevel' | 'domain' | 'type'>;

/** A stable pseudo-random order for ties (FNV-1a of seed and id). */
function tieKey(id: number, seed: number | undefined): number {
  if (seed === undefined) return id;
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** The unasked question that tells most about the learner now (most information at the estimate). */
export function nextItem<Q extends Candidate>(pool: readonly Q[], responses: readonly ScoredResponse[], options: SelectionOptions = {}): Q | null {
  const asked = new Set(responses.map((r) => r.question_id));
  const evidence = options.skill ? responses.filter((r) => r.domain === options.skill) : responses;
  const theta = estimateAbility(evidence, options).theta;
  let best: Q | null = null;
  let bestInfo = -1;
  for (const q of pool) {
    if (asked.has(q.question_id) || q.type === 'INS' || (options.skill && q.domain !== options.skill)) continue;
    const info = information(theta, q.qlevel);
    const tie = Math.abs(info - bestInfo) < 1e-12;
    if (info > bestInfo + 1e-12 || (tie && best && tieKey(q.question_id, options.seed) < tieKey(best.question_id, options.seed))) {
      best = q;
      bestInfo = info;
    }
  }
  return best;
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

/** Stop on length (every answer counts, reviewed or not) or on precision (enough scored answers). */
export function shouldStop(responses: readonly ScoredResponse[], options: StopOptions = {}): StopDecision {
  const own = options.skill ? responses.filter((r) => r.domain === options.skill) : responses;
  const estimate = estimateAbility(own, options);
  if (own.length >= (options.maxQuestions ?? ABILITY.maxQuestions)) return { stop: true, reason: 'length', estimate };
  const precise = estimate.answered >= (options.minQuestions ?? ABILITY.minQuestions) && estimate.se < (options.seTarget ?? ABILITY.seTarget);
  return precise ? { stop: true, reason: 'precision', estimate } : { stop: false, reason: null, estimate };
}
