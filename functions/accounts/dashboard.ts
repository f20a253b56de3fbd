import { http, ok } from '../lib/http';
import { requireUser } from '../profiles/profile';
import { dashboardData } from '../profiles/dashboard';

/** GET v1/mydashboard (spec 01 §7): isSubscribe, childStatus, upnext, show_dailystep. */
export const handler = http('dashboard', async ({ caller }) => ok(await dashboardData(await requireUser(caller.userId))));
