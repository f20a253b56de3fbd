import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseWav } from '../../functions/speech/wav';

/**
 * The speech test set's audio, made on demand from manifest.ts by Debian's engines and kept in
 * `node_modules/.cache/fluentia-speech-set/` (a cache: the same text, voice and speed always give the
 * same file, and deleting it only costs the time to make it again). Noise is added in memory from a
 * seeded generator, so every run hears exactly the same recordings.
 */
export interface Voice {
  id: string;
  engine: 'flite' | 'espeak-ng';
  name: string;
  /** flite: duration stretch (1 = its own pace); espeak-ng: words a minute. */
  speed: number;
  /** flite's voices are recognisable speech; espeak-ng's formant voices are very unnatural. */
  clear: boolean;
}

export const VOICES: Voice[] = [
  { id: 'flite-slt', engine: 'flite', name: 'slt', speed: 1, clear: true },
  { id: 'flite-rms', engine: 'flite', name: 'rms', speed: 1.15, clear: true },
  { id: 'flite-awb', engine: 'flite', name: 'awb', speed: 0.9, clear: true },
  { id: 'flite-kal16', engine: 'flite', name: 'kal16', speed: 1.05, clear: true },
  { id: 'espeak-en-us', engine: 'espeak-ng', name: 'en-us', speed: 150, clear: false },
  { id: 'espeak-en-gb', engine: 'espeak-ng', name: 'en-gb', speed: 175, clear: false },
  { id: 'espeak-en-gb-x-rp', engine: 'espeak-ng', name: 'en-gb-x-rp', speed: 200, clear: false },
  { id: 'espeak-scotland', engine: 'espeak-ng', name: 'en-gb-scotland', speed: 135, clear: false },
  { id: 'espeak-en-029', engine: 'espeak-ng', name: 'en-029', speed: 160, clear: false },
  { id: 'espeak-hi', engine: 'espeak-ng', name: 'hi', speed: 140, clear: false },
  { id: 'espeak-en-us-f', engine: 'espeak-ng', name: 'en-us+f3', speed: 120, clear: false },
];

export type Noise = 'clean' | '20dB';
export const NOISES: Noise[] = ['clean', '20dB'];

const CACHE = join(import.meta.dirname, '../../node_modules/.cache/fluentia-speech-set');
const RATE = 16_000;

/** `text` said by `voice`, 16 kHz mono, with 0.3 s of silence before and after. */
export function say(text: string, voice: Voice): Int16Array {
  mkdirSync(CACHE, { recursive: true });
  const file = join(
    CACHE,
    `${createHash('sha256').update(`${voice.engine}\n${voice.name}\n${voice.speed}\n${text}`).digest('hex').slice(0, 24)}.wav`,
  );
  if (!existsSync(file)) {
    const raw = `${file}.${process.pid}.raw.wav`;
    const made = `${file}.${process.pid}.wav`;
    if (voice.engine === 'flite')
      execFileSync('/usr/bin/flite', [
        '-voice',
        voice.name,
        '--setf',
        `duration_stretch=${voice.speed}`,
        '-t',
        text,
        '-o',
        raw,
      ]);
    else execFileSync('/usr/bin/espeak-ng', ['-v', voice.name, '-s', String(voice.speed), '-w', raw, text]);
    execFileSync('/usr/bin/sox', ['-G', raw, '-r', String(RATE), '-c', '1', '-b', '16', made, 'pad', '0.3', '0.3']);
    rmSync(raw);
    renameSync(made, file);
  }
  return parseWav(readFileSync(file))!.samples;
}

/** A seeded generator (mulberry32): the same noise every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
}

function rms(samples: Int16Array): number {
  let sum = 0;
  let n = 0;
  // The speech's own level: samples above a whisper, so the padding's silence does not count.
  for (const s of samples) if (Math.abs(s) > 100) ((sum += s * s), n++);
  return n ? Math.sqrt(sum / n) : 0;
}

/** `samples` with white noise `snrDb` below the speech's level. */
export function withNoise(samples: Int16Array, noise: Noise, seed: number): Int16Array {
  if (noise === 'clean') return samples;
  const level = rms(samples) / 10 ** (20 / 20);
  const random = seeded(seed);
  return samples.map((s) => Math.max(-32768, Math.min(32767, Math.round(s + level * gaussian(random)))));
}

/** Recordings with no speech in them: each must be refused. */
export function noiseOnly(): Array<{ id: string; samples: Int16Array }> {
  const seconds = 3;
  const n = seconds * RATE;
  const random = seeded(7);
  const make = (f: (k: number) => number) =>
    Int16Array.from({ length: n }, (_, k) => Math.max(-32768, Math.min(32767, Math.round(f(k)))));
  let brown = 0;
  let pink = 0;
  return [
    { id: 'silence', samples: make(() => 0) },
    { id: 'hiss', samples: make(() => 4 * gaussian(random)) },
    { id: 'white-loud', samples: make(() => 3000 * gaussian(random)) },
    { id: 'white-soft', samples: make(() => 300 * gaussian(random)) },
    { id: 'brown', samples: make(() => ((brown = 0.98 * brown + gaussian(random)), 400 * brown)) },
    { id: 'pink', samples: make(() => ((pink = 0.9 * pink + gaussian(random)), 800 * pink)) },
    {
      id: 'hum',
      samples: make(
        (k) =>
          3000 * Math.sin((2 * Math.PI * 50 * k) / RATE) +
          1000 * Math.sin((2 * Math.PI * 150 * k) / RATE) +
          50 * gaussian(random),
      ),
    },
    { id: 'clicks', samples: make((k) => (k % 4000 < 40 ? 12000 * gaussian(random) : 20 * gaussian(random))) },
    { id: 'fan', samples: make(() => ((brown = 0.7 * brown + gaussian(random)), 1500 * brown)) },
  ];
}

/** A real recording of Debian's test data, 16 kHz mono. */
export function realRecording(path: string): Int16Array {
  return parseWav(readFileSync(path))!.samples;
}
