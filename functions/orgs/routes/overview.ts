import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { overview } from '../overview';

/** GET v1/org/overview: the admin's organisation, its seats and the latest first uses of its keys. */
export const handler = http('orgOverview', async ({ caller }) => ok(await overview((await adminScope(caller)).org)));
