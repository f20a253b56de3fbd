import type { ChildDetailsData, ChildTestCard, SpeakingTestCard } from '#shared/api/contract-accounts';
import { AppError } from '#shared/errors';
import { attemptLimit, attemptsLeftOf } from '#shared/content/attempt-limit';
import { starsForScore } from '#shared/junior/stars';
import { getUser } from '../core/users';
import {
  courseSummary,
  listEnrolments,
  loadCourseState,
  type CourseState,
  type Enrolment,
} from '../core/learner-state';
import type { StoredElement } from '../core/catalogue';
import type { ChildLink } from '../core/children';
import { latestLevels } from '../core/attempts/score-history';
import { childProfile } from './child-view';
import { availableFor, parentLicences } from '../core/child-licences';
import { OLYMPIAD_COURSE_ID } from './child-score';
import { olympiadTests } from '../core/olympiad-tests';
import { callStatus, joinable, listCalls, speakingCall, type StoredCall } from '../coach/facade';
import { readChildLink } from '../core/store';
import * as clock from '../lib/clock';

/**
 * The child dashboard (spec 01 §2, 02 §2) for the child's own token or a parent acting for it:
 * practice-test and final-test cards from unit 1 of the olympiad, the speaking-test card and the
 * child's courses. The speaking test is the product a parent buys for a child (a child licence).
 */
function testCard(element: StoredElement, state: CourseState): ChildTestCard {
  const progress = state.progress.get(element.element_id);
  const completed = progress?.completionCount ?? 0;
  return {
    course_id: OLYMPIAD_COURSE_ID,
    element_id: element.element_id,
    element_name: element.element_name,
    total_attempts: attemptLimit(element),
    completed,
    attempts_left: attemptsLeftOf(attemptLimit(element), completed),
    attempt_id: progress?.attemptId ?? null,
    duration_minutes: element.duration_minutes ?? null,
    stars: progress?.lastScore === undefined ? null : starsForScore(progress.lastScore),
  };
}

/**
 * Completed (the coach marked the call, or the test's course is finished), booked (a slot: its time,
 * and the coach's room only from 5 minutes before until the end, the coach-call rule), purchased (View Slots books
 * one natively), the parent's unapplied licence, or Buy Course.
 */
function speakingCard(
  link: ChildLink | undefined,
  enrolments: Enrolment[],
  speakingLicence: string | undefined,
  call: StoredCall | undefined,
  now: number,
): SpeakingTestCard {
  const product =
    link?.productCourseId !== undefined ? enrolments.find((e) => e.courseId === link.productCourseId) : undefined;
  if (!link?.productId)
    return {
      state: speakingLicence ? 'licence' : 'buy',
      licence_id: speakingLicence ?? null,
      score_percent: null,
      report_url: null,
      slot: null,
    };
  const finished = (product?.percentComplete ?? 0) >= 100;
  const done = finished || call?.status === 'Completed';
  return {
    state: done ? 'completed' : call ? 'booked' : 'purchased',
    // No score is kept for the speaking test itself: its course's 100 % is progress, not a result (decision 0837).
    score_percent: null,
    report_url: null,
    slot: {
      call_time: call?.start ?? null,
      meeting_id: call && joinable(call, now) ? call.meetingUrl : null,
      calendly_url: null,
      call_status: call ? callStatus(call, now) : null,
      completed_calls: done ? 1 : 0,
      total_calls: 1,
    },
  };
}

export async function childDetails(childId: string): Promise<ChildDetailsData> {
  const child = await getUser(childId);
  const parentId = child?.parentId;
  if (!child || child.type !== 'w' || !(parentId || child.school) || child.deletedAt)
    throw new AppError('childNotFound');
  // A junior a school registered has no parent yet (decision 0890): no parent's link, and no parent's licences.
  const [link, licences, enrolments, state, tests, levels, calls] = await Promise.all([
    parentId ? readChildLink(parentId, childId) : ({ childId, createdAt: child.createdAt } as ChildLink),
    parentId ? parentLicences(parentId) : [],
    listEnrolments(childId),
    loadCourseState(childId, OLYMPIAD_COURSE_ID),
    olympiadTests(),
    latestLevels(childId),
    listCalls(childId),
  ]);
  if (!link) throw new AppError('childNotFound');
  // The speaking-test card offers the parent's speaking-test licence; course licences are applied from the parent
  // dashboard.
  const speakingLicence = availableFor(link, licences).find((l) => l.speakingTest)?.licenceId;
  const practice = tests.practice.find((e) => testCard(e, state).attempts_left !== 0) ?? tests.practice.at(-1);
  return {
    child: await childProfile({ link, child }, { licences }),
    practice_test: practice ? testCard(practice, state) : null,
    final_test: tests.final ? { ...testCard(tests.final, state), report_url: null } : null,
    speaking_test: speakingCard(
      link,
      enrolments,
      speakingLicence,
      speakingCall(calls, link.productCourseId),
      clock.now(), // when the slot's room opens (decision 0740)
    ),
    courses: enrolments.map(courseSummary),
    levels,
  };
}
