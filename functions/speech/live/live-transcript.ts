import { log } from '../../lib/log';
import type { Transcript } from '../scoring/recognised';
import { asTranscript, pcmSha256, readRecordingState } from './transcript-record';

/**
 * submitAnswer's use of a live transcript (docs/scoring.md, "Latency"): for a checked WAV
 * `speech/<userId>/<recordingId>.wav`, the transcript the worker wrote while it was recorded, only
 * when the session and the record are the caller's and the PCM it heard hashes the same as the WAV's
 * samples. The worker usually finishes a moment after the last part; when it has not, this waits a
 * little, then gives up. Every other case (no session, failed, other owner, mismatch) is null, and
 * the WAV is transcribed as before. Which way was taken is logged.
 */
// A worker still hearing a long answer finishes within seconds (offline, a 118 s answer about 4 s after
// its last part), while the batch path it would fall back on takes 15-30 s: worth waiting for.
export const LIVE_WAIT_MS = 7000;
const POLL_MS = 150;

export type LivePath = 'live' | 'noSession' | 'failed' | 'mismatch' | 'timeout' | 'error';

export async function liveTranscript(
  userId: string,
  key: string,
  samples: Int16Array,
  waitMs = LIVE_WAIT_MS,
): Promise<{ transcript: Transcript | null; path: LivePath }> {
  const recordingId = /\/([\w-]+)\.wav$/.exec(key)?.[1];
  if (!recordingId) return { transcript: null, path: 'noSession' };
  const deadline = Date.now() + waitMs;
  try {
    for (;;) {
      const state = await readRecordingState(userId, recordingId);
      if (state.sessionOwner !== userId) return { transcript: null, path: 'noSession' };
      const record = state.transcript;
      if (record) {
        if (record.owner !== userId || record.status !== 'done') return { transcript: null, path: 'failed' };
        if (record.pcmSha256 !== pcmSha256(samples)) return { transcript: null, path: 'mismatch' };
        return { transcript: asTranscript(record), path: 'live' };
      }
      if (Date.now() >= deadline) return { transcript: null, path: 'timeout' };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    log.warn('speech.live_lookup_failed', { key, error: String(error) });
    return { transcript: null, path: 'error' };
  }
}
