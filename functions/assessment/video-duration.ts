/**
 * How long a recorded video answer runs, read from the file itself, so the server can hold the
 * camera recorder's limit (shared/speech/recording-rules.ts) without a media toolkit (no ffmpeg on
 * Lambda). WebM, as MediaRecorder writes it (Chromium, Firefox): the Segment's Duration when the
 * writer filled it in, else the last block's time (live recordings leave sizes unknown and no
 * Duration). MP4 (Safari): the movie header's duration. Null when the file does not say.
 */
export function videoDurationSeconds(bytes: Uint8Array): number | null {
  if (bytes.length >= 4 && readUint(bytes, 0, 4) === EBML) return webmSeconds(bytes);
  return mp4Seconds(bytes);
}

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Elements that can only follow a cluster: seeing one ends a cluster of unknown size. */
const SEGMENT_LEVEL = new Set([CLUSTER, INFO, 0x114d9b74, 0x1654ae6b, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367]);

interface Element {
  id: number;
  /** Where the element's data starts and ends (end = the buffer's end when the size is unknown). */
  start: number;
  end: number;
  unknownSize: boolean;
}

function readUint(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

/** An EBML variable-length integer: its length and value (the marker bit removed when `strip`). */
function vint(
  bytes: Uint8Array,
  at: number,
  strip: boolean,
): { length: number; value: number; allOnes: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = strip ? first & (0xff >> length) : first;
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, allOnes: strip && allOnes };
}

function element(bytes: Uint8Array, at: number, parentEnd: number): Element | null {
  const id = vint(bytes, at, false);
  if (!id) return null;
  const size = vint(bytes, at + id.length, true);
  if (!size) return null;
  const start = at + id.length + size.length;
  return {
    id: id.value,
    start,
    end: size.allOnes ? parentEnd : Math.min(parentEnd, start + size.value),
    unknownSize: size.allOnes,
  };
}

function webmSeconds(bytes: Uint8Array): number | null {
  let at = 0;
  let scale = 1_000_000; // nanoseconds per tick (the WebM default: milliseconds)
  let duration: number | null = null;
  let lastTick = -1;
  // The header, then the Segment's children (clusters may be of unknown size).
  const header = element(bytes, 0, bytes.length);
  if (!header) return null;
  at = header.end;
  const segment = element(bytes, at, bytes.length);
  if (!segment || segment.id !== SEGMENT) return null;
  at = segment.start;
  while (at < segment.end) {
    const child = element(bytes, at, segment.end);
    if (!child) break;
    if (child.id === INFO) {
      for (let p = child.start; p < child.end;) {
        const field = element(bytes, p, child.end);
        if (!field) break;
        if (field.id === TIMECODE_SCALE) scale = readUint(bytes, field.start, field.end - field.start);
        if (field.id === DURATION) {
          const view = new DataView(bytes.buffer, bytes.byteOffset + field.start, field.end - field.start);
          duration = field.end - field.start === 8 ? view.getFloat64(0) : view.getFloat32(0);
        }
        p = field.end;
      }
      at = child.end;
    } else if (child.id === CLUSTER) {
      let base = 0;
      let p = child.start;
      while (p < child.end) {
        const inner = element(bytes, p, child.end);
        if (!inner || (child.unknownSize && SEGMENT_LEVEL.has(inner.id))) break;
        if (inner.id === CLUSTER_TIMECODE) base = readUint(bytes, inner.start, inner.end - inner.start);
        if (inner.id === SIMPLE_BLOCK) lastTick = Math.max(lastTick, base + blockOffset(bytes, inner.start));
        if (inner.id === BLOCK_GROUP) {
          for (let q = inner.start; q < inner.end;) {
            const part = element(bytes, q, inner.end);
            if (!part) break;
            if (part.id === BLOCK) lastTick = Math.max(lastTick, base + blockOffset(bytes, part.start));
            q = part.end;
          }
        }
        p = inner.end;
      }
      at = p;
    } else {
      at = child.end;
    }
    if (child.end <= child.start && !child.unknownSize) at = Math.max(at, child.start);
  }
  if (duration !== null && duration > 0) return (duration * scale) / 1e9;
  return lastTick >= 0 ? (lastTick * scale) / 1e9 : null;
}

/** A block's time relative to its cluster: a signed 16-bit number after the track number. */
function blockOffset(bytes: Uint8Array, at: number): number {
  const track = vint(bytes, at, true);
  if (!track || at + track.length + 2 > bytes.length) return 0;
  const raw = (bytes[at + track.length]! << 8) | bytes[at + track.length + 1]!;
  return raw >= 0x8000 ? raw - 0x10000 : raw;
}

/** MP4: moov → mvhd's duration over its timescale (0 in a fragmented file whose length is unknown: null). */
function mp4Seconds(bytes: Uint8Array): number | null {
  const moov = box(bytes, 0, bytes.length, 'moov');
  const mvhd = moov && box(bytes, moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const version = bytes[mvhd.start]!;
  const timescale = readUint(bytes, mvhd.start + (version === 1 ? 20 : 12), 4);
  const duration = readUint(bytes, mvhd.start + (version === 1 ? 24 : 16), version === 1 ? 8 : 4);
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}

function box(bytes: Uint8Array, from: number, to: number, type: string): { start: number; end: number } | null {
  for (let at = from; at + 8 <= to;) {
    let size = readUint(bytes, at, 4);
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    let header = 8;
    if (size === 1) ((size = readUint(bytes, at + 8, 8)), (header = 16));
    if (size === 0) size = to - at;
    if (size < header) return null;
    if (name === type) return { start: at + header, end: Math.min(to, at + size) };
    at += size;
  }
  return null;
}
