import type { RouteCall } from './api-request';

/**
 * When the API client sends a failed request again, and after how long (docs/decisions.md 374–376).
 * Pure rules, so they are tested without a network; the loop that follows them is api-retry.ts.
 *
 * - A failure where the server did nothing is retried on any route: API Gateway's own 429 (a stage
 *   throttle, before any function ran), 408, the product's 503 'unavailable' (a dependency was busy
 *   and the write was not made: no partial writes), and 409 'still being processed' (the first send
 *   of this very key is running; only idempotent routes answer it).
 * - A failure that leaves open whether the request arrived (the connection dropped, no answer in
 *   time, a gateway 5xx without the product's envelope: Lambda throttled, timed out or crashed) is
 *   retried only where a repeat is harmless: reads, and writes the server does once per
 *   idempotency key (`idempotent` in the route table). Elsewhere a repeat could do the write twice.
 * - Anything else is final: the product's refusals (its 429s are rules such as 'wait 30 seconds'),
 *   token failures, other 4xx and the product's own 500.
 */
export interface RetryPolicy {
  /** Sends in all, the first included. */
  attempts: number;
  /** The first retry waits up to this long; each later one up to twice as long… */
  baseMs: number;
  /** …but never more than this. */
  capMs: number;
  /** From the first send to giving up, time spent waiting for the connection included. */
  totalMs: number;
}

/** Writes: a learner's answer rides out a minute of a bad network before the spec's message shows. */
export const writePolicy: RetryPolicy = { attempts: 8, baseMs: 500, capMs: 8_000, totalMs: 60_000 };
/** Reads: a screen says what is wrong within seconds (SWR asks again later on its own). */
export const readPolicy: RetryPolicy = { attempts: 3, baseMs: 300, capMs: 2_000, totalMs: 10_000 };
/** Longer than API Gateway's 30-second integration limit: silence beyond it means the connection died. */
export const SEND_TIMEOUT_MS = 35_000;

/** What the client knows of a failed send (an ApiError has these fields). */
export interface SendFailure {
  kind: 'api' | 'token' | 'network';
  /** The envelope's code, or the HTTP status without one, or 0 when nothing answered. */
  code: number;
  key?: string | undefined;
}

export type FailureClass = 'not-done' | 'unknown' | 'final';

export function failureClass(failure: SendFailure): FailureClass {
  if (failure.kind === 'token') return 'final';
  if (failure.kind === 'api')
    return failure.key === 'idempotencyInProgress' || failure.code === 503 ? 'not-done' : 'final';
  if (failure.code === 408 || failure.code === 429) return 'not-done';
  if (failure.code === 0 || [500, 502, 503, 504].includes(failure.code)) return 'unknown';
  return 'final';
}

export function mayRetry(failure: SendFailure, route: Pick<RouteCall, 'method' | 'idempotent'>): boolean {
  const kind = failureClass(failure);
  if (kind === 'final') return false;
  return kind === 'not-done' || route.method === 'GET' || route.idempotent === true;
}

/**
 * Full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"): 0 to min(cap, base·2ⁿ) for retry n (0-based).
 *
 */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** A Retry-After header in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ('Sat, 28 Nov 2026 04:30:07 GMT'); a bare '-5' is no date.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before the next send, or null to give up: every send used, or the wait would end past the
 * total time. The server's Retry-After is honoured when it asks for longer than the backoff.
 */
export function nextWaitMs(
  state: { sent: number; elapsedMs: number; retryAfterMs?: number | undefined },
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | null {
  if (state.sent >= policy.attempts) return null;
  const wait = Math.max(backoffMs(state.sent - 1, policy, random), state.retryAfterMs ?? 0);
  return state.elapsedMs + wait > policy.totalMs ? null : wait;
}
