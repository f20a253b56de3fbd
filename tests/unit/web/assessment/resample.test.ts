import { describe, expect, it } from 'vitest';
import { createResampler } from '../../../../web/src/features/assessment/lib/resample';

/** The recorder's resampler (lib/resample.ts): the device's rate to the 16 kHz the speech engines read. */
const tone = (hz: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, n) => 0.5 * Math.sin((2 * Math.PI * hz * n) / rate));

function resampleAll(input: Float32Array, from: number, chunk = 4096): Float32Array {
  const resampler = createResampler(from, 16_000);
  const parts: Float32Array[] = [];
  for (let k = 0; k < input.length; k += chunk) parts.push(resampler.push(input.subarray(k, k + chunk)));
  parts.push(resampler.flush());
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((s, v) => s + v * v, 0) / samples.length);
/** The middle of a signal, away from the edges where the filter sees silence. */
const middle = (samples: Float32Array) => samples.subarray(800, samples.length - 800);

describe('resampling the microphone to 16 kHz', () => {
  it.each([48_000, 44_100, 22_050])(
    'keeps a 1 kHz tone from %i Hz: the same level and the same frequency, one output per 16 kHz tick',
    (rate) => {
      const out = resampleAll(tone(1_000, rate, 1), rate);
      expect(out.length).toBe(16_000);
      const expected = tone(1_000, 16_000, 1);
      expect(rms(middle(out))).toBeCloseTo(0.5 / Math.SQRT2, 2);
      let error = 0;
      for (let n = 800; n < 15_200; n++) error = Math.max(error, Math.abs(out[n]! - expected[n]!));
      expect(error).toBeLessThan(0.01); // in phase: no delay and no drift over a second
    },
  );

  it('removes what 16 kHz cannot carry instead of folding it onto speech (12 kHz would alias to 4 kHz)', () => {
    const out = resampleAll(tone(12_000, 48_000, 1), 48_000);
    expect(rms(middle(out))).toBeLessThan(0.002); // below -45 dB of the input's 0.35
    // speech's band passes whole
    expect(rms(middle(resampleAll(tone(4_000, 48_000, 1), 48_000)))).toBeCloseTo(0.5 / Math.SQRT2, 3);
    // within 1 dB near the edge
    expect(rms(middle(resampleAll(tone(6_000, 48_000, 1), 48_000)))).toBeGreaterThan((0.5 / Math.SQRT2) * 0.89);
  });

  it('gives the same samples however the input is chunked (parts are sent while recording)', () => {
    const input = Float32Array.from({ length: 44_100 }, (_, n) => Math.sin(n * 0.05) * 0.3 + Math.sin(n * 0.31) * 0.2);
    const whole = resampleAll(input, 44_100, input.length);
    const chunked = resampleAll(input, 44_100, 1_000);
    expect(chunked.length).toBe(whole.length);
    expect(Math.max(...whole.map((v, n) => Math.abs(v - chunked[n]!)))).toBeLessThan(1e-6);
    expect(whole.length).toBe(Math.ceil((44_100 * 16_000) / 44_100));
  });

  it('keeps a steady level exactly and passes 16 kHz input through unchanged', () => {
    const steady = resampleAll(new Float32Array(4_800).fill(0.25), 48_000);
    for (const v of middle(steady)) expect(v).toBeCloseTo(0.25, 6);
    const same = Float32Array.from([0.1, -0.2, 0.3]);
    const resampler = createResampler(16_000, 16_000);
    expect([...resampler.push(same)]).toEqual([...same]);
    expect(resampler.flush().length).toBe(0);
  });
});
