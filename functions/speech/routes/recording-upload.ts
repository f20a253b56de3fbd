import { http, ok } from '../../lib/http';
import { presignUpload } from '../../lib/uploads';
import { requireRecordingConsent } from '../../core/consent';
import { SPEECH_UPLOAD, VIDEO_UPLOAD } from '../speech-upload';

/**
 * POST v1/recordingupload: where the browser uploads one recording, a spoken answer's WAV or a
 * video answer (`purpose: 'video'`), as a presigned POST into the caller's own namespace.
 * submitAnswer then names the key, and checks the object before accepting it. A junior needs a recorded consent.
 */
export const handler = http('recordingUpload', async ({ caller, input }) => {
  await requireRecordingConsent(caller); // a child records only under a parent's consent (decision 0800)
  return ok(
    await presignUpload(caller.userId, input.purpose === 'video' ? VIDEO_UPLOAD : SPEECH_UPLOAD, input.content_type),
  );
});
