import { http, ok } from '../../lib/http';
import { exportSubject } from '../export-subject';
import { exportStatus } from '../export-request';

/** GET v1/privacy/export: where the latest download stands, with a short-lived link once it is ready. */
export const handler = http('exportStatus', async ({ caller, input }) =>
  ok(await exportStatus(await exportSubject(caller.userId, input.child_id))),
);
