import { http, ok } from '../../lib/http';
import { profileData, requireUser } from '../../core/profile';

/** GET v3/user_profile (spec 01 §7). */
export const handler = http('profile', async ({ caller }) => ok(await profileData(await requireUser(caller.userId))));
