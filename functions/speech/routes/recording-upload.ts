import { http, ok } from '../../lib/http';
import { presignUpload } from '../../lib/uploads';
import { SPEECH_UPLOAD } from '../speech-upload';

/**
 * POST v1/recordingupload: where the browser uploads one recording (a presigned POST into the
 * caller's own namespace). submitAnswer then names the key, and checks the object before scoring.
 */
export const handler = http('recordingUpload', async ({ caller, input }) => {
  return ok(await presignUpload(caller.userId, SPEECH_UPLOAD, input.content_type));
});
