import { http, ok } from '../../lib/http';
import { bookedStarts, freeSlots } from '../coaching';
import { coachCalls, coachOf } from '../workspace';
import { workspaceCalls } from '../workspace-view';

/**
 * GET v1/coach/calls: the signed-in coach's calls from 30 days ago on, with their learners' intake
 * answers and tasks, and the coach's own free slots (where a call may be moved to).
 */
export const handler = http('coachWorkspace', async ({ caller }) => {
  const now = new Date();
  const { coachId, coach } = await coachOf(caller);
  const [calls, booked] = await Promise.all([coachCalls(coachId, now), bookedStarts(coachId, now)]);
  return ok({
    coach_name: coach.name,
    calls: await workspaceCalls(calls, now.getTime()),
    slots: freeSlots(coach, booked, now),
  });
});
