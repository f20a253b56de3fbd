import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { localSpeech } from '../../../functions/speech/adapters/local-speech';
import { parseWav, wavBytes } from '../../../functions/speech/wav';

/**
 * The offline engine's live path: pocketsphinx hears a recording part by part as the parts arrive
 * (functions/speech/adapters/local-speech.ts) and must hear what it hears from the whole file. Debian's
 * pocketsphinx and flite, as the integration and e2e suites use them.
 */
const dir = mkdtempSync(join(tmpdir(), 'fluentia-live-asr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function spoken(text: string): Promise<Buffer> {
  const file = join(dir, 'speech.wav');
  await promisify(execFile)('/usr/bin/flite', ['-voice', 'slt', '-t', text, '-o', file]);
  return readFileSync(file);
}

async function* parts(pcm: Buffer, bytes: number, pauseMs: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < pcm.length; at += bytes) {
    yield pcm.subarray(at, at + bytes);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

describe('offline live recognition', () => {
  it('hears a recording fed in parts as it hears the whole file, with the same length', async () => {
    const engine = (await localSpeech())!;
    const wav = await spoken('Good morning. The weather is very nice today, and I would like to walk by the river.');
    const pcm = Buffer.from(wavBytes(parseWav(wav)!.samples).subarray(44));
    const whole = await engine.transcribe({ key: 'whole', bytes: wav });
    const live = await engine.transcribeLive(parts(pcm, 8_000, 20));
    expect(live.words.map((w) => w.word)).toEqual(whole.words.map((w) => w.word));
    expect(live.words.map((w) => w.word)).toContain('weather');
    expect(live.duration).toBeCloseTo(pcm.length / 32_000, 3);
  });

  it('fails, rather than hanging, when the parts fail', async () => {
    const engine = (await localSpeech())!;
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(3_200);
      throw new Error('part missing');
    }
    await expect(engine.transcribeLive(broken())).rejects.toThrow('part missing');
  });
});
