import { PERSON_FIT } from '#shared/scoring/thresholds';
import type { LevelResult } from '#shared/api/contract-assessment';
import { isConditionFailure } from '../data/keys';
import { loadCourse, type CourseStructure } from '../core/catalogue';
import { loadCourseState, type CourseState } from '../core/learner-state';
import { courseProgress } from '../core/course-progress';
import type { AttemptRecord } from '../core/attempts/attempt-record';
import { graded } from '../core/attempts/attempt-state';
import { classScoreMark, finishItems, getAttempt, saveAttempt } from '../core/attempts/attempt-changes';
import { countClassScore } from '../core/class-scores';
import { log } from '../lib/log';
import { fitFor, levelsFor } from './adaptive';
import { loadQuestions, type StoredQuestion } from '../core/question-pool';
import { historyItem } from '../core/attempts/score-history';
import { isLate } from './timing';
import { raisePercentComplete } from './store';

/**
 * Finishing an attempt: graded, levels and score stored, the element marked complete (progress),
 * a score-history item for levelled tests — all in the transaction of the last answer — and then
 * the course's share of completed activities on the enrolment.
 */
export const noLevels: LevelResult = {
  o_level: null,
  r_level: null,
  w_level: null,
  l_level: null,
  s_level: null,
  o_level_range: null,
  r_level_range: null,
  w_level_range: null,
  l_level_range: null,
  s_level_range: null,
  band: null,
};

/**
 * The attempt as finished (pure): graded, with its score and, for adaptive tests, its levels and,
 * on enough answers, its person fit (for staff to review: the learner's screen does not change).
 */
export function finishedRecord(
  attempt: AttemptRecord,
  pool: Map<number, StoredQuestion>,
  finishedAt: number,
  reason: 'completed' | 'timeUp',
): AttemptRecord {
  const done: AttemptRecord = {
    ...graded(attempt, finishedAt, reason),
    levels: attempt.adaptive ? levelsFor(attempt, pool) : noLevels,
  };
  const fit = attempt.adaptive ? fitFor(attempt, pool) : null;
  if (fit && fit.answers >= PERSON_FIT.minAnswers) done.personFit = fit;
  return done;
}

/**
 * An attempt that is over is finished on the next call that reads it, with the answers it has: a
 * timed one whose deadline (and grace) has passed ended at the deadline; one whose last answer waited
 * for its re-recording (`finishOnRetry`) that the learner left without making ended with that answer.
 */
export async function closeIfOver(attempt: AttemptRecord, now: number): Promise<AttemptRecord> {
  if (attempt.status !== 'open') return attempt;
  const timedOut = isLate(attempt.deadline, now);
  if (!timedOut && !attempt.finishOnRetry) return attempt;
  const pool = await loadQuestions(attempt.poolIds);
  const at = timedOut ? attempt.deadline! : now;
  const { finishOnRetry: _left, ...rest } = attempt;
  const finished = {
    ...finishedRecord(rest, pool, at, timedOut ? 'timeUp' : 'completed'),
    version: attempt.version + 1,
  };
  if (!(await saveAttempt(attempt.version, finished, [], finishItems(finished, historyItem(finished, at))))) {
    return (await getAttempt(attempt.userId, attempt.attemptId)) ?? attempt;
  }
  await afterFinish(finished);
  return finished;
}

export interface AfterFinish {
  course: CourseStructure | undefined;
  state: CourseState;
}

/**
 * Updates the enrolment's stored percent complete (share of the course's activities completed, this one
 * included). Only ever raised, so a slower concurrent finish cannot lower it. A child's final test
 * is counted in the class's histogram here, out of the finishing transaction; a count that fails
 * stays pending on the child's mark (functions/core/class-scores.ts) and never fails the finish.
 */
export async function afterFinish(attempt: AttemptRecord): Promise<AfterFinish> {
  const mark = classScoreMark(attempt);
  const counted = mark
    ? countClassScore(mark).catch((error: unknown) =>
        log.warn('class_score.pending', { attemptId: attempt.attemptId, error }),
      )
    : undefined;
  const [course, state] = await Promise.all([
    loadCourse(attempt.courseId),
    loadCourseState(attempt.userId, attempt.courseId),
    counted,
  ]);
  const progress = state.progress.get(attempt.elementId);
  state.progress.set(attempt.elementId, {
    elementId: attempt.elementId,
    completionCount: 1,
    percentComplete: 100,
    ...progress,
    completed: true,
  });
  // The enrolment keeps a copy for the account merge; every screen counts from the progress items (decision 0830).
  if (state.enrolment && course?.units.length) {
    await raisePercentComplete(attempt.userId, attempt.courseId, courseProgress(course, state.progress).percent).catch(
      (error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      },
    );
  }
  return { course, state };
}
