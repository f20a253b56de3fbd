import type { Question } from '#shared/schemas/content';
import type { AttemptRecord } from '../../functions/tests/attempt-record';
import { isAdaptive, levelsFor, nextPage, plannedLength } from '../../functions/tests/adaptive';
import type { StoredQuestion } from '../../functions/tests/question-pool';
import { ABILITY } from '#shared/scoring/thresholds';
import { estimateLevels, probability, startingLevel, type AbilityEstimate, type Skill } from '../../functions/tests/scoring/ability';

/**
 * Simulated examinees through the engine's own code: `nextPage` picks each page exactly as an
 * attempt does, a simulated learner of known ability θ answers it (right with the model's own
 * probability), and `levelsFor` gives the levels the score panel would show. Figures per element:
 * RMSE and bias of the shown level against θ, share within ±1 level of θ's own level (rounded), ±1 SE coverage of θ, mean
 * length and the share of attempts stopping on precision. Spoken items are left out (they need the
 * speech issue). Each skill's true level is θ plus a deviation of SD SKILL_SPREAD (skills of one
 * learner differ, a little), so the per-skill figures are not flattered by a one-trait examinee.
 */
/** θ is the overall level; each skill's own level differs from it by SKILL_SPREAD (SD) in the simulation. */
export type Examinee = { theta: number; start: number };
export const SKILL_SPREAD = 0.7;
export type Population = (rng: () => number) => Examinee;

export interface SkillFigures {
  /** Attempts in which the skill got a level shown. */
  shown: number;
  rmse: number;
  bias: number;
  coverage: number;
  meanItems: number;
}

export interface Figures {
  examinees: number;
  /** Share of attempts with an overall level shown. */
  shown: number;
  rmse: number;
  bias: number;
  within1: number;
  coverage: number;
  meanLength: number;
  precisionStops: number;
  skills: Partial<Record<Skill, SkillFigures>>;
}

/** mulberry32: a small seeded generator, so every run prints the same table. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Adults with no history: any level 1–12, starting in the middle. */
export const adults: Population = (rng) => ({ theta: 1 + 11 * rng(), start: startingLevel() });
/** Children of Classes 3–10: start at their class, true level about the class (SD 1.5 levels). */
export const children: Population = (rng) => {
  const classNumber = 3 + Math.floor(8 * rng());
  const start = startingLevel(classNumber);
  return { theta: clamp(start + 1.5 * normal(rng), 1, 12), start };
};

function attemptFor(pool: readonly StoredQuestion[], start: number, rng: () => number): AttemptRecord {
  const id = Array.from({ length: 8 }, () => Math.floor(16 * rng()).toString(16)).join('');
  return {
    attemptId: `${id}-sim`, userId: 'sim', courseId: 0, unitId: 0, elementId: 0, elementType: 'S', elementName: 'sim', attemptName: 'sim',
    adaptive: true, showFeedback: false, reviewable: false, startedAt: 0, deadline: null, holdSeconds: null, startLevel: start, status: 'open', version: 0,
    poolIds: pool.map((q) => q.question_id), current: [], answeredIds: [], responses: [], plannedTotal: plannedLength(pool, true),
  };
}

const levelField = { R: 'r_level', W: 'w_level', L: 'l_level', S: 's_level' } as const;

export function simulate(questions: readonly Question[], population: Population, examinees: number, seed: number): Figures {
  const rng = seeded(seed);
  const pool: StoredQuestion[] = questions.filter((q) => q.domain !== 'S').map((q) => ({ ...q, courseId: 0 }));
  const byId = new Map(pool.map((q) => [q.question_id, q]));
  const overall: Array<{ err: number; off: number; covered: boolean }> = [];
  const perSkill = new Map<Skill, Array<{ err: number; off: number; covered: boolean; items: number }>>();
  let length = 0;
  let precision = 0;

  for (let n = 0; n < examinees; n++) {
    const { theta, start } = population(rng);
    const own: Record<Skill, number> = { R: 0, W: 0, L: 0, S: 0 };
    for (const skill of ['R', 'W', 'L'] as const) own[skill] = clamp(theta + SKILL_SPREAD * normal(rng), 0.5, 12.5);
    const attempt = attemptFor(pool, start, rng);
    for (let page = nextPage(attempt, byId); page?.length; page = nextPage(attempt, byId)) {
      for (const id of page) {
        const q = byId.get(id)!;
        attempt.answeredIds.push(id);
        if (q.type === 'INS') continue;
        attempt.responses.push({ questionId: id, skill: q.domain, qlevel: q.qlevel, score: rng() < probability(own[q.domain], q.qlevel) ? 1 : 0, verdict: 'correct' });
      }
    }
    const model = attempt.responses.map((r) => ({ question_id: r.questionId, qlevel: r.qlevel, domain: r.skill, score: r.score ?? -1 }));
    const shown = levelsFor(attempt, byId);
    const estimates = estimateLevels(model, { start });
    const scorable = pool.filter((q) => q.type !== 'INS').length;
    length += model.length;
    if (model.length < Math.min(ABILITY.maxQuestions, scorable)) precision++;

    const record = (e: AbilityEstimate, level: number, truth: number) => ({ err: level - truth, off: Math.abs(level - Math.round(truth)), covered: Math.abs(e.theta - truth) <= e.se });
    // The overall level of a learner whose skills differ: the mean of the skills the element tests.
    const tested = [...new Set(pool.filter((q) => q.type !== 'INS').map((q) => q.domain))];
    const overallTruth = tested.reduce((sum, skill) => sum + own[skill], 0) / tested.length;
    if (shown.o_level !== null) overall.push(record(estimates.o, shown.o_level, overallTruth));
    for (const skill of ['R', 'W', 'L'] as const) {
      const level = shown[levelField[skill]];
      const e = estimates[skill];
      if (level === null || !e) continue;
      const list = perSkill.get(skill) ?? [];
      list.push({ ...record(e, level, own[skill]), items: e.answered });
      perSkill.set(skill, list);
    }
  }

  const summary = (list: Array<{ err: number; covered: boolean }>) => ({
    rmse: Math.sqrt(list.reduce((s, r) => s + r.err ** 2, 0) / Math.max(1, list.length)),
    bias: list.reduce((s, r) => s + r.err, 0) / Math.max(1, list.length),
    coverage: list.filter((r) => r.covered).length / Math.max(1, list.length),
  });
  const skills: Partial<Record<Skill, SkillFigures>> = {};
  for (const [skill, list] of perSkill) {
    skills[skill] = { shown: list.length / examinees, ...summary(list), meanItems: list.reduce((s, r) => s + r.items, 0) / list.length };
  }
  return {
    examinees,
    shown: overall.length / examinees,
    ...summary(overall),
    within1: overall.filter((r) => r.off <= 1).length / Math.max(1, overall.length),
    meanLength: length / examinees,
    precisionStops: precision / examinees,
    skills,
  };
}

/** An ideal bank: `perLevel` items at every level 1–12 for each of R, W and L. */
export function idealBank(perLevel = 4): Question[] {
  const questions: Question[] = [];
  let id = 1;
  for (const domain of ['R', 'W', 'L'] as const)
    for (let qlevel = 1; qlevel <= 12; qlevel++)
      for (let k = 0; k < perLevel; k++) questions.push({ question_id: id++, type: 'MCQ', domain, qlevel, question: 'ideal' });
  return questions;
}

export { isAdaptive };
