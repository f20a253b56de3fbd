import { http, ok } from '../../lib/http';
import * as clock from '../../lib/clock';
import { bookedStarts, freeSlots } from '../coaching';
import { listCalls } from '../calls';
import { callView } from '../call-view';
import { childSlotContext, speakingCall } from '../child-slot';

/**
 * GET v1/child_slots/{childId}: for the parent's own child with a speaking test, the coach's free
 * 30-minute slots (none once a slot is booked) and the booked slot. Another parent's child, or a
 * child without the test, is refused.
 */
export const handler = http('childSlots', async ({ caller, params }) => {
  const now = new Date(clock.now());
  const { child, coaching, coach } = await childSlotContext(caller.userId, String(params.childId));
  const booked = speakingCall(await listCalls(child.userId), coaching.course_id);
  return ok({
    coach_name: coach.name,
    slots: booked ? [] : freeSlots(coach, await bookedStarts(coach.coach_id, now), now),
    booked: booked ? callView(booked, now.getTime()) : null,
  });
});
