import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { submitAnswer } from '../submit';
import { warmUpWriting } from '../scoring/writing/warm-up';

// On Lambda the writing check (Harper's 16 MB WebAssembly, its first lint, the word lists) warms up
// in the Init phase, two passes, so no learner's essay waits for it inside a request (its cost is the
// Init line of `npm run bench`; scoring/writing/warm-up.ts says why two). A failed load is not fatal: long answers then await review and the next one
// tries again. The local stack loads it with the first long answer instead, so test stacks that
// never see an essay do not pay for it.
if (process.env.AWS_LAMBDA_FUNCTION_NAME) await warmUpWriting(2).catch(() => undefined);

/** POST v1/submitAnswer: code 200 with feedback and the next page, code 204 with the completion (spec 02 §4). */
export const handler = http('submitAnswer', async ({ caller, input }) => {
  const { data, finished } = await submitAnswer(caller, input);
  return finished ? ok(data, 'Test finished', 204) : ok(data);
}, { idempotency });
