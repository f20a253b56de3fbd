import type { Caller } from '#shared/api/caller';
import type { CompletionData } from '#shared/api/contract-assessment';
import { orgName } from '../core/organisations';
import { lockState } from '../core/locks';
import type { AttemptRecord } from '../core/attempts/attempt-record';
import { percentCorrect } from '../core/attempts/attempt-state';
import { noLevels, type AfterFinish } from './finish';
import { latestScores } from '../core/attempts/score-history';
import { log } from '../lib/log';
import { productPromo } from '../commerce/facade';
import { isPlacement, recommendationFor } from '../core/recommendation';
import { certificateRefusal } from '../core/certificate-rule';

/**
 * Completion data sent with the finishing answer (spec 02 §3): score, levels, and what comes next.
 * The product promo is the commerce area's (functions/commerce/promo.ts); certificates come with theirs.
 */
export async function completionData(
  attempt: AttemptRecord,
  after: AfterFinish,
  caller: Caller,
  now = Date.now(),
): Promise<CompletionData> {
  const score = attempt.attemptScore ?? 0;
  const [org, previousLevel, promo, recommendation, certificateBlock] = await Promise.all([
    caller.orgId ? orgName(caller.orgId) : null,
    levelBefore(attempt),
    productPromo(caller).catch(
      (error: unknown) => (log.warn('completion.promo_failed', { error: String(error) }), null),
    ),
    isPlacement(attempt.courseId) ? recommendationFor(attempt.levels?.o_level ?? null) : null,
    attempt.elementType === 'S' && after.course ? certificateRefusal(after.course, after.state, attempt) : null,
  ]);
  return {
    ...(attempt.levels ?? noLevels),
    previous_o_level: previousLevel,
    attempt_id: attempt.attemptId,
    element_type: attempt.elementType,
    attempt_name: attempt.attemptName,
    attemptScore: score,
    score,
    l_score: percentCorrect(attempt.responses, 'L'),
    s_score: percentCorrect(attempt.responses, 'S'),
    r_score: percentCorrect(attempt.responses, 'R'),
    w_score: percentCorrect(attempt.responses, 'W'),
    upNext: upNext(attempt, after, now),
    productPromo: promo,
    certLink: null,
    certImg: null,
    dailyStepImg: null,
    addToLinkedin: null,
    org_id: caller.orgId ?? null,
    org_name: org,
    product_id: null,
    product_name: null,
    grant_name: null,
    recommendation,
    certificate_block: certificateBlock,
  };
}

/** The activity after this one in course order, with its lock as it stands now this one is done. */
export function upNext(attempt: AttemptRecord, { course, state }: AfterFinish, now: number): CompletionData['upNext'] {
  const elements = course?.units.flatMap((u) => u.elements) ?? [];
  const next = elements[elements.findIndex((e) => e.element_id === attempt.elementId) + 1];
  if (!next || elements.every((e) => e.element_id !== attempt.elementId)) return null;
  const completedInCourse = [...state.progress.values()].filter((p) => p.completed).length;
  const lock = lockState(
    next.lock,
    {
      completed: Boolean(state.progress.get(next.element_id)?.completed),
      completedInCourse,
      purchased: Boolean(state.enrolment),
    },
    now,
  );
  return {
    element_id: next.element_id,
    element_name: next.element_name,
    lock_status: lock.locked,
    lock_message: lock.message,
  };
}

/** The overall level of the learner's levelled test before this one (the history's newest entry is this attempt). */
async function levelBefore(attempt: AttemptRecord): Promise<number | null> {
  if (!attempt.levels || attempt.levels.o_level === null) return null;
  const entries = await latestScores(attempt.userId, 6);
  return entries.find((e) => e.attemptId !== attempt.attemptId && e.levels.o_level !== null)?.levels.o_level ?? null;
}
