import { http, ok } from '../../lib/http';
import { requireRecordingConsent } from '../../core/consent';
import { openSpeechSession } from '../live/session';

/**
 * POST v1/speechSession: live transcription of a recording while it is made (docs/scoring.md,
 * "Latency"); answers with the POST policy for its parts.
 */
export const handler = http('speechSession', async ({ caller, input }) => {
  await requireRecordingConsent(caller); // a child records only under a parent's consent (decision 0800)
  return ok(await openSpeechSession(caller.userId, input.recording_id));
});
