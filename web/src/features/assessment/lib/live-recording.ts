import type { PresignedUpload, SpeechSessionData } from '#shared/api/contract';
import { PART_SECONDS, PART_MAX_BYTES, PART_TYPE, partName } from '#shared/speech/live-parts';
import { apiCall } from '../../../lib/api-client';
import { postToBucket } from '../../../lib/presigned-upload';
import { uploadRecording } from './upload-recording';
import type { Capture } from './wav-capture';

/**
 * A recording heard by the server while it is made (docs/scoring.md, "Latency"): at the
 * start the page takes the WAV's upload grant (its key names the recording) and opens a live
 * session; then about every second it posts the PCM captured so far as the next part, each retried
 * a few times, and at stop the rest as the final part. The WAV itself is still uploaded at stop
 * and is what the answer names. Everything live is best effort: when the session or a part fails,
 * the parts stop and the server transcribes the WAV instead, so no answer depends on them.
 */
export interface LiveRecording {
  /** Sends the final part and uploads the WAV; resolves to the WAV's key (throws if the WAV could not be stored). */
  finish(wav: Blob): Promise<string>;
  /** A recording thrown away: no final part, so the server's worker gives up on its own. */
  cancel(): void;
}

const RETRY_DELAYS_MS = [300, 1000, 2000];

/** `live` false: no session and no parts (a known-text answer, scored from the WAV): the WAV goes up at stop. */
export function startLiveRecording(capture: Capture, live = true): LiveRecording {
  if (!live) return { finish: (wav) => uploadRecording(wav), cancel: () => undefined };
  let grant: PresignedUpload | null = null;
  let session: SpeechSessionData | null = null;
  let index = 0;
  let broken = false;
  let sending: Promise<void> = Promise.resolve();

  const opened = (async () => {
    try {
      grant = (await apiCall('recordingUpload', { content_type: 'audio/wav', purpose: 'speech' })).data;
      const recordingId = /\/([\w-]+)\.wav$/.exec(grant.key)?.[1];
      if (recordingId) session = (await apiCall('speechSession', { recording_id: recordingId })).data;
    } catch {
      // Recorded without live transcription: the WAV is uploaded at stop as before.
    }
  })();

  const sendPart = (final: boolean) => {
    if (!session || broken) return;
    const parts = session.parts;
    const pcm = capture.takePcm();
    if (pcm.length === 0 && !final) return;
    // A part over the policy's size (uploads fell far behind) is split, each piece its own part.
    const pieces = [];
    for (let k = 0; k < pcm.length || pieces.length === 0; k += PART_MAX_BYTES)
      pieces.push(pcm.subarray(k, k + PART_MAX_BYTES));
    pieces.forEach((piece, i) => {
      const name = partName(++index, final && i === pieces.length - 1);
      sending = sending.then(() =>
        broken ? undefined : postPart(parts, name, piece).catch(() => void (broken = true)),
      );
    });
  };

  const timer = setInterval(() => sendPart(false), PART_SECONDS * 1000);
  return {
    async finish(wav) {
      clearInterval(timer);
      await opened;
      sendPart(true);
      if (grant) {
        try {
          return await postToBucket(grant, wav, 'answer.wav');
        } catch {
          // A fresh grant below: that WAV then has no live transcript and is transcribed as a whole.
        }
      }
      return uploadRecording(wav);
    },
    cancel() {
      clearInterval(timer);
      broken = true;
    },
  };
}

async function postPart(parts: SpeechSessionData['parts'], name: string, pcm: Uint8Array<ArrayBuffer>): Promise<void> {
  const upload: PresignedUpload = {
    url: parts.url,
    fields: { key: parts.key_prefix + name, ...parts.fields },
    key: parts.key_prefix + name,
    expires_at: parts.expires_at,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await postToBucket(upload, new Blob([pcm], { type: PART_TYPE }), name);
      return;
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}
