import { BIN_SECONDS, type Timeline } from './event-timeline';
import { STEPS, type RecordingProfile } from './recording-profile';

/**
 * The peak, over the event's timeline, of each demand: every 10-second bin's step rates times what
 * each step costs (recording-profile.ts). Lambda concurrency is invocations a second × the
 * function's median measured time (Little's law); a function's scaling is its rise in concurrency within one bin (10 s,
 * as AWS
 * counts it); what an instance does once (a key fetched at a cold start) happens at the rate new
 * instances appear, and an in-function cache costs each warm instance one read per item per TTL.
 */
export interface Peaks {
  apiRequests: number;
  concurrency: number;
  functionConcurrency: Map<string, number>;
  scaleUp: Map<string, number>;
  calls: Map<string, number>;
  partitionReads: Map<string, number>;
  partitionWrites: Map<string, number>;
  /** Transactions in flight on each shared item: its write rate × the transaction's measured time. */
  conflictOccupancy: Map<string, number>;
  tableReads: number;
  tableWrites: number;
  s3Puts: Map<string, number>;
  s3Gets: Map<string, number>;
  /** The event's shape at its peaks: sign-ins, answers and finishes a second. */
  shape: { signIns: number; answers: number; finishes: number };
}

const keepMax = (map: Map<string, number>, key: string, value: number) =>
  value > (map.get(key) ?? 0) && map.set(key, value);

/**
 * `provisioned`: instances kept warm for the event by function. They hold account concurrency
 * whether busy or not, serve the first requests without scaling, and have their own caches.
 */
export function peakDemand(
  profile: RecordingProfile,
  timeline: Timeline,
  provisioned: ReadonlyMap<string, number> = new Map(),
): Peaks {
  const steps = STEPS.map((s) => ({ rates: timeline.rates[s], d: profile.steps[s] }));
  const functions = new Set(steps.flatMap(({ d }) => [...d.invocations.keys()]));
  const concurrency = new Map([...functions].map((fn) => [fn, new Float64Array(timeline.bins)]));
  for (let b = 0; b < timeline.bins; b++) {
    for (const { rates, d } of steps)
      for (const [fn, count] of d.invocations)
        concurrency.get(fn)![b]! += (rates[b]! * count * profile.durationMs.get(fn)!) / 1000;
  }
  const peaks: Peaks = {
    apiRequests: 0,
    concurrency: 0,
    functionConcurrency: new Map(),
    scaleUp: new Map(),
    calls: new Map(),
    partitionReads: new Map(),
    partitionWrites: new Map(),
    conflictOccupancy: new Map(),
    tableReads: 0,
    tableWrites: 0,
    s3Puts: new Map(),
    s3Gets: new Map(),
    shape: {
      signIns: max(timeline.rates.signin),
      answers: max(timeline.rates.answer),
      finishes: max(timeline.rates.finish),
    },
  };
  const txnSeconds = profile.transactionMs / 1000;
  for (let b = 0; b < timeline.bins; b++) {
    const api = steps.reduce((n, { rates, d }) => n + rates[b]! * d.apiRequests, 0);
    peaks.apiRequests = Math.max(peaks.apiRequests, api);
    let total = 0;
    const rising = new Map<string, number>();
    const instances = new Map<string, number>();
    for (const [fn, series] of concurrency) {
      const warm = provisioned.get(fn) ?? 0;
      instances.set(fn, Math.max(series[b]!, warm));
      total += Math.max(series[b]!, warm);
      keepMax(peaks.functionConcurrency, fn, series[b]!);
      const rise = Math.max(0, series[b]! - Math.max(b ? series[b - 1]! : 0, warm));
      keepMax(peaks.scaleUp, fn, rise);
      rising.set(fn, rise / BIN_SECONDS);
    }
    peaks.concurrency = Math.max(peaks.concurrency, total);
    const sum = (pick: (d: RecordingProfile['steps']['signin']) => Map<string, number>) => {
      const out = new Map<string, number>();
      for (const { rates, d } of steps) for (const [k, v] of pick(d)) out.set(k, (out.get(k) ?? 0) + rates[b]! * v);
      return out;
    };
    const calls = sum((d) => d.calls);
    for (const { fn, call } of profile.perInstance) calls.set(call, (calls.get(call) ?? 0) + (rising.get(fn) ?? 0));
    for (const [k, v] of calls) keepMax(peaks.calls, k, v);
    const reads = sum((d) => new Map([...d.partitions].map(([k, v]) => [k, v.read])));
    const writes = sum((d) => new Map([...d.partitions].map(([k, v]) => [k, v.write])));
    let cachedReads = 0;
    for (const c of profile.cached) {
      const perSecond = c.users.reduce(
        (n, fn) => n + c.units * ((instances.get(fn) ?? 0) / (c.ttlMs / 1000) + (rising.get(fn) ?? 0)),
        0,
      );
      reads.set(c.partition, (reads.get(c.partition) ?? 0) + perSecond);
      cachedReads += perSecond;
    }
    for (const [k, v] of reads) keepMax(peaks.partitionReads, k, v);
    for (const [k, v] of writes) keepMax(peaks.partitionWrites, k, v);
    for (const [k, v] of sum((d) => d.conflictItems)) keepMax(peaks.conflictOccupancy, k, v * txnSeconds);
    peaks.tableReads = Math.max(
      peaks.tableReads,
      steps.reduce((n, { rates, d }) => n + rates[b]! * d.table.read, 0) + cachedReads,
    );
    peaks.tableWrites = Math.max(
      peaks.tableWrites,
      steps.reduce((n, { rates, d }) => n + rates[b]! * d.table.write, 0),
    );
    for (const [k, v] of sum((d) => new Map([...d.s3].map(([p, o]) => [p, o.put])))) keepMax(peaks.s3Puts, k, v);
    for (const [k, v] of sum((d) => new Map([...d.s3].map(([p, o]) => [p, o.get])))) keepMax(peaks.s3Gets, k, v);
  }
  return peaks;
}

function max(series: Float64Array): number {
  return series.reduce((m, v) => Math.max(m, v), 0);
}
