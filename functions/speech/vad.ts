import { SPEECH } from '#shared/scoring/thresholds';

/**
 * Voice-activity detection: is there speech in a recording at all (docs/scoring.md, "Checks before
 * anything is scored")? A level check passes any loud noise, and the recogniser turns noise into
 * words, so a recording is speech only when enough of it is **voiced**: 20 ms frames that stand out
 * from the recording's own noise floor (speech comes and goes; hum, hiss and a fan stay level),
 * repeat with a pitch period of a human voice (normalised autocorrelation at a lag of 2.5–16 ms,
 * 60–400 Hz) and cross zero rarely (a voiced sound's energy is low in frequency; hiss and clicks
 * cross all the time). Pure arithmetic on the samples: the same on AWS and offline, no model.
 */
const FRAME = 320; // 20 ms at 16 kHz
const MIN_LAG = 40; // 400 Hz
const MAX_LAG = 266; // 60 Hz

export interface VoiceActivity {
  /** Seconds of voiced frames. */
  voicedSeconds: number;
  /** The noise floor (dBFS): the quietest tenth of the frames. */
  floorDb: number;
}

function frameDb(samples: Int16Array, at: number): number {
  let sum = 0;
  for (let k = at; k < at + FRAME; k++) sum += samples[k]! * samples[k]!;
  const rms = Math.sqrt(sum / FRAME) / 32768;
  return rms > 0 ? 20 * Math.log10(rms) : -120;
}

/** The highest normalised autocorrelation over the voice's pitch lags (1 for a perfectly periodic frame). */
function periodicity(samples: Int16Array, at: number): number {
  const end = Math.min(samples.length, at + FRAME + MAX_LAG);
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG && at + FRAME + lag <= end; lag++) {
    let cross = 0;
    let a = 0;
    let b = 0;
    for (let k = at; k < at + FRAME; k++) {
      const x = samples[k]!;
      const y = samples[k + lag]!;
      cross += x * y;
      a += x * x;
      b += y * y;
    }
    const r = a > 0 && b > 0 ? cross / Math.sqrt(a * b) : 0;
    if (r > best) best = r;
  }
  return best;
}

function zeroCrossingRate(samples: Int16Array, at: number): number {
  let crossings = 0;
  for (let k = at + 1; k < at + FRAME; k++) if (samples[k - 1]! >= 0 !== samples[k]! >= 0) crossings++;
  return crossings / FRAME;
}

export function voiceActivity(samples: Int16Array, sampleRate = 16_000): VoiceActivity {
  const { aboveFloorDb, minDbfs, periodicity: minPeriodicity, maxZeroCrossings } = SPEECH.vad;
  const starts: number[] = [];
  for (let at = 0; at + FRAME + MAX_LAG <= samples.length; at += FRAME) starts.push(at);
  if (starts.length === 0) return { voicedSeconds: 0, floorDb: -120 };
  const levels = starts.map((at) => frameDb(samples, at));
  const floorDb = [...levels].sort((a, b) => a - b)[Math.floor(levels.length / 10)]!;
  let voiced = 0;
  starts.forEach((at, k) => {
    const db = levels[k]!;
    if (db < minDbfs || db < floorDb + aboveFloorDb) return;
    if (zeroCrossingRate(samples, at) > maxZeroCrossings) return;
    if (periodicity(samples, at) >= minPeriodicity) voiced++;
  });
  return { voicedSeconds: (voiced * FRAME) / sampleRate, floorDb };
}

/** True when the recording holds enough voiced speech to be an answer. */
export function hasSpeech(samples: Int16Array): boolean {
  return voiceActivity(samples).voicedSeconds >= SPEECH.vad.minVoicedSeconds;
}
