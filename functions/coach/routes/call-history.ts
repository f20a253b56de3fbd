import { http, ok } from '../../lib/http';
import { listCalls } from '../calls';
import { historyRow } from '../call-view';

/**
 * GET v1/coach_call_history (spec 02 §3 call history rows): every call, newest first; empty is 'Calls has not been
 * scheduled yet'.
 */
export const handler = http('coachCallHistory', async ({ caller }) => {
  const now = Date.now();
  const rows = (await listCalls(caller.userId)).reverse().map((c) => historyRow(c, now));
  return ok(rows, rows.length ? 'Success' : 'Calls has not been scheduled yet');
});
