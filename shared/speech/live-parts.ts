/**
 * Parts of a recording uploaded while it is being made, for live transcription (docs/scoring.md,
 * "Latency"). The page sends the 16-bit PCM captured so far about every second as
 * `live/<userId>/<recordingId>/part-00001.pcm`, … and the last as `part-0000n-final.pcm`; the
 * worker reads them in order. Parts are needed for minutes, so they live under their own prefix,
 * which the bucket expires after a day (the WAVs under `speech/` are kept a year). The complete WAV is still uploaded
 * at stop and stays the source of
 * truth: a live transcript is used only when it heard exactly that WAV's samples.
 */
export const PART_TYPE = 'application/octet-stream';
/** About one second of 16 kHz 16-bit mono audio per part. */
export const PART_SECONDS = 1;
export const PCM_BYTES_PER_SECOND = 32_000;
/** A part may carry a few seconds when an upload fell behind; the policy refuses larger ones. */
export const PART_MAX_BYTES = 8 * PCM_BYTES_PER_SECOND;
/** The longest recording any question allows (IELTS, 120 s) plus its grace and a margin: the worker's hard cap. */
export const LIVE_MAX_SECONDS = 140;

export function partName(index: number, final: boolean): string {
  return `part-${String(index).padStart(5, '0')}${final ? '-final' : ''}.pcm`;
}

/**
 * Where a recording's parts go, in the caller's namespace under `live/` (its WAV:
 * `speech/<userId>/<recordingId>.wav`).
 */
export function partPrefix(userId: string, recordingId: string): string {
  return `${LIVE_PARTS_PREFIX}${userId}/${recordingId}/`;
}

export const LIVE_PARTS_PREFIX = 'live/';
