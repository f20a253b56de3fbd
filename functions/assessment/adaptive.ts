import type { Caller } from '#shared/api/caller';
import type { LevelResult, Skill } from '#shared/api/contract-assessment';
import { ABILITY } from '#shared/scoring/thresholds';
import { enoughEvidence } from './scoring/evidence';
import {
  estimateAbility,
  estimateLevels,
  shouldStop,
  startingLevel,
  type AbilityEstimate,
  type ScoredResponse,
} from './scoring/ability';
import { nextItem, seededKey } from './scoring/selection';
import { personFit, type PersonFit } from './scoring/person-fit';
import { getUser } from '../core/users';
import type { AttemptRecord } from '../core/attempts/attempt-record';
import { nextAuthoredPage, nextInstructionPage, pageOf } from '../core/attempts/pages';
import type { StoredQuestion } from '../core/question-pool';
import { latestScores } from '../core/attempts/score-history';
import { isAdaptive, plannedCount } from '../core/adaptive-rules';

/** Which elements are adaptive and how many questions a test asks: rules the course pages share (core). */
export { isAdaptive, plannedCount };

/**
 * How the engine uses the level model of functions/assessment/scoring/ability.ts (docs/scoring.md, "Levels in
 * the engine"). Tests (F, S, A and adaptive mysteries) are adaptive: after any instruction page,
 * each next question is the one most informative at the learner's current estimate, taking the
 * element's skills in turn; the test stops at its planned length or once the estimate is precise.
 * Practice sets (W) and daily activities (D) go in the authored order (`isAdaptive`).
 */
/** Questions an attempt plans to ask (instruction pages are not questions): all, or up to the model's maximum. */
export function plannedLength(pool: readonly StoredQuestion[], adaptive: boolean): number {
  return plannedCount(pool.filter((q) => q.type !== 'INS').length, adaptive);
}

/**
 * A child starts at their class; an adult at their last overall level, else the middle of the scale (`startUnknown`).
 *
 */
export async function startLevel(caller: Caller): Promise<Pick<AttemptRecord, 'startLevel' | 'startUnknown'>> {
  const user = await getUser(caller.userId);
  if (user?.grade) return { startLevel: startingLevel(user.grade) };
  const [last] = await latestScores(caller.userId, 1);
  return last?.levels.o_level
    ? { startLevel: last.levels.o_level }
    : { startLevel: startingLevel(), startUnknown: true };
}

export function firstPage(attempt: AttemptRecord, pool: readonly StoredQuestion[]): number[] {
  return nextPage(attempt, new Map(pool.map((q) => [q.question_id, q]))) ?? [];
}

/** The page to ask after the answers so far, or null when the attempt is done. */
export function nextPage(attempt: AttemptRecord, byId: Map<number, StoredQuestion>): number[] | null {
  const pool = attempt.poolIds.map((id) => byId.get(id)).filter((q): q is StoredQuestion => Boolean(q));
  if (!attempt.adaptive) return nextAuthoredPage(pool, attempt.answeredIds);
  const instructions = nextInstructionPage(pool, attempt.answeredIds);
  if (instructions) return instructions;

  const responses = modelResponses(attempt, byId);
  const start = attempt.startLevel ?? startingLevel();
  const scorable = pool.filter((q) => q.type !== 'INS');
  const length = Math.min(ABILITY.maxQuestions, scorable.length);
  const prior = levelPrior(attempt);
  const decision = shouldStop(responses, { ...prior, maxQuestions: length });
  if (decision.reason === 'length') return null;
  const stopsHere = decision.reason === 'precision' && !runsFullLength(attempt);
  if (stopsHere && !skillStillShort(scorable, responses, start, prior.priorSd)) return null;

  const seed = attemptSeed(attempt.attemptId);
  const steeringSd = attempt.startUnknown ? ABILITY.steeringPriorSdUnknownStart : ABILITY.steeringPriorSd;
  const options = {
    start,
    seed,
    steeringSd,
    progress: responses.length / length,
    fullLength: runsFullLength(attempt),
  };
  const skill = skillToAsk(scorable, responses, seed);
  const item =
    (skill && nextItem(scorable, responses, { ...options, skill })) || nextItem(scorable, responses, options);
  if (!item) return null;
  const answered = new Set(attempt.answeredIds);
  return pageOf(item.question_id, pool).filter((id) => !answered.has(id));
}

/**
 * The prior of the levels an attempt shows: centred on its start, ABILITY.priorSd wide, or wider when
 * the start says nothing of the learner (an adult with no level yet: decision 0750), so that a
 * beginner's level is not pulled towards the middle of the scale.
 */
export function levelPrior(attempt: Pick<AttemptRecord, 'startLevel' | 'startUnknown'>): {
  start: number;
  priorSd: number;
} {
  return {
    start: attempt.startLevel ?? startingLevel(),
    priorSd: attempt.startUnknown ? ABILITY.priorSdUnknownStart : ABILITY.priorSd,
  };
}

/**
 * Whether the test asks its full length, never stopping on precision: the organisation's held test
 * (organisation-settings.ts), whose last question must be known for Submit to wait on it.
 */
