import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { siteUrl } from '../../core/site-url';
import { adminScope } from '../admin';
import { startExport } from '../exports';

/** POST v1/org/exports: a file of the organisation's people or keys, or a school's results or certificates. */
export const handler = http('orgStartExport', async ({ caller, input, event }) => {
  const { admin, org } = await adminScope(caller);
  const request = { kind: input.kind, classId: input.class_id, test: input.test };
  return ok(await startExport(org, request, admin.userId, siteUrl(event.headers)), successMessages.exportStarted);
});
