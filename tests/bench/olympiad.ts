import { eventProfiles } from '../olympiad/capacity-config';
import { capacityTable } from '../olympiad/capacity-table';
import { runOlympiad, type RunFigures } from '../olympiad/olympiad-run';
import { profileRecording, STEPS, type RecordingProfile } from '../olympiad/recording-profile';
import { mark } from './stats';

/**
 * `npm run bench`, section `olympiad` (decisions 0360–0369; docs/performance.md, "Olympiad day"): the
 * journey recorded for BENCH_OLYMPIAD_RECORD children (500) a few at a time with no faults, the
 * capacity table for each event profile from that recording, then the local olympiad run of
 * BENCH_OLYMPIAD_CHILDREN children (1,000) all at once with 5 % faults, checked child by child.
 * Either count set to 0 leaves its part out.
 */
interface Stack {
  url: string;
  endpoints: { dynamodb: string };
}

const recorded = Number(process.env.BENCH_OLYMPIAD_RECORD ?? 500);
const children = Number(process.env.BENCH_OLYMPIAD_CHILDREN ?? 1000);
const concurrency = Number(process.env.BENCH_OLYMPIAD_CONCURRENCY ?? 100);
const rate = Number(process.env.BENCH_FAULT_RATE ?? 0.05);
const f = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function olympiadSection(stack: Stack): Promise<void> {
  if (recorded) await capacitySection(stack);
  if (children) await localOlympiad(stack);
}

async function capacitySection(stack: Stack): Promise<void> {
  console.log(
    `\nOlympiad day: the journey of ${recorded} children recorded through the local API, 5 at a time, no faults (every AWS call of each request;`,
  );
  console.log(
    "junior sign-in, a parent's OTP and child token, a school's licence key; dashboard, Final Test, every answer, result, report or certificate)",
  );
  const recording = await runOlympiad(stack, {
    children: recorded,
    concurrency: 5,
    faultRate: 0,
    dropRate: 0,
    record: true,
  });
  const profile = profileRecording(recording.recording);
  printProfile(profile, recording);
  for (const event of eventProfiles) {
    console.log('');
    for (const line of capacityTable(profile, event).lines) console.log(line);
  }
}

async function localOlympiad(stack: Stack): Promise<void> {
  console.log(
    `\nThe local olympiad: ${children} children through the whole journey, ${concurrency} at a time, ${Math.round(rate * 100)} % of the server's DynamoDB and S3 calls failing and ${Math.round(rate * 100)} % of answers lost on the way back`,
  );
  const run = await runOlympiad(stack, { children, concurrency, faultRate: rate, dropRate: rate });
  const v = run.verdict;
  console.log(
    `  ${run.children} children in ${f(run.seconds)} s (${run.failedJourneys} journeys stopped); ${run.injected} faults injected, ${run.dropped} answers lost on the way back, ${run.retries} retries, ${run.refused} answers refused (409) and sent again`,
  );
  console.log(
    `  answers: ${f(v.acknowledged)} acknowledged, ${f(v.stored)} stored; ${f(run.answersPerSecond, 1)}/s vs DynamoDB Local's ${f(run.writesPerSecond)} writes/s with 50 writers: ${(run.answersPerSecond / run.writesPerSecond).toFixed(2)}×`,
  );
  console.log(
    `  lost ${v.lost} ${mark(v.lost === 0)}, doubled ${v.doubled} ${mark(v.doubled === 0)}, mis-scored ${v.misScored} ${mark(v.misScored === 0)}, wrong results ${v.wrongResults} ${mark(v.wrongResults === 0)} (level, percentile and certificate of every child against an independent computation)`,
  );
  for (const example of v.examples) console.log(`    ${example}`);
}

function printProfile(profile: RecordingProfile, run: RunFigures): void {
  const calls = run.recording.reduce((n, r) => n + r.invocations.reduce((m, i) => m + i.calls.length, 0), 0);
  console.log(
    `  ${f(run.recording.length)} requests and ${f(calls)} AWS calls recorded in ${f(run.seconds)} s; ${profile.sharedPartitions} partitions shared by learners, ${f(profile.ownPartitions)} each learner's own; a transaction takes ${f(profile.transactionMs, 1)} ms (median)`,
  );
  for (const step of STEPS) {
    const d = profile.steps[step];
    const calls = [...d.calls].map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ');
    console.log(
      `  ${step.padEnd(7)} ${f(d.occurrences).padStart(6)}×  ${d.apiRequests.toFixed(1)} API + ${d.siteRequests.toFixed(1)} site requests, ${d.table.read.toFixed(1)} read + ${d.table.write.toFixed(1)} write units${calls ? `; ${calls}` : ''}`,
    );
  }
  const busy = [...profile.durationMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([fn, ms]) => `${fn.split('/').pop()} ${f(ms)} ms`);
  console.log(`  function time (median): ${busy.join(', ')}`);
  const v = run.verdict;
  console.log(
    `  the recorded children: ${run.failedJourneys} journeys stopped, ${run.refused} answers refused (409), lost ${v.lost}, doubled ${v.doubled}, wrong results ${v.wrongResults}`,
  );
  for (const example of v.examples) console.log(`    ${example}`);
}