export function runsFullLength(attempt: Pick<AttemptRecord, 'holdSeconds'>): boolean {
  return attempt.holdSeconds !== null;
}

/** The attempt's seed for the random parts of the choice: its id's first 32 bits. */
export function attemptSeed(attemptId: string): number {
  return parseInt(attemptId.replace(/[^0-9a-f]/gi, '').slice(0, 8) || '0', 16);
}

/**
 * The element's skill with the fewest answers so far that still has questions to ask, ties in the
 * attempt's own order (so classmates do not all start with Reading). A skill whose every answer so
 * far was skipped or awaits review (a learner without a microphone skipping the spoken ones) comes
 * last: asking it again would spend the test's length on no evidence.
 */
function skillToAsk(
  scorable: readonly StoredQuestion[],
  responses: readonly ScoredResponse[],
  seed: number,
): Skill | undefined {
  const asked = new Set(responses.map((r) => r.question_id));
  const skills = [...new Set(scorable.filter((q) => !asked.has(q.question_id)).map((q) => q.domain))];
  const own = (s: Skill) => responses.filter((r) => r.domain === s);
  const unanswered = (s: Skill) => (own(s).length > 0 && own(s).every((r) => r.score < 0) ? 1 : 0);
  return skills.sort(
    (a, b) => unanswered(a) - unanswered(b) || own(a).length - own(b).length || seededKey(seed, a) - seededKey(seed, b),
  )[0];
}

/**
 * A skill the test still has questions for whose level could not be shown yet (docs/decisions.md):
 * the overall estimate may be precise while one skill has had two answers. A skill whose answers
 * were all skipped or await review is not waited for (a learner without a microphone).
 */
export function skillStillShort(
  scorable: readonly StoredQuestion[],
  responses: readonly ScoredResponse[],
  start: number,
  priorSd: number = ABILITY.priorSd,
): boolean {
  const asked = new Set(responses.map((r) => r.question_id));
  const open = new Set(scorable.filter((q) => !asked.has(q.question_id)).map((q) => q.domain));
  const levels = estimateLevels(responses, { start, priorSd });
  return [...open].some((skill) => {
    const own = responses.filter((r) => r.domain === skill);
    if (own.length > 0 && own.every((r) => r.score < 0)) return false;
    return !enoughEvidence(levels[skill]);
  });
}

/**
 * Answers as the model reads them: instruction pages left out; skipped ones, spoken ones the engine
 * could not tell ('unsure') and those of a kind it cannot tell apart, asked but not evidence (-1): an
 * unsure answer never lowers a level.
 */
export function modelResponses(attempt: AttemptRecord, byId: Map<number, StoredQuestion>): ScoredResponse[] {
  return attempt.responses
    .filter((r) => byId.get(r.questionId)?.type !== 'INS')
    .map((r) => ({
      question_id: r.questionId,
      qlevel: r.qlevel,
      domain: r.skill,
      score: r.verdict === 'unsure' || !informative(r) ? -1 : (r.score ?? -1),
      guessing: r.guessing ?? 0,
      ...(r.upper === undefined ? {} : { upper: r.upper }),
    }));
}

/**
 * Whether an answer says anything of the level: not one whose kind's confident outcomes are right and
 * wrong alike (upper ≤ guessing: a spoken kind the engine cannot tell apart, decision 0753).
 */
const informative = (r: Pick<AttemptRecord['responses'][number], 'guessing' | 'upper'>) =>
  r.upper === undefined || r.upper > (r.guessing ?? 0);

/** The person fit of a finished adaptive attempt (overall estimate, the attempt's own prior). */
export function fitFor(attempt: AttemptRecord, byId: Map<number, StoredQuestion>): PersonFit {
  const responses = modelResponses(attempt, byId);
  const prior = levelPrior(attempt);
  return personFit(responses, estimateAbility(responses, prior), { start: prior.start, sd: prior.priorSd });
}

/** Levels of a finished adaptive attempt: overall and per skill, each only on enough evidence, with their ranges. */
export function levelsFor(attempt: AttemptRecord, byId: Map<number, StoredQuestion>): LevelResult {
  const levels = estimateLevels(modelResponses(attempt, byId), levelPrior(attempt));
  const level = (e: AbilityEstimate | null) => (enoughEvidence(e) ? e.level : null);
  const range = (e: AbilityEstimate | null) => (enoughEvidence(e) ? e.range : null);
  const needsMore = (['R', 'W', 'L', 'S'] as const).filter((s) => levels[s]?.answered && !enoughEvidence(levels[s]));
  return {
    o_level: level(levels.o),
    r_level: level(levels.R),
    w_level: level(levels.W),
    l_level: level(levels.L),
    s_level: level(levels.S),
    o_level_range: range(levels.o),
    r_level_range: range(levels.R),
    w_level_range: range(levels.W),
    l_level_range: range(levels.L),
    s_level_range: range(levels.S),
    band: enoughEvidence(levels.o) ? levels.o.band : null,
    needs_more: needsMore,
  };
}
