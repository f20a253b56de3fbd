import type { SpeechSessionData } from '#shared/api/contract';
import { AppError } from '#shared/errors';
import { LIVE_MAX_SECONDS, PART_MAX_BYTES, PART_TYPE, partPrefix } from '#shared/speech/live-parts';
import { ttlIn } from '../../data/keys';
import { cancelledIndexes, transact } from '../../lib/transactions';
import { log } from '../../lib/log';
import { presignPrefixUpload } from '../../lib/uploads';
import { launchLiveWorker } from './launch-worker';
import { writeTranscriptRecord } from './transcript-record';
import { speechSessionItems } from '../store';

/**
 * POST v1/speechSession: a recording starts, so its live transcription starts. One conditional
 * transaction records the session (one per recording id of the caller: a second start of the same one is
 * refused; another learner naming the id opens a session of their own, under their own key, and takes
 * nothing: decision 0862) and counts it against the caller's open sessions; then the worker is
 * started and the page gets one POST policy for the recording's parts, inside the caller's own namespace.
 * Sessions are short-lived, so "open" is counted per window of a recording's longest life, and the
 * counters expire.
 */
export const SESSION_WINDOW_SECONDS = LIVE_MAX_SECONDS;
/** A VK question of several words, each re-recorded up to 3 times, stays well under this in one window. */
export const MAX_SESSIONS_PER_WINDOW = 20;

export async function openSpeechSession(
  userId: string,
  recordingId: string,
  now = Date.now(),
): Promise<SpeechSessionData> {
  const window = Math.floor(now / (SESSION_WINDOW_SECONDS * 1000));
  try {
    await transact([
      speechSessionItems.putSession(recordingId, userId, now),
      speechSessionItems.countSession(userId, window, MAX_SESSIONS_PER_WINDOW, ttlIn(2 * SESSION_WINDOW_SECONDS, now)),
    ]);
  } catch (error) {
    const failed = cancelledIndexes(error);
    if (failed.includes(0)) throw new AppError('speechSessionTaken');
    if (failed.includes(1)) throw new AppError('speechSessionsTooMany');
    throw error;
  }
  const job = { recordingId, userId };
  try {
    await launchLiveWorker(job);
  } catch (error) {
    // No worker: say so in the record, so submitAnswer does not wait for one; the page records on.
    log.warn('speech.live_launch_failed', { recordingId, error: String(error) });
    await writeTranscriptRecord(userId, recordingId, { status: 'failed', owner: userId, reason: 'worker not started' });
  }
  const prefix = partPrefix(userId, recordingId);
  const upload = await presignPrefixUpload(prefix, PART_TYPE, PART_MAX_BYTES, new Date(now));
  return {
    recording_id: recordingId,
    parts: {
      url: upload.url,
      fields: upload.fields,
      key_prefix: prefix,
      max_bytes: PART_MAX_BYTES,
      expires_at: upload.expiresAt,
    },
  };
}
