import { http, ok } from '../../lib/http';
import { submitAnswer } from '../submit';

/** POST v1/submitAnswer: code 200 with feedback and the next page, code 204 with the completion (spec 02 §4). */
export const handler = http('submitAnswer', async ({ caller, input }) => {
  const { data, finished } = await submitAnswer(caller, input);
  return finished ? ok(data, 'Test finished', 204) : ok(data);
});
