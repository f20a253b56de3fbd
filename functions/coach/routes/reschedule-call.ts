import { http, ok } from '../../lib/http';
import { changeOwnCall } from '../call-changes';

/**
 * POST v1/reschedule_coach_call (spec 02 §7): reason_type Reschedule (with the new start) or Cancel,
 * with a reason; the rules are the coach area's (../call-rules.ts, ../call-changes.ts).
 */
export const handler = http('rescheduleCoachCall', async ({ caller, input }) => {
  const { data, message } = await changeOwnCall(caller.userId, input, new Date());
  return ok(data, message);
});
