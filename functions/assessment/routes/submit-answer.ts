import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { countMetric } from '../../lib/metrics';
import { submitAnswer } from '../submit';

// The writing check (Harper's WebAssembly and its warm-up) is not in this function: on Lambda the
// answers that need it are checked by the writing function (scoring/writing/writing-check.ts), so
// this one starts as a plain function does for every other answer.

/** POST v1/submitAnswer: code 200 with feedback and the next page, code 204 with the completion (spec 02 §4). */
export const handler = http(
  'submitAnswer',
  async ({ caller, input }) => {
    const { data, finished } = await submitAnswer(caller, input);
    countMetric('Answers');
    return finished ? ok(data, 'Test finished', 204) : ok(data);
  },
  { idempotency },
);
