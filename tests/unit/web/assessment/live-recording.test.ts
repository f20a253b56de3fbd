// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Capture } from '../../../../web/src/features/assessment/lib/wav-capture';

/**
 * The page's side of live transcription (web/src/features/assessment/lib/live-recording.ts): the WAV's
 * grant names the recording, a session opens, the PCM goes up about every second as numbered parts
 * (a failed one retried), the rest as the final part at stop, then the WAV with the grant taken
 * at the start. Without a session the WAV is still uploaded: no answer depends on the parts.
 */
const apiCall = vi.fn();
vi.mock('../../../../web/src/lib/api-client', () => ({ apiCall: (...args: unknown[]) => apiCall(...args) }));
const { startLiveRecording } = await import('../../../../web/src/features/assessment/lib/live-recording');

const rid = '0b0f6c1e-2d1a-4c4f-9a3b-7f0e2b1c9d8e';
const grant = {
  url: 'http://s3.test/uploads',
  fields: { key: `speech/u1/${rid}.wav`, Policy: 'p' },
  key: `speech/u1/${rid}.wav`,
  expires_at: '',
};
const parts = {
  url: 'http://s3.test/uploads',
  fields: { 'Content-Type': 'application/octet-stream', Policy: 'q' },
  key_prefix: `live/u1/${rid}/`,
  max_bytes: 256_000,
  expires_at: '',
};

/** A capture whose takePcm hands out the next queued chunk of bytes. */
function fakeCapture(chunks: number[]): Capture {
  const queue = [...chunks];
  return {
    level: () => 0,
    seconds: () => 0,
    takePcm: () => new Uint8Array(queue.shift() ?? 0),
    stop: async () => new Blob(),
    cancel: () => undefined,
  };
}

let posts: Array<{ key: string; size: number }>;
let failNext = 0;
beforeEach(() => {
  vi.useFakeTimers();
  posts = [];
  failNext = 0;
  apiCall.mockReset();
  vi.stubGlobal('fetch', async (_url: string, init: { body: FormData }) => {
    if (failNext > 0) {
      failNext--;
      return new Response('', { status: 503 });
    }
    posts.push({ key: String(init.body.get('key')), size: (init.body.get('file') as Blob).size });
    return new Response('', { status: 204 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a live recording', () => {
  it('posts numbered parts while recording, the final part at stop, then the WAV with the grant from the start', async () => {
    apiCall.mockImplementation(async (id: string, input: unknown) => {
      if (id === 'recordingUpload') return { data: grant };
      expect(input).toEqual({ recording_id: rid });
      return { data: { recording_id: rid, parts } };
    });
    const live = startLiveRecording(fakeCapture([32_000, 0, 30_000, 500]));
    await vi.advanceTimersByTimeAsync(1000); // part 1
    await vi.advanceTimersByTimeAsync(1000); // nothing new: no part
    failNext = 1; // part 2 fails once, then goes
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(400);
    const key = live.finish(new Blob([new Uint8Array(544)]));
    await vi.advanceTimersByTimeAsync(100);
    expect(await key).toBe(grant.key);
    expect(apiCall.mock.calls.map((c) => c[0])).toEqual(['recordingUpload', 'speechSession']);
    await vi.advanceTimersByTimeAsync(100);
    expect(posts.slice(0, 2)).toEqual([
      { key: `live/u1/${rid}/part-00001.pcm`, size: 32_000 },
      { key: `live/u1/${rid}/part-00002.pcm`, size: 30_000 },
    ]);
    // The final part and the WAV go up side by side.
    expect(posts.slice(2).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `live/u1/${rid}/part-00003-final.pcm`, size: 500 },
      { key: grant.key, size: 544 },
    ]);
  });

  it('uploads the WAV alone when no session could be opened', async () => {
    apiCall.mockImplementation(async (id: string) => {
      if (id === 'recordingUpload') return { data: grant };
      throw new Error('speechSessionsTooMany');
    });
    const live = startLiveRecording(fakeCapture([32_000, 32_000]));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await live.finish(new Blob([new Uint8Array(100)]))).toBe(grant.key);
    expect(posts).toEqual([{ key: grant.key, size: 100 }]);
  });

  it('stops sending parts after a part fails all its retries, and still uploads the WAV', async () => {
    apiCall.mockImplementation(async (id: string) =>
      id === 'recordingUpload' ? { data: grant } : { data: { recording_id: rid, parts } },
    );
    const live = startLiveRecording(fakeCapture([32_000, 32_000, 32_000]));
    failNext = 4;
    await vi.advanceTimersByTimeAsync(1000 + 300 + 1000 + 2000 + 10);
    await vi.advanceTimersByTimeAsync(1000);
    const key = live.finish(new Blob([new Uint8Array(100)]));
    expect(await key).toBe(grant.key);
    expect(posts).toEqual([{ key: grant.key, size: 100 }]);
  });
});
