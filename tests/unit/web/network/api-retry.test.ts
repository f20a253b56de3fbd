// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientMessages } from '../../../../shared/errors';
import { apiCall } from '../../../../web/src/lib/api-client';
import { setRetryEnvironment } from '../../../../web/src/lib/api-retry';
import { reconnectingNow } from '../../../../web/src/lib/reconnecting';
import { SEND_TIMEOUT_MS } from '../../../../web/src/lib/retry-policy';
import { signIn } from '../support';

/**
 * The one API client sending failed calls again (web/src/lib/api-retry.ts): which calls, how often,
 * after how long, always under the first send's idempotency key, and what the page is told meanwhile.
 */
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ok = (data: unknown = { attempt: {} }) => json({ status: true, code: 200, message: 'Success', data }, 200);
const refusal = (code: number, error: string, headers: Record<string, string> = {}) =>
  json({ status: false, code, message: `refused: ${error}`, data: { error } }, code, headers);
const gateway = (status: number, headers: Record<string, string> = {}) =>
  json({ message: status === 429 ? 'Too Many Requests' : 'Service Unavailable' }, status, headers);
const offline = () => new TypeError('Failed to fetch');

const answer = { attempt_id: 'att-1', question_id: 7, user_answer: 'a' };
const submit = (options: Parameters<typeof apiCall>[3] = {}) => apiCall('submitAnswer', answer, undefined, options);
const feedback = () =>
  apiCall('questionFeedback', { attempt_id: 'att-1', question_id: 7, feedback: 'I like this question' });
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

let waits: number[];
let online: boolean;
let restore: () => void;

