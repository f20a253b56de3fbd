import { kbps, MIN_VIDEO_KBPS } from '#shared/video/video-rules';

/**
 * The connection check before a video test (spec 02 §5): offline, or slower than 400 kbps, and the
 * test cannot go on. Speed is measured by downloading a small known file from the site's own origin
 * (`/speed-check.bin`, 96 KB of random bytes, so no compression flatters it), uncached, timed from
 * its first byte to its last: the time to first byte is latency, not speed.
 */
export const SPEED_FILE = '/speed-check.bin';

export type ConnectionResult = { state: 'ok' | 'slow'; kbps: number } | { state: 'offline'; kbps: null };

export async function checkConnection(now: () => number = () => performance.now()): Promise<ConnectionResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { state: 'offline', kbps: null };
  const started = now();
  let response: Response;
  try {
    response = await fetch(`${SPEED_FILE}?t=${Date.now()}`, { cache: 'no-store' });
  } catch {
    return { state: 'offline', kbps: null };
  }
  if (!response.ok || !response.body) return { state: 'offline', kbps: null };
  const reader = response.body.getReader();
  let bytes = 0;
  let first: { at: number; bytes: number } | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = { at: now(), bytes: value.byteLength };
    bytes += value.byteLength;
  }
  const end = now();
  // Whole-request speed counts latency as slowness; the speed after the first chunk does not, but
  // only means something when enough bytes came after it. The better of the two is the speed.
  const overall = kbps(bytes, (end - started) / 1000);
  const after = first && bytes - first.bytes >= MEASURED_BYTES ? kbps(bytes - first.bytes, (end - first.at) / 1000) : 0;
  const measured = Math.max(overall, after);
  return { state: measured < MIN_VIDEO_KBPS ? 'slow' : 'ok', kbps: measured };
}

/** Bytes after the first chunk needed for the after-first-byte speed to count. */
const MEASURED_BYTES = 32 * 1024;
