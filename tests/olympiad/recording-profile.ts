import type { AwsCall, RecordedRequest } from '../../functions/lib/traffic-recorder';
import type { ItemAccess } from '../../functions/lib/traffic-recorder';
import { assumptions } from './capacity-config';
import { median } from '../bench/stats';

/**
 * What one occurrence of each journey step costs, read from the recorded traffic alone: requests,
 * Lambda invocations and their measured time, every other AWS call, and the DynamoDB units on each
 * partition. Nothing is named here: a partition many learners touch is shared (its load grows with
 * the event), one only its learner touches is that learner's own; an item many learners' transactions
 * write is a place where transactions collide. Steps come from the load generator's labels (signin,
 * start, answer#<n>, result); each learner's last answer is the one that finishes the test.
 */
export const STEPS = ['signin', 'start', 'answer', 'finish', 'result'] as const;
export type StepName = (typeof STEPS)[number];

export interface StepDemand {
  occurrences: number;
  apiRequests: number;
  siteRequests: number;
  routes: Map<string, number>;
  /** Lambda invocations per function, per occurrence. */
  invocations: Map<string, number>;
  /** Every other AWS call (`cognito-idp AdminInitiateAuth`, `kms Sign`…), per occurrence. */
  calls: Map<string, number>;
  /** Units on each shared partition, per occurrence. */
  partitions: Map<string, { read: number; write: number }>;
  table: { read: number; write: number };
  /** Writes on items that several learners' transactions write, per occurrence. */
  conflictItems: Map<string, number>;
  s3: Map<string, { get: number; put: number }>;
}

export interface RecordingProfile {
  learners: number;
  steps: Record<StepName, StepDemand>;
  /** Calls a function instance makes once (a cold start's key fetch). */
  perInstance: Array<{ fn: string; call: string }>;
  /**
   * Reads that fill an in-function cache, with the functions using it: each of their instances makes each once per
   * TTL.
   */
  cached: Array<{ users: string[]; partition: string; units: number; ttlMs: number }>;
  /** The most units one learner's own partition takes in one step. */
  ownPeak: { partition: string; kind: 'read' | 'write'; units: number };
  /** Each function's median measured time (a Cognito trigger's is assumed: capacity-config.ts). */
  durationMs: Map<string, number>;
  transactionMs: number;
  sharedPartitions: number;
  ownPartitions: number;
}

const partitionOf = (a: ItemAccess) => `${a.index ? `${a.index}:` : ''}${a.pk}`;
const itemOf = (a: ItemAccess) => `${partitionOf(a)}|${a.sk ?? ''}`;
const emptyStep = (): StepDemand => ({
  occurrences: 0,
  apiRequests: 0,
  siteRequests: 0,
  routes: new Map(),
  invocations: new Map(),
  calls: new Map(),
  partitions: new Map(),
  table: { read: 0, write: 0 },
  conflictItems: new Map(),
  s3: new Map(),
});
const add = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

interface Labelled {
  request: RecordedRequest;
  learner: string;
  step: StepName;
  occurrence: string;
}

function label(requests: RecordedRequest[]): Labelled[] {
  const labelled = requests.filter((r) => r.learner && r.step);
  const lastAnswer = new Map<string, number>();
  for (const r of labelled) {
    const [name, n] = r.step!.split('#');
    if (name === 'answer') lastAnswer.set(r.learner!, Math.max(lastAnswer.get(r.learner!) ?? -1, Number(n)));
  }
  return labelled.map((r) => {
    const [name, n] = r.step!.split('#');
    const step = (name === 'answer' && Number(n) === lastAnswer.get(r.learner!) ? 'finish' : name) as StepName;
    return { request: r, learner: r.learner!, step, occurrence: `${r.learner}|${r.step}` };
  });
}

const callsOf = (r: RecordedRequest) =>
  r.invocations.flatMap((inv) => inv.calls.filter((c) => !c.localOnly).map((call) => ({ fn: inv.fn, call })));
const accessesOf = (call: AwsCall) => (call.service === 'dynamodb' ? (call.items ?? []) : []);

