import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { alignKnownText } from '../align/known-text';
import type { HeardWord } from '../scoring/recognised';
import type { Speech } from '../speech-port';
import { cachedSynthesis } from '../synthesis-cache';
import { parseWav, RECORDING_RATE } from '../wav';
import { standsFor } from '../../lib/traffic-recorder';

const run = promisify(execFile);

/**
 * The offline engine: Debian's pocketsphinx (CMU Sphinx, US English model) for recognition and
 * flite (CMU's synthesiser) for speaking correct answers, encoded to mp3 with lamejs. Both are
 * system packages (README, .ci/run); without them `localSpeech()` is null and spoken answers await
 * review. docs/decisions.md #140 says why these two.
 */
export const LOCAL_SPEECH_PACKAGES = ['pocketsphinx', 'pocketsphinx-en-us', 'flite'];
const ALIGNER = '/usr/bin/pocketsphinx_batch';
const RECOGNISER = '/usr/bin/pocketsphinx_continuous';
const SYNTHESISER = '/usr/bin/flite';
const MODEL = '/usr/share/pocketsphinx/model/en-us/en-us';
export const LOCAL_VOICE = 'slt';

export async function localSpeechMissing(): Promise<boolean> {
  const found = await Promise.all(
    [RECOGNISER, ALIGNER, SYNTHESISER, MODEL].map((p) =>
      access(p).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.includes(false);
}

export async function localSpeech(): Promise<Speech | null> {
  if (await localSpeechMissing()) return null;
  const speech: Speech = {
    alignText: (recording, texts, options) => alignKnownText(recording.samples, texts, options),
    async transcribe(recording) {
      // What the AWS engine asks (the traffic recorder): a batch job, polled about once a second.
      standsFor([
        { service: 'transcribe', operation: 'StartTranscriptionJob' },
        { service: 'transcribe', operation: 'GetTranscriptionJob' },
      ]);
      const dir = await mkdtemp(join(tmpdir(), 'fluentia-asr-'));
      try {
        const file = join(dir, 'answer.wav');
        await writeFile(file, recording.bytes);
        const { stdout } = await run(RECOGNISER, ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'], {
          timeout: 60_000,
          maxBuffer: 4 * 1024 * 1024,
        });
        return { words: parseSphinxTimes(stdout), duration: parseWav(recording.bytes)?.duration ?? 0 };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    // The recogniser hears the recording as its parts arrive (raw 16 kHz PCM, read to the end of its
    // input; it reads a WAV header only from a file named .wav, and would hear one here as a click
    // that changed the first words), so at the final part only the last second or so is left to
    // decode: a 58 s answer is heard about 1.7 s after its end instead of 10 s.
    // Through `cat`: pocketsphinx opens /dev/stdin by name, which Node's pipe (a socket) cannot be.
    async transcribeLive(pcm) {
      standsFor([{ service: 'transcribe-streaming', operation: 'StartStreamTranscription' }]);
      const child = spawn('/bin/sh', ['-c', `cat | exec ${RECOGNISER} -infile /dev/stdin -time yes -logfn /dev/null`], {
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      const exited = new Promise<number | null>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', resolve);
      });
      // A recogniser that dies shows in its exit code; its closed input must not throw out of the worker.
      child.stdin.on('error', () => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), LIVE_TIMEOUT_MS);
      try {
        let bytes = 0;
        for await (const part of pcm) {
          bytes += part.length;
          await write(child.stdin, part);
        }
        child.stdin.end();
        const code = await exited;
        if (code !== 0) throw new Error(`pocketsphinx exited with ${code}`);
        return { words: parseSphinxTimes(stdout), duration: bytes / (2 * RECORDING_RATE) };
      } catch (error) {
        child.kill('SIGKILL');
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async synthesize(text, voice = LOCAL_VOICE) {
      return cachedSynthesis(`flite:${voice}`, text, async () => {
        standsFor([{ service: 'polly', operation: 'SynthesizeSpeech' }]);
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

/** The longest a live recognition may run: the longest answer (120 s) and the wait for its parts. */
const LIVE_TIMEOUT_MS = 180_000;

/** Writes with back-pressure; a recogniser that has died fails the write instead of buffering forever. */
async function write(stream: Writable, chunk: Uint8Array): Promise<void> {
  if (stream.write(chunk)) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'error').then(([error]) => Promise.reject(error as Error))]);
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
  for (let k = 0; k < pcm.samples.length; k += 1152)
    chunks.push(encoder.encodeBuffer(pcm.samples.subarray(k, k + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
}
