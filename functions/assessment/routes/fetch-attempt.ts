import { http, ok } from '../../lib/http';
import { requireAttempt } from '../../core/attempts/attempt-changes';
import { attemptView } from '../attempt-view';
import { closeIfOver } from '../finish';

/**
 * GET v1/fetchattempt/{attemptId}: the learner's own attempt with the page to show, progress and
 * time left by the server's clock. A timed attempt past its deadline is finished here (is_graded Y).
 */
export const handler = http('fetchAttempt', async ({ caller, params }) => {
  const attempt = await requireAttempt(caller.userId, params.attemptId ?? '');
  return ok(await attemptView(await closeIfOver(attempt, Date.now())));
});
