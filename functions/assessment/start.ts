import { randomUUID } from 'node:crypto';
import type { Caller } from '#shared/api/caller';
import type { AttemptData } from '#shared/api/contract-assessment';
import { attemptLimit } from '#shared/content/attempt-limit';
import { courseFlags } from '#shared/content/course-flags';
import type { StartAttemptRequest } from '#shared/schemas/assessment';
import { AppError } from '#shared/errors';
import { loadCourse } from '../core/catalogue';
import { loadCourseState } from '../core/learner-state';
import { requireOpenElement, type OpenElement } from '../core/element-access';
import { stateWithFreeStart } from '../core/free-start';
import type { AttemptRecord } from '../core/attempts/attempt-record';
import { createAttempt, getAttempt, readProgress, requireAttempt } from '../core/attempts/attempt-changes';
import { attemptView } from './attempt-view';
import { closeIfOver } from './finish';
import { OLYMPIAD_COURSE_ID } from '../core/catalogue';
import { getUser } from '../core/users';
import { firstPage, isAdaptive, plannedLength, startLevel } from './adaptive';
import { questionsInOrder } from '../core/question-pool';
import { excludesSeen, seenQuestionIds, unseenPool } from '../core/attempts/seen-items';
import { deadlineFor, durationMinutes } from './timing';
import { orgRecordSettings } from '../core/organisations';
import { testSettingsOf } from './organisation-settings';

/**
 * POST v1/startAttempt (spec 02 §4): resume the learner's open attempt, or start one. The element
 * holds at most one open attempt per learner and no more than it allows (a summative test: one,
 * ever); both are conditions of the transaction that creates the attempt, so two tabs starting at
 * once get one attempt — the second is answered with the same attempt.
 */
export async function startAttempt(caller: Caller, input: StartAttemptRequest, now = Date.now()): Promise<AttemptData> {
  const [course, stored] = await Promise.all([
    loadCourse(input.course_id),
    loadCourseState(caller.userId, input.course_id),
  ]);
  const state = await stateWithFreeStart(caller, course, stored, now);
  const open = requireOpenElement(course, state, input.element_id, now);

  if (input.continue_attempt_id) {
    const attempt = await requireAttempt(caller.userId, input.continue_attempt_id);
    if (attempt.courseId !== input.course_id || attempt.elementId !== input.element_id)
      throw new AppError('attemptNotFound');
    return attemptView(await closeIfOver(attempt, now), now);
  }

  const openId = open.progress?.attemptId;
  if (openId) {
    const current = await getAttempt(caller.userId, openId);
    if (current) {
      const resumed = await closeIfOver(current, now);
      if (resumed.status === 'open') return attemptView(resumed, now);
    }
  }
  return createNew(caller, open, now);
}

async function createNew(caller: Caller, open: OpenElement, now: number): Promise<AttemptData> {
  const { element, unit } = open;
  const summative = element.element_type === 'S';
  // No limit: the progress item's count condition can never fail.
  const allowed = attemptLimit(element) ?? Number.MAX_SAFE_INTEGER;
  const refusal = summative ? 'summativeTaken' : 'noAttemptsLeft';
  if ((open.progress?.completionCount ?? 0) >= allowed) throw new AppError(refusal);

  // A summative test asks nothing the learner met in another test (seen-items.ts): one Query of their own partition.
  const [questions, seen] = await Promise.all([
    questionsInOrder(element.questionIds),
    excludesSeen(element.element_type) ? seenQuestionIds(caller.userId) : new Set<number>(),
  ]);
  const pool = unseenPool(questions, seen);
  const adaptive = isAdaptive(element);
  const attempt: AttemptRecord = {
    attemptId: randomUUID(),
    userId: caller.userId,
    courseId: element.courseId,
    unitId: unit.order,
    elementId: element.element_id,
    elementType: element.element_type,
    elementName: element.element_name,
    attemptName:
      courseFlags(element.courseId).freeTest?.elementId === element.element_id ? 'free' : element.element_type,
    adaptive,
    showFeedback: !summative,
    reviewable: element.review_answers && !courseFlags(element.courseId).noReview,
    startedAt: now,
    deadline: deadlineFor(now, durationMinutes(element.element_type, element.duration_minutes)),
    holdSeconds: testSettingsOf(await orgRecordSettings(caller.orgId), element.courseId, element.element_id)
      .holdSeconds,
    ...(adaptive ? await startLevel(caller) : { startLevel: null }),
    status: 'open',
    version: 0,
    ...(element.video ? { lessonVideo: element.video } : {}),
    ...(open.held ? {} : { preview: true as const }),
    ...(element.checkMic && element.element_type !== 'D' ? { checkMic: true as const } : {}),
    ...(element.domains.includes('S') ? { speechTest: true as const } : {}),
    poolIds: pool.map((q) => q.question_id),
    current: [],
    answeredIds: [],
    responses: [],
    plannedTotal: plannedLength(pool, adaptive),
  };
  if (element.courseId === OLYMPIAD_COURSE_ID && summative) {
    const child = await getUser(caller.userId);
    if (child?.grade) attempt.grade = child.grade;
    if (child?.parentId) attempt.parentId = child.parentId;
    if (child?.fullName) attempt.childName = child.fullName;
  }
  attempt.current = firstPage(attempt, pool);

  // Losing the race to another request (a second tab) answers with the winner's attempt. Two
  // transactions that collide may both be cancelled, so the loser of a collision tries again.
  for (let round = 0; round < 5; round++) {
    if (await createAttempt(attempt, allowed)) return attemptView(attempt, now);
    const progress = await readProgress(caller.userId, element.courseId, element.element_id);
    const winner = progress?.attemptId ? await getAttempt(caller.userId, progress.attemptId) : undefined;
    if (winner?.status === 'open') return attemptView(winner, now);
    if ((progress?.completionCount ?? 0) >= allowed) break;
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
  }
  throw new AppError(refusal);
}
