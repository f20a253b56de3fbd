import { http, ok } from '../../lib/http';
import { changeCoachCall } from '../coach-call-changes';

/**
 * POST v1/coach/change_call: the coach moves one of their own calls or cancels it, with a reason the
 * learner is told (../coach-call-changes.ts, by the rules of ../call-rules.ts).
 */
export const handler = http('coachChangeCall', async ({ caller, input }) => {
  const { data, message } = await changeCoachCall(caller, input, new Date());
  return ok(data, message);
});
