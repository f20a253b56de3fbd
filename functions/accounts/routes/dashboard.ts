import { http, ok } from '../../lib/http';
import { requireUser } from '../../core/profile';
import { dashboardData } from '../dashboard-data';

/** GET v1/mydashboard (spec 01 §7): isSubscribe, childStatus, upnext, show_dailystep. */
export const handler = http('dashboard', async ({ caller }) =>
  ok(await dashboardData(await requireUser(caller.userId))),
);
