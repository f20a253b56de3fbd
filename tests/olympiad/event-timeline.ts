import type { EventProfile } from './capacity-config';
import { STEPS, type StepName } from './recording-profile';

/**
 * When the event's children reach each step of the journey: sign-ins evenly over the window, Start
 * a little later, the answers evenly over each child's time on the test, the finish at its end and
 * the result just after. Drawn for a sample of children and scaled to the event, as rates per
 * second over 10-second bins; and, for one school behind one address, the requests in its busiest
 * five minutes (what a WAF rate rule counts).
 */
export const BIN_SECONDS = 10;

export interface Timeline {
  bins: number;
  /** Occurrences per second of each step, per bin. */
  rates: Record<StepName, Float64Array>;
}

const between = (range: { min: number; max: number }) => range.min + Math.random() * (range.max - range.min);

/** Each step's times for one child (seconds from the event's start). */
function childTimes(profile: EventProfile, answers: number, signInSeconds: number): Array<[StepName, number]> {
  const signIn = Math.random() * signInSeconds;
  const start = signIn + between(profile.startDelaySeconds);
  const duration = between(profile.testMinutes) * 60;
  const count = Math.floor(answers) + (Math.random() < answers % 1 ? 1 : 0);
  const times: Array<[StepName, number]> = [
    ['signin', signIn],
    ['start', start],
  ];
  for (let k = 1; k <= count; k++) times.push(['answer', start + (duration * k) / (count + 1)]);
  times.push(['finish', start + duration], ['result', start + duration + profile.resultDelaySeconds]);
  return times;
}

export function stepRates(profile: EventProfile, answersPerLearner: number, sample = 20_000): Timeline {
  const virtual = Math.min(sample, profile.children);
  const weight = profile.children / virtual;
  const end =
    profile.signInMinutes * 60 +
    profile.startDelaySeconds.max +
    profile.testMinutes.max * 60 +
    profile.resultDelaySeconds;
  const bins = Math.ceil(end / BIN_SECONDS) + 1;
  const rates = Object.fromEntries(STEPS.map((s) => [s, new Float64Array(bins)])) as Record<StepName, Float64Array>;
  for (let c = 0; c < virtual; c++) {
    for (const [step, at] of childTimes(profile, answersPerLearner, profile.signInMinutes * 60))
      rates[step][Math.floor(at / BIN_SECONDS)]! += weight / BIN_SECONDS;
  }
  return { bins, rates };
}

/** The most requests one school's children send in any `windowSeconds`, for each kind of request counted. */
export function schoolPeak(
  profile: EventProfile,
  answersPerLearner: number,
  perStep: Record<StepName, number>,
  windowSeconds = 300,
): number {
  const end =
    Math.ceil(
      profile.school.signInMinutes * 60 +
        profile.startDelaySeconds.max +
        profile.testMinutes.max * 60 +
        profile.resultDelaySeconds,
    ) + 1;
  const perSecond = new Float64Array(end);
  for (let c = 0; c < profile.school.children; c++) {
    for (const [step, at] of childTimes(profile, answersPerLearner, profile.school.signInMinutes * 60))
      perSecond[Math.floor(at)]! += perStep[step];
  }
  let window = 0;
  let peak = 0;
  for (let t = 0; t < end; t++) {
    window += perSecond[t]! - (t >= windowSeconds ? perSecond[t - windowSeconds]! : 0);
    peak = Math.max(peak, window);
  }
  return peak;
}
