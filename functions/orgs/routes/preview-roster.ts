import { http, ok } from '../../lib/http';
import { adminScope } from '../admin';
import { previewRegistration } from '../registration';

/** POST v1/org/classes/{classId}/preview: what registering this file would do, row by row; writes nothing. */
export const handler = http('orgPreviewRoster', async ({ caller, params, input }) =>
  ok(await previewRegistration(await adminScope(caller), params.classId!, Buffer.from(input.file, 'base64'))),
);
