import { http, ok } from '../../lib/http';
import { reviewAttempt } from '../review';

/** GET v1/fetchattempt/{attemptId}/1: review of a finished attempt (spec 02 §3). */
export const handler = http('reviewAttempt', async ({ caller, params }) =>
  ok(await reviewAttempt(caller, params.attemptId ?? '')),
);
