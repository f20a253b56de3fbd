import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { exportOf } from '../exports';

/** GET v1/org/exports/{exportId}: an export of the organisation, with a short-lived link once its file is ready. */
export const handler = http('orgExport', async ({ caller, params }) =>
  ok(await exportOf((await adminScope(caller)).org.orgId, params.exportId!)),
);
