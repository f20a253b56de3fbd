import { AppError } from '#shared/errors';
import { ownChild, type OwnChild } from '../core/children';
import type { Coach, CourseCoaching } from './coaching';
import { getCoach, getSpeakingTest } from './store';
import { bookCall, listCalls, type StoredCall } from './calls';
export type { SpeakingTestCoaching } from './store';

/**
 * A child's 30-minute speaking test (spec 01 §2, 02 §2, §3 Child slot, §9): the parent books one slot
 * with the coach who takes that product's tests (`speaking_tests` in infra/content/coaches.json).
 * It is a coach call of the child, booked by the same transaction as every coach call (the slot by
 * `attribute_not_exists`, one open call, `callsBooked < 1` on the child's enrolment of the product's
 * course), so 20 parents racing for one slot get one booking and a test is booked once.
 */

/** Spec 02 §9: "Speaking test slot 30 minutes, single attempt". */
export const SPEAKING_TEST_CALLS = 1;

export interface ChildSlotContext extends OwnChild {
  coaching: CourseCoaching;
  coach: Coach;
}

/** The parent's own child, holding an applied speaking-test licence that a coach takes; refused otherwise. */
export async function childSlotContext(parentId: string, childId: string): Promise<ChildSlotContext> {
  const own = await ownChild(parentId, childId);
  const { productId, productCourseId } = own.link;
  if (!productId || productCourseId === undefined) throw new AppError('speakingTestNotBought');
  const test = await getSpeakingTest(productId);
  if (!test) throw new AppError('coachNotSetUp');
  const coach = await getCoach(test.coach_id);
  if (!coach) throw new AppError('coachNotSetUp');
  // The course the licence enrolled the child in carries the booking count (one test, no moves).
  const coaching: CourseCoaching = {
    course_id: productCourseId,
    coach_id: coach.coach_id,
    total_calls: SPEAKING_TEST_CALLS,
    reschedules_per_call: 0,
  };
  return { ...own, coaching, coach };
}

/** The child's speaking-test call, if booked (the newest of the product's course, cancelled ones aside). */
export function speakingCall(calls: readonly StoredCall[], courseId: number | undefined): StoredCall | undefined {
  return calls.filter((c) => c.courseId === courseId && c.status !== 'Cancelled').at(-1);
}

export async function bookChildSlot(context: ChildSlotContext, start: string, now: Date): Promise<StoredCall> {
  if (speakingCall(await listCalls(context.child.userId), context.coaching.course_id))
    throw new AppError('speakingSlotBooked');
  try {
    return await bookCall(context.child.userId, context.coaching, context.coach, start, now, {
      callNumber: 1,
      learnerName: context.child.fullName ?? context.child.username ?? 'Child',
    });
  } catch (error) {
    // The child's one call, or its one test, went to a racing request of the same parent.
    if (error instanceof AppError && (error.key === 'callAlreadyBooked' || error.key === 'callsUsedUp'))
      throw new AppError('speakingSlotBooked');
    throw error;
  }
}
