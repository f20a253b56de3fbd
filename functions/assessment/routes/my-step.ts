import { http, ok } from '../../lib/http';
import { scorePanel } from '../score-panel';

/** GET v1/mystep: the score panel (spec 02 §3 score): latest levels and the last five tests. */
export const handler = http('myStep', async ({ caller }) => ok(await scorePanel(caller)));
