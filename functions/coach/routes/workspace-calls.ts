import { http, ok } from '../../lib/http';
import { coachCalls, coachOf } from '../workspace';
import { workspaceCalls } from '../workspace-view';

/** GET v1/coach/calls: the signed-in coach's calls from 30 days ago on, with their learners' tasks. */
export const handler = http('coachWorkspace', async ({ caller }) => {
  const now = new Date();
  const { coachId, coach } = await coachOf(caller);
  return ok({ coach_name: coach.name, calls: await workspaceCalls(await coachCalls(coachId, now), now.getTime()) });
});
