import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';

/** GET v1/checkspeech: whether speech answers are on (spec 02 §4: speech tests check it first). */
export const handler = http('speech', async ({ caller }) =>
  ok({ speech_is_on: (await requireUser(caller.userId)).speechOn ?? false }),
);
