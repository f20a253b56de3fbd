/**
 * Recordings are 16-bit PCM WAV, mono, 16 kHz: the web recorder writes exactly that (so neither
 * server needs a transcoder), both speech engines read it, and 45 seconds is about 1.4 MB. Anything
 * else is 'not audio' to us.
 */
export const RECORDING_RATE = 16_000;

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
  duration: number;
}

export function parseWav(bytes: Buffer): Pcm | null {
  if (bytes.length < 44 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    return null;
  let offset = 12;
  let format: { channels: number; rate: number; bits: number; pcm: boolean } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      format = {
        pcm: bytes.readUInt16LE(body) === 1,
        channels: bytes.readUInt16LE(body + 2),
        rate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || !format.pcm || format.channels !== 1 || format.bits !== 16 || format.rate !== RECORDING_RATE)
        return null;
      const end = Math.min(bytes.length, body + size) & ~1;
      const copy = new Int16Array((end - body) / 2);
      for (let k = 0; k < copy.length; k++) copy[k] = bytes.readInt16LE(body + 2 * k);
      return { samples: copy, sampleRate: format.rate, duration: copy.length / format.rate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** Loudness of the whole recording in dBFS (0 is full scale; a quiet room is about -60). */
export function levelDbfs(samples: Int16Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / samples.length) / 32768;
  return rms === 0 ? -Infinity : 20 * Math.log10(rms);
}

/** A WAV file of these samples (used by tests and by local synthesis before mp3 encoding). */
export function wavBytes(samples: Int16Array, sampleRate = RECORDING_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}
