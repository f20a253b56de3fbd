import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { startAttempt } from '../start';

/** POST v1/startAttempt: start or resume an attempt (spec 02 §4); data.attempt is the page to show. */
export const handler = http(
  'startAttempt',
  async ({ caller, input }) => ok({ attempt: await startAttempt(caller, input) }),
  { idempotency },
);
