import type { Question } from '#shared/schemas/content';
import type { AttemptRecord } from '../../functions/core/attempts/attempt-record';
import { isAdaptive, nextPage, plannedLength } from '../../functions/assessment/adaptive';
import { finishedRecord } from '../../functions/assessment/finish';
import { writtenResponse } from '../../functions/assessment/grade-answer';
import type { StoredQuestion } from '../../functions/core/question-pool';
import { excludesSeen, unseenPool } from '../../functions/core/attempts/seen-items';
import { startingLevel, type Skill } from '../../functions/assessment/scoring/ability';
import { DEFAULT_TEST_SETTINGS, type TestSettings } from '../../functions/assessment/organisation-settings';
import type { Answerer } from './answer-models';

/**
 * Simulated sittings through the engine's own code: the pool a learner gets when the attempt starts
 * (`unseenPool`, what startAttempt does), each page chosen by `nextPage`, each answer recorded as
 * `writtenResponse` records it (with the question's guessing), and the attempt finished by
 * `finishedRecord` (levels and person fit as the score panel and the attempt changes get them), under
 * the organisation's settings as startAttempt puts them on the attempt (organisation-settings.ts).
 * Only the learner is simulated: a true level per skill, answering by one of the answer models.
 */
export interface SimTest {
  name: string;
  elementType: AttemptRecord['elementType'];
  /** Who sits it: children start at their class; adults, with no level yet, at 6 knowing nothing. */
  children: boolean;
  questions: StoredQuestion[];
  byId: Map<number, StoredQuestion>;
}

export interface Examinee {
  /** True level per skill. */
  own: Record<Skill, number>;
  /** The overall truth: the mean of the skills the test covers. */
  truth: number;
  start: number;
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

export function normal(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** How far (SD, levels) one learner's skills sit from their overall level. */
export const SKILL_SPREAD = 0.7;

export function simTest(
  name: string,
  elementType: AttemptRecord['elementType'],
  children: boolean,
  questions: readonly Question[],
): SimTest {
  const pool = questions.map((q) => ({ ...q, courseId: 0 }));
  return { name, elementType, children, questions: pool, byId: new Map(pool.map((q) => [q.question_id, q])) };
}

/**
 * A learner of overall level θ: each skill θ ± SKILL_SPREAD. A child's class is the one whose start
 * (class − 1) is near θ, give or take 1.5 levels (classes hold a spread of levels); `classNumber`
 * fixes it (one class sitting together). Adults start at 6, with nothing known of them (`startUnknown`).
 */
export function examinee(test: SimTest, theta: number, rng: () => number, classNumber?: number): Examinee {
  const own = { R: 0, W: 0, L: 0, S: 0 } as Record<Skill, number>;
  for (const skill of ['R', 'W', 'L', 'S'] as const) own[skill] = clamp(theta + SKILL_SPREAD * normal(rng), 0.5, 12.5);
  const tested = [...new Set(test.questions.filter((q) => q.type !== 'INS').map((q) => q.domain))];
  const truth = tested.reduce((sum, s) => sum + own[s], 0) / tested.length;
  const start = test.children
    ? startingLevel(classNumber ?? clamp(Math.round(theta + 1 + 1.5 * normal(rng)), 3, 10))
    : startingLevel();
  return { own, truth, start };
}

function attemptFor(
  test: SimTest,
  pool: readonly StoredQuestion[],
  start: number,
  rng: () => number,
  settings: TestSettings,
): AttemptRecord {
  const id = Array.from({ length: 32 }, () => Math.floor(16 * rng()).toString(16)).join('');
  return {
    attemptId: id,
    userId: 'sim',
    courseId: 0,
    unitId: 0,
    elementId: 0,
    elementType: test.elementType,
    elementName: test.name,
    attemptName: 'sim',
    adaptive: true,
    showFeedback: false,
    reviewable: false,
    startedAt: 0,
    deadline: null,
    // As startAttempt sets it (functions/assessment/start.ts): the organisation's hold.
    holdSeconds: settings.holdSeconds,
    startLevel: start,
    ...(test.children ? {} : { startUnknown: true as const }),
    status: 'open',
    version: 0,
    poolIds: pool.map((q) => q.question_id),
    current: [],
    answeredIds: [],
    responses: [],
    plannedTotal: plannedLength(pool, true),
  };
}

/** One sitting, start to finish, as the engine runs it; `seen` are ids met in earlier tests. */
export function sit(
  test: SimTest,
  who: Examinee,
  answer: Answerer,
  rng: () => number,
  seen: ReadonlySet<number> = new Set(),
  settings: TestSettings = DEFAULT_TEST_SETTINGS,
): AttemptRecord {
  const pool = excludesSeen(test.elementType) ? unseenPool(test.questions, seen) : test.questions;
  const attempt = attemptFor(test, pool, who.start, rng, settings);
  for (let page = nextPage(attempt, test.byId); page?.length; page = nextPage(attempt, test.byId)) {
    for (const id of page) {
      const q = test.byId.get(id)!;
      attempt.answeredIds.push(id);
      if (q.type === 'INS')
        attempt.responses.push({
          questionId: id,
          skill: q.domain,
          qlevel: q.qlevel,
          score: null,
          verdict: 'skipped',
          instruction: true,
        });
      else attempt.responses.push(writtenResponse(q, answer(q, who.own[q.domain], rng), 'correct'));
    }
  }
  return finishedRecord(attempt, test.byId, 0, 'completed');
}

/** The questions a finished sitting asked (instruction pages left out). */
export const askedIds = (attempt: AttemptRecord) =>
  attempt.responses.filter((r) => !r.instruction).map((r) => r.questionId);

/**
 * An ideal bank: `perLevel` questions at every level 1–12 for each of R, W and L; all typed but every `typedEvery`-th,
 * which is an MCQ of four choices.
 */
export function idealBank(perLevel = 4, typedEvery = 2): Question[] {
  const questions: Question[] = [];
  let id = 1;
  const choices = (['a', 'b', 'c', 'd'] as const).map((c) => ({ id: c, text: c }));
  for (const domain of ['R', 'W', 'L'] as const)
    for (let qlevel = 1; qlevel <= 12; qlevel++)
      for (let k = 0; k < perLevel; k++) {
        const typed = typedEvery > 0 && k % typedEvery !== 0;
        questions.push({
          question_id: id++,
          type: typed ? 'SA' : 'MCQ',
          domain,
          qlevel,
          question: 'ideal',
          ...(typed ? { correct_answers: ['x'] } : { choices, correct_answers: ['a'] }),
        });
      }
  return questions;
}

export { isAdaptive };
