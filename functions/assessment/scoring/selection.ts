import type { Question } from '#shared/schemas/content';
import { ABILITY, EXPOSURE } from '#shared/scoring/thresholds';
import { estimateAbility, information, type EstimateOptions, type ScoredResponse, type Skill } from './ability';
import { answerModelOf } from './guessing';

/**
 * Choosing the next question with exposure control (docs/scoring.md, "Next question").
 *
 * The most informative question at the current estimate would give every learner of one level the
 * same questions, in the same order: in an olympiad, classmates who talk afterwards. So the choice
 * is random among the questions nearly as informative as the best (randomesque, Kingsbury & Zara
 * 1989), with a window that narrows as the test goes on (progressive, Revuelta & Ponsoda 1998): the
 * first questions vary most, when the estimate is still rough and little precision is lost; the
 * last ones are close to the best. Nothing is counted across learners (no shared item to write on
 * an olympiad day): the randomness is a per-attempt order of the items, seeded by the attempt id,
 * so the same attempt always gets the same next question.
 */
export interface SelectionOptions extends EstimateOptions {
  /** Choose only questions of this skill, at this skill's estimate. */
  skill?: Skill;
  /**
   * The attempt's seed (from its id): orders the candidates. Without one, the most informative question, ties by id.
   *
   */
  seed?: number;
  /** Share of the test done, 0..1: narrows the window from EXPOSURE.window.from to .to. */
  progress?: number;
  /** The steering prior's SD (ABILITY.steeringPriorSd, or the wider one of a start that says nothing). */
  steeringSd?: number;
  /**
   * The test asks its full length, never stopping on precision (an organisation's hold): its window
   * is EXPOSURE.fullLength, wider, since the questions a test that could stop would not need pay for it.
   */
  fullLength?: boolean;
}

export type Candidate = Pick<Question, 'question_id' | 'qlevel' | 'domain' | 'type'> &
  Partial<Pick<Question, 'choices' | 'word_bank' | 'correct_answers' | 'answer_format'>>;

/**
 * A stable pseudo-random key per (seed, text): the attempt's own order of items and skills. FNV-1a
 * of the text, mixed with the seed by MurmurHash3's finaliser: FNV alone orders similar ids (160,
 * 161, 162) far from uniformly, which would hand the same questions to many learners.
 */
export function seededKey(seed: number | undefined, text: string | number): number {
  if (seed === undefined) return typeof text === 'number' ? text : 0;
  let h = 0x811c9dc5;
  for (const ch of String(text)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return finalMix((h ^ finalMix(seed >>> 0)) >>> 0);
}

function finalMix(x: number): number {
  let h = x;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The share of the best information a question needs to be a candidate, at this point of the test. */
export function windowShare(progress = 1, fullLength = false): number {
  const { from, to } = fullLength ? EXPOSURE.fullLength : EXPOSURE.window;
  return from + (to - from) * Math.min(1, Math.max(0, progress));
}

/** The next question: random (by the attempt's order) among the unasked ones nearly as informative as the best. */
export function nextItem<Q extends Candidate>(
  pool: readonly Q[],
  responses: readonly ScoredResponse[],
  options: SelectionOptions = {},
): Q | null {
  const asked = new Set(responses.map((r) => r.question_id));
  const theta = steeringEstimate(responses, options);
  const open = pool.filter(
    (q) => !asked.has(q.question_id) && q.type !== 'INS' && (!options.skill || q.domain === options.skill),
  );
  if (!open.length) return null;
  const infos = open.map((q) => {
    const model = answerModelOf(q);
    return information(theta, q.qlevel, model.guessing, model.upper);
  });
  const threshold =
    Math.max(...infos) * (options.seed === undefined ? 1 : windowShare(options.progress, options.fullLength));
  let best: Q | null = null;
  let bestKey = Infinity;
  open.forEach((q, i) => {
    if (infos[i]! < threshold - 1e-12) return;
    const key = seededKey(options.seed, q.question_id);
    if (key < bestKey || (key === bestKey && best && q.question_id < best.question_id)) {
      best = q;
      bestKey = key;
    }
  });
  return best;
}

/**
 * Where the next question is aimed: the estimate under a narrower prior (ABILITY.steeringPriorSd),
 * so one early answer does not throw the next question to the far end of the scale; for one skill,
 * its own answers, starting from what the other skills' answers say.
 */
export function steeringEstimate(responses: readonly ScoredResponse[], options: SelectionOptions): number {
  const steer = { ...options, priorSd: options.steeringSd ?? ABILITY.steeringPriorSd };
  if (!options.skill) return estimateAbility(responses, steer).theta;
  const others = responses.filter((r) => r.domain !== options.skill && r.score >= 0 && r.score <= 1);
  const start = others.length ? estimateAbility(others, steer).theta : options.start;
  return estimateAbility(
    responses.filter((r) => r.domain === options.skill),
    { ...steer, start },
  ).theta;
}
