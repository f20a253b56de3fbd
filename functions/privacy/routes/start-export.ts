import { http, ok } from '../../lib/http';
import { exportSubject } from '../export-subject';
import { requestExport } from '../export-request';

/** POST v1/privacy/export: a ZIP of the account's data, or of a child's (`child_id`), built by the export job. */
export const handler = http('startExport', async ({ caller, input }) => {
  const subjectId = await exportSubject(caller.userId, input.child_id);
  return ok(await requestExport(subjectId, caller.userId), 'Your download is being prepared.');
});
