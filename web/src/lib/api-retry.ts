import { isApiError, networkError } from './api-error';
import type { RouteCall } from './api-request';
import { beginWaiting, endWaiting } from './reconnecting';
import { mayRetry, nextWaitMs, readPolicy, writePolicy, type RetryPolicy } from './retry-policy';

/**
 * Sends one API call until it succeeds, fails for good, or its retry budget is spent
 * (retry-policy.ts says which failures, how often and how long). Every send of a write carries the
 * same idempotency key (api-client.ts sets it once, before the first). While the browser is offline
 * a write waits for the connection without spending its sends; a read fails at once, so its screen
 * can say it is offline. While a call waits the connection banner says it is reconnecting.
 */
export interface RetryEnvironment {
  now(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
  online(): boolean;
  /** Resolves true when the browser is back online, false when `ms` pass first. */
  waitOnline(ms: number): Promise<boolean>;
}

const browser: RetryEnvironment = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  waitOnline: (ms) =>
    new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        window.removeEventListener('online', back);
        resolve(value);
      };
      const back = () => done(true);
      const timer = setTimeout(() => done(false), Math.max(0, ms));
      window.addEventListener('online', back);
    }),
};

let env: RetryEnvironment = browser;

/** Unit tests swap the clock, the dice and the network state; returns the function that puts them back. */
export function setRetryEnvironment(overrides: Partial<RetryEnvironment>): () => void {
  const previous = env;
  env = { ...env, ...overrides };
  return () => {
    env = previous;
  };
}

export interface RetryOptions {
  /** false: send once (a caller with its own retries); else the policy, by default the method's. */
  retry?: false | RetryPolicy | undefined;
  /** Said by the connection banner while this call waits. */
  retryNote?: string | undefined;
}

export async function withRetries<T>(
  route: Pick<RouteCall, 'method' | 'idempotent'>,
  options: RetryOptions,
  send: () => Promise<T>,
): Promise<{ value: T; sends: number }> {
  const policy =
    options.retry === false ? null : (options.retry ?? (route.method === 'GET' ? readPolicy : writePolicy));
  const started = env.now();
  let sends = 0;
  let handle: number | undefined;
  const waiting = () => (handle ??= beginWaiting(options.retryNote ?? null));
  try {
    for (;;) {
      if (!env.online()) {
        // Offline before sending: nothing left this device, so any write may wait and go later.
        if (!policy || route.method === 'GET') throw networkError(0);
        waiting();
        if (!(await env.waitOnline(policy.totalMs - (env.now() - started)))) throw networkError(0);
      }
      sends++;
      try {
        return { value: await send(), sends };
      } catch (error) {
        if (!policy || !isApiError(error) || !mayRetry(error, route)) throw error;
        const wait = nextWaitMs(
          { sent: sends, elapsedMs: env.now() - started, retryAfterMs: error.retryAfterMs },
          policy,
          env.random,
        );
        if (wait === null) throw error;
        waiting();
        await env.sleep(wait);
      }
    }
  } finally {
    if (handle !== undefined) endWaiting(handle);
  }
}
