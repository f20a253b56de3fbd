/**
 * Converts the microphone's samples, at whatever rate the device runs (44.1 or 48 kHz mostly), to
 * the 16 kHz the speech engines read. The recorder cannot ask the AudioContext for 16 kHz: Firefox
 * refuses a microphone source in a context whose rate differs from the device's (NotSupportedError,
 * Mozilla bug 1725336). So this resampler runs on each chunk as it arrives (the parts sent while
 * recording need 16 kHz too), with a windowed-sinc low-pass at 90% of the new Nyquist: dropping
 * samples without one would fold the 8–24 kHz band back onto speech as noise.
 */
export interface Resampler {
  /** The 16 kHz samples that the input so far determines (a few input samples are held back). */
  push(input: Float32Array): Float32Array;
  /** The rest, at the end of the recording. */
  flush(): Float32Array;
}

/** Zero crossings of the sinc on each side: 8 gives a stop band below -70 dB with a Blackman window. */
const ZERO_CROSSINGS = 8;

export function createResampler(fromRate: number, toRate: number): Resampler {
  fromRate = Math.round(fromRate); // the position arithmetic below needs whole rates
  if (fromRate === toRate) return { push: (input) => new Float32Array(input), flush: () => new Float32Array(0) };
  const cutoff = 0.45 * Math.min(1, toRate / fromRate); // cycles per input sample
  const half = Math.ceil(ZERO_CROSSINGS / (2 * cutoff)); // taps each side, in input samples
  let held = new Float32Array(0); // input samples from absolute index `first` on
  let first = 0;
  let received = 0;
  let produced = 0;

  const kernel = (distance: number) => {
    const x = 2 * cutoff * distance;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const w = distance / half;
    return sinc * (0.42 + 0.5 * Math.cos(Math.PI * w) + 0.08 * Math.cos(2 * Math.PI * w));
  };

  // The taps depend only on where an output sample falls between two input samples, which repeats
  // (once per output at 48 kHz, 160 positions at 44.1 kHz): each set is worked out once, normalised
  // to sum to 1 so a steady level stays exact.
  const tapSets = new Map<number, Float64Array>();
  const tapsFor = (remainder: number) => {
    let taps = tapSets.get(remainder);
    if (!taps) {
      taps = new Float64Array(2 * half);
      for (let j = 0; j < taps.length; j++) taps[j] = kernel(remainder / toRate + half - 1 - j);
      const sum = taps.reduce((a, b) => a + b, 0);
      for (let j = 0; j < taps.length; j++) taps[j]! /= sum;
      tapSets.set(remainder, taps);
    }
    return taps;
  };

  const run = (final: boolean): Float32Array => {
    const out: number[] = [];
    for (;;) {
      const position = produced * fromRate; // in 1/toRate input samples: exact integers
      const remainder = position % toRate;
      const centre = (position - remainder) / toRate;
      if (final ? position >= received * toRate : centre + half >= received) break;
      const taps = tapsFor(remainder);
      let sum = 0;
      for (let j = 0; j < taps.length; j++) {
        const i = centre - half + 1 + j;
        if (i >= 0 && i < received) sum += held[i - first]! * taps[j]!;
      }
      out.push(sum);
      produced++;
    }
    const keepFrom = Math.max(0, Math.floor((produced * fromRate) / toRate) - half + 1);
    if (keepFrom > first) {
      held = held.slice(keepFrom - first);
      first = keepFrom;
    }
    return Float32Array.from(out);
  };

  return {
    push(input) {
      const joined = new Float32Array(held.length + input.length);
      joined.set(held);
      joined.set(input, held.length);
      held = joined;
      received += input.length;
      return run(false);
    },
    flush: () => run(true),
  };
}
