import { AsyncLocalStorage } from 'node:async_hooks';
import { environment } from './config';

/**
 * The traffic recorder (docs/performance.md, "Olympiad day"): on the local stack with
 * TRAFFIC_RECORDING=1, every AWS call each API request makes, filed under that request by the
 * local API (infra/local/api.ts) through AsyncLocalStorage. The calls of the product's DynamoDB and
 * S3 clients are filed by a middleware the local stack adds to them (infra/local/traffic-middleware.ts,
 * through ./sdk-client-hooks.ts; decision 0712); the local stand-ins for Cognito, KMS, SNS/SES and the
 * speech services report the AWS call they stand for with `standsFor`, and what they do only locally
 * (the outbox, the local refresh tokens) runs inside `localOnly`. Outside a recorded request every
 * hook does nothing; on Lambda no client carries the middleware.
 */
/**
 * One item (or, for a Query, partition) a DynamoDB call read or wrote, with the capacity units DynamoDB charges
 * for it (counted by infra/local/traffic-items.ts).
 */
export interface ItemAccess {
  table: string;
  /** A global secondary index's partition (its own throughput), else the table's. */
  index?: string;
  pk: string;
  /** Absent for a Query: it reads a partition. */
  sk?: string;
  kind: 'read' | 'write';
  bytes: number;
  units: number;
  transactional?: boolean;
}

export interface AwsCall {
  service: string;
  operation: string;
  /** Milliseconds from the request's start, and the call's own time. */
  at: number;
  ms: number;
  ok: boolean;
  error?: string;
  /** DynamoDB: every item (or, for a Query, partition) read or written, with its capacity units. */
  items?: ItemAccess[];
  /** S3: the object key. */
  key?: string;
  /** Reported by a local stand-in for the AWS call the deployed adapter makes at this point. */
  standIn?: boolean;
  /** Made once per function instance (a cold start's key fetch), not once per request. */
  perInstance?: boolean;
  /** Done only by the local stand-in (no such call on AWS): kept for the record, left out of the model. */
  localOnly?: boolean;
  /**
   * Made to fill an in-function cache of read-mostly items (`cache` names it): on AWS each instance
   * of each function that uses the cache makes it once per this many milliseconds, however many
   * requests the cache then serves. A call `{ service: 'cache', operation: <name> }` marks a use.
   */
  cache?: string;
  cachedForMs?: number;
}

export interface Invocation {
  /** The Lambda function that runs it on AWS: a route's handler path, `identity/authorizer`, a trigger. */
  fn: string;
  at: number;
  ms: number;
  calls: AwsCall[];
}

export interface RecordedRequest {
  id: string;
  /** `POST /v1/submitAnswer`, the route key API Gateway matches; `GET /content/*` for site files. */
  route: string;
  /** Who made it and at which step of their journey, as the load generator labels it (headers below). */
  learner?: string;
  step?: string;
  startedAt: number;
  ms: number;
  status: number;
  invocations: Invocation[];
}

/** Headers the load generator labels its requests with (read only while recording). */
export const LEARNER_HEADER = 'x-traffic-learner';
export const STEP_HEADER = 'x-traffic-step';

interface Scope {
  request: RecordedRequest;
  invocation?: Invocation;
  localOnly?: boolean;
  fill?: { cache: string; cachedForMs: number };
}

const scope = new AsyncLocalStorage<Scope>();
const recorded: RecordedRequest[] = [];

export function recordingOn(env: NodeJS.ProcessEnv = environment()): boolean {
  return env.TRAFFIC_RECORDING === '1' && !env.AWS_LAMBDA_FUNCTION_NAME;
}

/** Everything recorded since the last call, handed over and forgotten. */
export function takeRecording(): RecordedRequest[] {
  return recorded.splice(0);
}

/** Runs one API request (or site file) under its record; `statusOf` reads the status from the answer. */
export async function recordRequest<T>(
  meta: Pick<RecordedRequest, 'id' | 'route' | 'learner' | 'step'>,
  fn: () => Promise<T>,
  statusOf: (result: T) => number,
): Promise<T> {
  const request: RecordedRequest = { ...meta, startedAt: Date.now(), ms: 0, status: 0, invocations: [] };
  const started = performance.now();
  try {
    const result = await scope.run({ request }, fn);
    request.status = statusOf(result);
    return result;
  } catch (error) {
    request.status = 500;
    throw error;
  } finally {
    request.ms = performance.now() - started;
    recorded.push(request);
  }
}

/** Runs the part of a request one Lambda function does on AWS (the authorizer, the route's handler). */
export async function recordInvocation<T>(fn: string, run: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  if (!current) return run();
  const invocation: Invocation = { fn, at: since(current), ms: 0, calls: [] };
  current.request.invocations.push(invocation);
  const started = performance.now();
  try {
    return await scope.run({ ...current, invocation }, run);
  } finally {
    invocation.ms = performance.now() - started;
  }
}

function since(current: Scope): number {
  return Date.now() - current.request.startedAt;
}

function record(call: Omit<AwsCall, 'at'> & { at?: number }): void {
  const current = scope.getStore();
  if (!current) return;
  const invocation = current.invocation ?? lastInvocation(current.request);
  invocation.calls.push({
    ...call,
    at: call.at ?? since(current),
    ...(current.localOnly ? { localOnly: true } : {}),
    ...(current.fill ?? {}),
  });
}

function lastInvocation(request: RecordedRequest): Invocation {
  const last = request.invocations.at(-1);
  if (last) return last;
  const site: Invocation = { fn: 'none', at: 0, ms: 0, calls: [] };
  request.invocations.push(site);
  return site;
}

/**
 * A local stand-in reports the AWS calls the deployed adapter makes at this point (the Cognito
 * adapter's AdminInitiateAuth, KMS Sign for a child token, an SNS text), with any DynamoDB items
 * those calls touch on AWS and not here.
 */
export function standsFor(
  calls: Array<Pick<AwsCall, 'service' | 'operation'> & Partial<Pick<AwsCall, 'items' | 'perInstance' | 'ms'>>>,
): void {
  if (!scope.getStore()) return;
  for (const call of calls) record({ ms: 0, ok: true, ...call, standIn: true });
}

/**
 * An in-function cache of read-mostly items (content, class totals) used, and the load that fills
 * it: one local process holds one cache for every function, so its reads would show once for all;
 * recorded this way, the model charges each Lambda instance of each function using the cache its
 * own fill once per `ttlMs`.
 */
export function noteCacheUse(cache: string): void {
  if (scope.getStore()) record({ service: 'cache', operation: cache, ms: 0, ok: true });
}

export function recordCacheFill<T>(cache: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  return current && ttlMs > 0 ? scope.run({ ...current, fill: { cache, cachedForMs: ttlMs } }, load) : load();
}

/** Runs what only the local stand-in does (no such call on AWS): recorded, but marked and left out of the model. */
export function localOnly<T>(run: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  return current ? scope.run({ ...current, localOnly: true }, run) : run();
}

/** Milliseconds since the recorded request began, or undefined outside one (the SDK middleware asks first). */
export function recordingElapsed(): number | undefined {
  const current = scope.getStore();
  return current ? since(current) : undefined;
}

/** Files one AWS call under the current request (the SDK middleware of infra/local/traffic-middleware.ts). */
export function recordCall(call: Omit<AwsCall, 'at'> & { at?: number }): void {
  record(call);
}
