import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { HeardWord } from './scoring/recognised';
import type { Speech } from './speech-port';
import { cachedSynthesis } from './synthesis-cache';
import { parseWav, wavBytes } from './wav';

const run = promisify(execFile);

/**
 * The offline engine: Debian's pocketsphinx (CMU Sphinx, US English model) for recognition and
 * flite (CMU's synthesiser) for speaking correct answers, encoded to mp3 with lamejs. Both are
 * system packages (README, .ci/run); without them `localSpeech()` is null and spoken answers await
 * review. docs/decisions.md #140 says why these two.
 */
export const LOCAL_SPEECH_PACKAGES = ['pocketsphinx', 'pocketsphinx-en-us', 'flite'];
const RECOGNISER = '/usr/bin/pocketsphinx_continuous';
const SYNTHESISER = '/usr/bin/flite';
const MODEL = '/usr/share/pocketsphinx/model/en-us/en-us';
export const LOCAL_VOICE = 'slt';

export async function localSpeechMissing(): Promise<boolean> {
  const found = await Promise.all([RECOGNISER, SYNTHESISER, MODEL].map((p) => access(p).then(() => true, () => false)));
  return found.includes(false);
}

export async function localSpeech(): Promise<Speech | null> {
  if (await localSpeechMissing()) return null;
  const speech: Speech = {
    async transcribe(recording) {
      const dir = await mkdtemp(join(tmpdir(), 'fluentia-asr-'));
      try {
        const file = join(dir, 'answer.wav');
        await writeFile(file, recording.bytes);
        const { stdout } = await run(RECOGNISER, ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'], { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 });
        return { words: parseSphinxTimes(stdout), duration: parseWav(recording.bytes)?.duration ?? 0 };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    // No streaming recogniser offline: the parts are gathered and the whole is recognised at the
    // final part, so the live path is exercised end to end with only the engine differing.
    async transcribeLive(pcm) {
      const parts: Uint8Array[] = [];
      for await (const part of pcm) parts.push(part);
      return speech.transcribe({ key: 'live', bytes: wavOfPcm(Buffer.concat(parts)) });
    },
    async synthesize(text, voice = LOCAL_VOICE) {
      return cachedSynthesis(`flite:${voice}`, text, async () => {
        const dir = await mkdtemp(join(tmpdir(), 'fluentia-tts-'));
        try {
          const file = join(dir, 'speech.wav');
          await run(SYNTHESISER, ['-voice', voice, '-t', text, '-o', file], { timeout: 30_000 });
          return toMp3(await readFile(file));
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    },
  };
  return speech;
}

function wavOfPcm(pcm: Buffer): Buffer {
  const samples = new Int16Array(pcm.length >> 1);
  for (let k = 0; k < samples.length; k++) samples[k] = pcm.readInt16LE(2 * k);
  return wavBytes(samples);
}

/**
 * `-time yes` prints one line per word after the hypothesis: `word start end posterior`. Markers
 * (<s>, </s>, <sil>, (NULL), [NOISE]) are not words; `word(2)` is the dictionary's second pronunciation.
 */
export function parseSphinxTimes(output: string): HeardWord[] {
  const words: HeardWord[] = [];
  for (const line of output.split('\n')) {
    const m = /^(\S+) (-?[\d.]+) (-?[\d.]+) ([\d.]+)$/.exec(line.trim());
    if (!m) continue;
    const word = m[1]!.replace(/\(\d+\)$/, '');
    if (/^[<[(]/.test(word)) continue;
    words.push({ word, start: Number(m[2]), end: Number(m[3]), confidence: Math.min(1, Number(m[4])) });
  }
  return words;
}

async function toMp3(wav: Buffer): Promise<Buffer> {
  const pcm = parseWav(wav);
  if (!pcm) throw new Error('flite wrote an unexpected WAV format');
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, pcm.sampleRate, 48);
  const chunks: Uint8Array[] = [];
  for (let k = 0; k < pcm.samples.length; k += 1152) chunks.push(encoder.encodeBuffer(pcm.samples.subarray(k, k + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
}