export function profileRecording(requests: RecordedRequest[]): RecordingProfile {
  const labelled = label(requests);
  const learnersOf = new Map<string, Set<string>>();
  const txnWritersOf = new Map<string, Set<string>>();
  const fills = new Map<string, { cache: string; partition: string; units: number; ttlMs: number }>();
  const cacheUsers = new Map<string, Set<string>>();
  for (const { request, learner } of labelled) {
    for (const { fn, call } of callsOf(request)) {
      if (call.service === 'cache')
        cacheUsers.set(call.operation, (cacheUsers.get(call.operation) ?? new Set()).add(fn));
      if (call.cache) {
        cacheUsers.set(call.cache, (cacheUsers.get(call.cache) ?? new Set()).add(fn));
        for (const a of call.items ?? [])
          fills.set(itemOf(a), {
            cache: call.cache,
            partition: partitionOf(a),
            units: Math.max(a.units, fills.get(itemOf(a))?.units ?? 0),
            ttlMs: call.cachedForMs!,
          });
      }
      for (const a of accessesOf(call)) {
        if (!learnersOf.has(partitionOf(a))) learnersOf.set(partitionOf(a), new Set());
        learnersOf.get(partitionOf(a))!.add(learner);
        if (a.kind === 'write' && a.transactional) {
          if (!txnWritersOf.has(itemOf(a))) txnWritersOf.set(itemOf(a), new Set());
          txnWritersOf.get(itemOf(a))!.add(learner);
        }
      }
    }
  }
  const shared = (partition: string) => (learnersOf.get(partition)?.size ?? 0) > 1;
  const collides = (item: string) => (txnWritersOf.get(item)?.size ?? 0) > 1;

  const steps = Object.fromEntries(STEPS.map((s) => [s, emptyStep()])) as Record<StepName, StepDemand>;
  const occurrences = new Map<StepName, Set<string>>(STEPS.map((s) => [s, new Set()]));
  const own = new Map<string, { partition: string; kind: 'read' | 'write'; units: number }>();
  const perInstance = new Map<string, { fn: string; call: string }>();
  const transactionMs: number[] = [];
  const durations = new Map<string, number[]>();
  const took = (fn: string, ms: number) => durations.set(fn, [...(durations.get(fn) ?? []), ms]);
  for (const { request, step, occurrence } of labelled) {
    const d = steps[step];
    occurrences.get(step)!.add(occurrence);
    const api = request.invocations.some((inv) => inv.fn !== 'none');
    if (api) d.apiRequests++;
    else d.siteRequests++;
    add(d.routes, request.route);
    for (const inv of request.invocations.filter((i) => i.fn !== 'none')) {
      add(d.invocations, inv.fn);
      took(inv.fn, inv.ms);
    }
    for (const { fn, call } of callsOf(request)) {
      const name = `${call.service} ${call.operation}`;
      if (call.service === 'lambda') {
        add(d.invocations, call.operation.replace(/^Invoke /, ''));
        took(call.operation.replace(/^Invoke /, ''), assumptions.cognitoTriggerMs);
      } else if (call.perInstance) perInstance.set(`${fn}|${name}`, { fn, call: name });
      else if (call.service === 's3') s3(d, call);
      else if (call.service !== 'dynamodb' && call.service !== 'cache') add(d.calls, name);
      if (call.operation === 'TransactWriteItems' && !call.standIn) transactionMs.push(call.ms);
      for (const a of accessesOf(call)) {
        if (call.cache) continue; // a cache's fill: charged per instance (peak-demand.ts)
        d.table[a.kind] += a.units;
        const partition = partitionOf(a);
        if (shared(partition)) {
          const p = d.partitions.get(partition) ?? { read: 0, write: 0 };
          p[a.kind] += a.units;
          d.partitions.set(partition, p);
        } else {
          const key = `${occurrence}|${partition}|${a.kind}`;
          own.set(key, { partition, kind: a.kind, units: (own.get(key)?.units ?? 0) + a.units });
        }
        if (a.kind === 'write' && collides(itemOf(a))) add(d.conflictItems, itemOf(a));
      }
    }
  }
  for (const s of STEPS) normalise(steps[s], occurrences.get(s)!.size);
  const ownPeak = [...own.values()].reduce((best, o) => (o.units > best.units ? o : best), {
    partition: '',
    kind: 'write' as const,
    units: 0,
  });
  const partitions = [...learnersOf.keys()];
  return {
    learners: new Set(labelled.map((l) => l.learner)).size,
    steps,
    perInstance: [...perInstance.values()],
    cached: [...fills.values()].map((f) => ({
      users: [...(cacheUsers.get(f.cache) ?? [])],
      partition: f.partition,
      units: f.units,
      ttlMs: f.ttlMs,
    })),
    ownPeak,
    durationMs: new Map([...durations].map(([fn, ms]) => [fn, median(ms)])),
    transactionMs: transactionMs.length ? median(transactionMs) : 0,
    sharedPartitions: partitions.filter(shared).length,
    ownPartitions: partitions.filter((p) => !shared(p)).length,
  };
}

function s3(d: StepDemand, call: AwsCall): void {
  const prefix = `${(call.key ?? '').split('/')[0]}/`;
  const v = d.s3.get(prefix) ?? { get: 0, put: 0 };
  if (/^(Put|Delete|Copy|CreateMultipart|UploadPart|CompleteMultipart)/.test(call.operation)) v.put++;
  else v.get++;
  d.s3.set(prefix, v);
}

/** Sums to per-occurrence figures. */
function normalise(d: StepDemand, n: number): void {
  d.occurrences = n;
  if (!n) return;
  d.apiRequests /= n;
  d.siteRequests /= n;
  d.table = { read: d.table.read / n, write: d.table.write / n };
  for (const map of [d.routes, d.invocations, d.calls, d.conflictItems]) for (const [k, v] of map) map.set(k, v / n);
  for (const [k, v] of d.partitions) d.partitions.set(k, { read: v.read / n, write: v.write / n });
  for (const [k, v] of d.s3) d.s3.set(k, { get: v.get / n, put: v.put / n });
}
