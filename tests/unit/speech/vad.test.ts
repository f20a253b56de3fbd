import { describe, expect, it } from 'vitest';
import { hasSpeech, voiceActivity } from '../../../functions/speech/vad';
import { parseWav } from '../../../functions/speech/wav';
import { noiseOnly, seeded } from '../../speech-set/generate';
import { spokenWav } from '../../support/speech';

/**
 * Voice activity: speech is found in speech, and in nothing else (silence, hiss, white, pink and brown noise, hum,
 * clicks, a fan).
 */
describe('voice activity', () => {
  it.each(noiseOnly().map((n) => [n.id, n.samples] as const))('finds no speech in %s', (_, samples) => {
    expect(hasSpeech(samples)).toBe(false);
  });

  it('finds speech in a word and a sentence, also with noise under it', () => {
    for (const text of ['ship', 'Good morning, my name is Asha.']) {
      const speech = parseWav(spokenWav(text))!.samples;
      expect(hasSpeech(speech)).toBe(true);
      const random = seeded(3);
      const noisy = speech.map((s) => Math.max(-32768, Math.min(32767, s + Math.round((random() - 0.5) * 600))));
      expect(hasSpeech(noisy)).toBe(true);
    }
  });

  it('measures the voiced time, not the length', () => {
    const speech = parseWav(spokenWav('Good morning'))!.samples;
    const padded = new Int16Array(speech.length + 48_000);
    padded.set(speech, 24_000);
    expect(Math.abs(voiceActivity(padded).voicedSeconds - voiceActivity(speech).voicedSeconds)).toBeLessThan(0.05);
  });
});
