/**
 * Chromium's MediaRecorder writes a live WebM: the Segment has an unknown size and its Info no
 * Duration, so a browser shows the file's length as ∞ and its seek bar does not work. This adds the
 * Duration element (ID 0x4489, a float64 in TimecodeScale units, milliseconds by default) to Info.
 * Nothing after Info is addressed by offset in such a file (no SeekHead, no Cues), so inserting bytes
 * is safe. A file that already has a Duration, or is not WebM, is returned unchanged.
 */
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const DURATION = 0x4489;

interface Header {
  id: number;
  /** Bytes of the ID and the size together. */
  headerLength: number;
  /** Bytes of the payload; null for an unknown size. */
  size: number | null;
}

function vintLength(first: number): number {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n;
  throw new Error('Not an EBML variable-length integer.');
}

function readHeader(bytes: Uint8Array, at: number): Header {
  const idLength = vintLength(bytes[at]!);
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[at + i]!;
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt]!);
  let size = bytes[sizeAt]! & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + bytes[sizeAt + i]!;
    unknown &&= bytes[sizeAt + i] === 0xff;
  }
  return { id, headerLength: idLength + sizeLength, size: unknown ? null : size };
}

/** An 8-byte size field, so the new Info size fits whatever it was. */
function size8(value: number): Uint8Array {
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let v = value;
  for (let i = 7; i >= 1; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

/** Where Info sits inside the Segment (its offset and header), or null for anything else. */
function findInfo(webm: Uint8Array): { at: number; header: Header } | null {
  if (webm.length < 8 || readHeader(webm, 0).id !== EBML) return null;
  const ebml = readHeader(webm, 0);
  const segmentAt = ebml.headerLength + (ebml.size ?? 0);
  const segment = readHeader(webm, segmentAt);
  if (segment.id !== SEGMENT) return null;
  for (let at = segmentAt + segment.headerLength; at < webm.length;) {
    const child = readHeader(webm, at);
    if (child.size === null) return null;
    if (child.id === INFO) return { at, header: child };
    at += child.headerLength + child.size;
  }
  return null;
}

/** Offset of the Duration element inside Info, or null. */
function findDuration(webm: Uint8Array, info: { at: number; header: Header }): { at: number; header: Header } | null {
  const start = info.at + info.header.headerLength;
  for (let at = start; at < start + (info.header.size ?? 0);) {
    const inner = readHeader(webm, at);
    if (inner.id === DURATION) return { at, header: inner };
    at += inner.headerLength + (inner.size ?? 0);
  }
  return null;
}

export function withDuration(webm: Uint8Array, durationMs: number): Uint8Array {
  const info = findInfo(webm);
  if (!info || findDuration(webm, info)) return webm;
  const idLength = vintLength(webm[info.at]!);
  const start = info.at + info.header.headerLength;
  const size = info.header.size ?? 0;
  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]);
  new DataView(duration.buffer).setFloat64(3, durationMs);
  const parts = [
    webm.subarray(0, info.at + idLength),
    size8(size + duration.length),
    webm.subarray(start, start + size),
    duration,
    webm.subarray(start + size),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The Duration of a WebM's Info in milliseconds, or null (for tests and the authoring check). */
export function durationOf(webm: Uint8Array): number | null {
  const info = findInfo(webm);
  const found = info ? findDuration(webm, info) : null;
  if (!found) return null;
  const view = new DataView(
    webm.buffer,
    webm.byteOffset + found.at + found.header.headerLength,
    found.header.size ?? 0,
  );
  return found.header.size === 4 ? view.getFloat32(0) : view.getFloat64(0);
}
