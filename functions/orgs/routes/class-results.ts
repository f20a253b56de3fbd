import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { classResults } from '../class-results';

/** GET v1/org/classes/{classId}/results: the class's results in one of the olympiad's tests (the final test first). */
export const handler = http('orgClassResults', async ({ caller, params, input }) =>
  ok(await classResults((await adminScope(caller)).org, params.classId!, input.test)),
);