beforeEach(() => {
  signIn();
  vi.stubGlobal('fetch', fetchMock);
  waits = [];
  online = true;
  restore = setRetryEnvironment({
    sleep: async (ms) => {
      waits.push(ms);
    },
    online: () => online,
  });
});
afterEach(() => {
  restore();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('an idempotent write (submitAnswer)', () => {
  it('rides out a dropped connection, a gateway 503 and a throttle, every send under the same key', async () => {
    fetchMock
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(gateway(503))
      .mockResolvedValueOnce(gateway(429))
      .mockResolvedValueOnce(ok());
    const result = await submit();
    expect(result.sends).toBe(4);
    const sent = keysSent();
    expect(sent).toHaveLength(4);
    expect(sent[0]).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
    expect(new Set(sent).size).toBe(1);
    // Full jitter: each wait within 0…min(8 s, 0.5 s·2ⁿ).
    expect(waits).toHaveLength(3);
    waits.forEach((ms, n) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(Math.min(8_000, 500 * 2 ** n));
    });
  });

  it('keeps a key the caller gave (a queued answer sent again after a reload)', async () => {
    fetchMock.mockRejectedValueOnce(offline()).mockResolvedValueOnce(ok());
    await submit({ idempotencyKey: 'answer-key-0001' });
    expect(keysSent()).toEqual(['answer-key-0001', 'answer-key-0001']);
  });

  it('asks again while the first send of its key is still being processed (409 in progress)', async () => {
    fetchMock.mockResolvedValueOnce(refusal(409, 'idempotencyInProgress')).mockResolvedValueOnce(ok());
    expect((await submit()).sends).toBe(2);
  });

  it('honours Retry-After when it asks for longer than the backoff', async () => {
    fetchMock
      .mockResolvedValueOnce(gateway(429, { 'retry-after': '3' }))
      .mockResolvedValueOnce(refusal(503, 'unavailable', { 'retry-after': '2' }))
      .mockResolvedValueOnce(ok());
    await submit();
    expect(waits[0]).toBe(3_000);
    expect(waits[1]).toBe(2_000);
  });

  it('gives up with the spec’s message after eight sends', async () => {
    fetchMock.mockResolvedValue(gateway(503));
    await expect(submit()).rejects.toMatchObject({ kind: 'network', code: 503, message: clientMessages.network });
    expect(fetchMock).toHaveBeenCalledTimes(8);
    expect(new Set(keysSent()).size).toBe(1);
  });

  it('gives up when the total time is spent, whatever sends are left', async () => {
    let clock = 0;
    restore();
    restore = setRetryEnvironment({
      now: () => clock,
      sleep: async (ms) => void (clock += ms + 20_000),
      online: () => true,
    });
    fetchMock.mockRejectedValue(offline());
    await expect(submit()).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(fetchMock.mock.calls.length).toBeLessThan(8);
    expect(clock).toBeLessThanOrEqual(60_000 + 20_000);
  });

  it('never sends again what the server refused', async () => {
    for (const reply of [
      refusal(409, 'questionAnswered'),
      refusal(409, 'timeUp'),
      refusal(422, 'validation'),
      refusal(429, 'resendTooSoon'),
      refusal(500, 'internal'),
      json({ message: 'Not Found' }, 404),
    ]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValue(reply);
      await expect(submit()).rejects.toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
    expect(waits).toEqual([]);
  });

  it('waits for the connection while the browser is offline, without spending its sends', async () => {
    online = false;
    let backOnline: (value: boolean) => void = () => undefined;
    restore();
    restore = setRetryEnvironment({
      sleep: async () => undefined,
      online: () => online,
      waitOnline: () => new Promise((resolve) => (backOnline = resolve)),
    });
    fetchMock.mockResolvedValue(ok());
    const pending = submit({ retryNote: 'Your answer is saved on this device.' });
    await vi.waitFor(() =>
      expect(reconnectingNow()).toEqual({ waiting: true, note: 'Your answer is saved on this device.' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    online = true;
    backOnline(true);
    expect((await pending).sends).toBe(1);
    expect(reconnectingNow()).toEqual({ waiting: false, note: null });
  });

  it('tells the page it is reconnecting while it waits, and stops when it is done', async () => {
    let release: () => void = () => undefined;
    restore();
    restore = setRetryEnvironment({ sleep: () => new Promise((resolve) => (release = resolve)), online: () => true });
    fetchMock.mockResolvedValueOnce(gateway(503)).mockResolvedValueOnce(ok());
    expect(reconnectingNow().waiting).toBe(false);
    const pending = submit({ retryNote: 'Your answer is saved on this device.' });
    await vi.waitFor(() => expect(reconnectingNow().waiting).toBe(true));
    release();
    await pending;
    expect(reconnectingNow().waiting).toBe(false);
  });

  it('gives up on a send that never answers after the timeout, and sends it again', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      fetchMock.mockResolvedValueOnce(ok());
      const pending = submit();
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      expect((await pending).sends).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a write the server does not make idempotent (questionFeedback)', () => {
  it('is not sent again when the first send may have arrived', async () => {
    fetchMock.mockRejectedValueOnce(offline());
    await expect(feedback()).rejects.toMatchObject({ kind: 'network', code: 0 });
    fetchMock.mockReset().mockResolvedValueOnce(gateway(502));
    await expect(feedback()).rejects.toMatchObject({ kind: 'network', code: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is sent again after a throttle or the product’s 503, which did nothing', async () => {
    fetchMock
      .mockResolvedValueOnce(gateway(429))
      .mockResolvedValueOnce(refusal(503, 'unavailable'))
      .mockResolvedValueOnce(ok({}));
    expect((await feedback()).sends).toBe(3);
  });
});

describe('a read', () => {
  it('is sent three times at most, and not at all while the browser is offline', async () => {
    fetchMock.mockResolvedValue(gateway(503));
    await expect(apiCall('fetchAttempt', undefined, { attemptId: 'att-1' })).rejects.toMatchObject({ kind: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockReset();
    online = false;
    await expect(apiCall('fetchAttempt', undefined, { attemptId: 'att-1' })).rejects.toMatchObject({
      kind: 'network',
      code: 0,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no idempotency key', async () => {
    fetchMock.mockRejectedValueOnce(offline()).mockResolvedValueOnce(ok({}));
    await apiCall('fetchAttempt', undefined, { attemptId: 'att-1' });
    expect(keysSent()).toEqual([undefined, undefined]);
  });
});
