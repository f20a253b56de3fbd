import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  failureClass,
  mayRetry,
  nextWaitMs,
  readPolicy,
  retryAfterMs,
  writePolicy,
  type SendFailure,
} from '../../../../web/src/lib/retry-policy';

/** The API client's retry rules (web/src/lib/retry-policy.ts; docs/decisions.md 374–376), without a network. */
const net = (code: number): SendFailure => ({ kind: 'network', code });
const api = (code: number, key?: string): SendFailure => ({ kind: 'api', code, key });

describe('which failures are sent again', () => {
  const read = { method: 'GET' as const };
  const idempotentWrite = { method: 'POST' as const, idempotent: true };
  const plainWrite = { method: 'POST' as const };

  it('retries on any route what the server did not do: gateway 429 and 408, the product’s 503, a key still being processed', () => {
    for (const failure of [
      net(429),
      net(408),
      api(503, 'unavailable'),
      api(503, 'mergeUnfinished'),
      api(409, 'idempotencyInProgress'),
    ]) {
      expect(failureClass(failure)).toBe('not-done');
      for (const route of [read, idempotentWrite, plainWrite]) expect(mayRetry(failure, route)).toBe(true);
    }
  });

  it('retries what may have arrived (no answer, a gateway 5xx) only on reads and idempotent writes', () => {
    for (const failure of [net(0), net(500), net(502), net(503), net(504)]) {
      expect(failureClass(failure)).toBe('unknown');
      expect(mayRetry(failure, read)).toBe(true);
      expect(mayRetry(failure, idempotentWrite)).toBe(true);
      expect(mayRetry(failure, plainWrite)).toBe(false);
    }
  });

  it('never retries another 4xx, the product’s own refusals (its 429s are rules), its 500, or a token failure', () => {
    const final = [
      net(400),
      net(403),
      net(404),
      net(413),
      api(400),
      api(404, 'attemptNotFound'),
      api(409, 'questionAnswered'),
      api(409, 'timeUp'),
      api(422, 'idempotencyMismatch'),
      api(429, 'resendTooSoon'),
      api(429, 'accountLocked'),
      api(500, 'internal'),
      { kind: 'token' as const, code: 401 },
      { kind: 'token' as const, code: 403 },
    ];
    for (const failure of final) {
      expect(failureClass(failure), JSON.stringify(failure)).toBe('final');
      expect(mayRetry(failure, idempotentWrite)).toBe(false);
    }
  });
});

describe('backoff with full jitter', () => {
  it('waits between 0 and min(cap, base·2ⁿ) before retry n', () => {
    const ceilings = Array.from({ length: 8 }, (_, n) => backoffMs(n, writePolicy, () => 0.999999) + 1);
    expect(ceilings).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000]);
    for (let n = 0; n < 8; n++) expect(backoffMs(n, writePolicy, () => 0)).toBe(0);
    expect(backoffMs(2, readPolicy, () => 0.999999)).toBe(1_199);
    expect(backoffMs(5, readPolicy, () => 0.999999)).toBe(1_999);
  });

  it('spreads the waits evenly over that range, so learners who failed together do not come back together', () => {
    const samples = Array.from({ length: 2_000 }, () => backoffMs(3, writePolicy));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...samples)).toBeLessThan(4_000);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    expect(mean).toBeGreaterThan(1_700);
    expect(mean).toBeLessThan(2_300);
    const quarters = [0, 1, 2, 3].map((q) => samples.filter((s) => Math.floor(s / 1_000) === q).length);
    for (const count of quarters) expect(count).toBeGreaterThan(380); // about 500 in each
    expect(new Set(samples).size).toBeGreaterThan(1_000);
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2026, 10, 28, 4, 30);

  it('reads delay-seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs(new Date(now + 7_000).toUTCString(), now)).toBe(7_000);
    expect(retryAfterMs(new Date(now - 7_000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('is honoured when longer than the backoff, and ends the retries when it would pass the total time', () => {
    expect(nextWaitMs({ sent: 1, elapsedMs: 0, retryAfterMs: 5_000 }, writePolicy, () => 0.5)).toBe(5_000);
    expect(nextWaitMs({ sent: 1, elapsedMs: 0, retryAfterMs: 10 }, writePolicy, () => 0.5)).toBe(250);
    expect(nextWaitMs({ sent: 1, elapsedMs: 50_000, retryAfterMs: 20_000 }, writePolicy, () => 0.5)).toBeNull();
  });
});

describe('the budget', () => {
  it('gives up after the policy’s sends or its total time, whichever comes first', () => {
    expect(writePolicy).toEqual({ attempts: 8, baseMs: 500, capMs: 8_000, totalMs: 60_000 });
    expect(readPolicy).toEqual({ attempts: 3, baseMs: 300, capMs: 2_000, totalMs: 10_000 });
    expect(nextWaitMs({ sent: 7, elapsedMs: 0 }, writePolicy, () => 0.5)).toBe(4_000);
    expect(nextWaitMs({ sent: 8, elapsedMs: 0 }, writePolicy, () => 0)).toBeNull();
    expect(nextWaitMs({ sent: 3, elapsedMs: 0 }, readPolicy, () => 0)).toBeNull();
    expect(nextWaitMs({ sent: 4, elapsedMs: 59_000 }, writePolicy, () => 0.5)).toBeNull();
    expect(nextWaitMs({ sent: 4, elapsedMs: 59_000 }, writePolicy, () => 0)).toBe(0);
  });
});
