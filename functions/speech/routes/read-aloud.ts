import { http, ok } from '../../lib/http';
import { readAloud } from '../read-aloud';

/**
 * POST v1/readAloud: a junior's screen read aloud, by what it shows (a phrase, instructions, a question, its
 * feedback).
 */
export const handler = http('readAloud', async ({ caller, input }) => ok(await readAloud(caller, input)));
