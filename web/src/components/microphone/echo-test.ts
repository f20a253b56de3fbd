import { apiCall } from '../../lib/api-client';

/**
 * The echo test (spec 01 §4), run from Settings and by a speaking test whose speaking answers are
 * off: record the microphone for a few seconds and hand back the clip to play. The microphone is
 * released as soon as the recording ends.
 */
export const ECHO_SECONDS = 6;

/** POST v1/micTest: the echo test's answer; a success also turns speech on (spec 01 §4). */
export function reportMicTest(success: boolean) {
  return apiCall('micTest', { success });
}

export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia) &&
    typeof MediaRecorder !== 'undefined'
  );
}

export async function recordClip(seconds: number): Promise<Blob> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  try {
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    recorder.stop();
    await stopped;
    return new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}
