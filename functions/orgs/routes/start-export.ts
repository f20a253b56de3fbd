import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { startExport } from '../exports';

/** POST v1/org/exports: start building a CSV file of the organisation's people or keys. */
export const handler = http('orgStartExport', async ({ caller, input }) => {
  const { admin, org } = await adminScope(caller);
  return ok(await startExport(org.orgId, input.kind, admin.userId), successMessages.exportStarted);
});
