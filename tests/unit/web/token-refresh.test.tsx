// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, setTokenFailureHandler } from '../../../web/src/lib/api-client';
import { setRetryEnvironment } from '../../../web/src/lib/api-retry';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { startTokenRefresh } from '../../../web/src/lib/token-refresh';
import { mockApi, ok } from './auth-support';
import { signIn } from './support';

const forbidden = () => Response.json({ message: 'Forbidden' }, { status: 403 });
const refreshed = (token: string) => ok({ token, expires_in: 3600 });

describe('token refresh', () => {
  const onTokenFailure = vi.fn();
  beforeEach(() => setTokenFailureHandler(onTokenFailure));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onTokenFailure.mockReset();
    clearSession();
  });

  it("on the gateway's 403, refreshes once and retries the call with the new token", async () => {
    signIn({ token: 'tok-old' });
    const api = mockApi({
      '/v1/logout': (r) => (r.headers['access-token'] === 'tok-new' ? ok(null) : forbidden()),
      '/v1/refresh': () => refreshed('tok-new'),
    });
    await expect(apiCall('logout')).resolves.toMatchObject({ data: null });
    expect(api.sent.map((r) => `${r.method} ${r.path} ${r.headers['access-token'] ?? '-'}`)).toEqual([
      'GET /v1/logout tok-old',
      'POST /v1/refresh -', // the refresh token is the HttpOnly cookie the browser adds
      'GET /v1/logout tok-new',
    ]);
    expect(api.fetchMock.mock.calls[1]?.[1]?.credentials).toBe('same-origin');
    expect(getSession()?.token).toBe('tok-new');
    expect(getSession()?.tokenExpiresAt).toBeGreaterThan(Date.now() + 3_500_000);
    expect(onTokenFailure).not.toHaveBeenCalled();
  });

  it('treats the 403 as a token failure when the refresh fails', async () => {
    signIn({ token: 'tok-old' });
    const api = mockApi({
      '/v1/logout': forbidden,
      '/v1/refresh': () =>
        Response.json({ status: false, code: 401, message: 'Token is Invalid', data: null }, { status: 401 }),
    });
    await expect(apiCall('logout')).rejects.toMatchObject({ kind: 'token', message: 'Token is Invalid' });
    expect(api.calls('/v1/refresh')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(onTokenFailure).toHaveBeenCalledOnce();
  });

  it('keeps the session, and the answers waiting on this device, when the refresh gets no answer: the call is sent again', async () => {
    signIn({ token: 'tok-old' });
    const restore = setRetryEnvironment({ sleep: async () => undefined });
    let refreshes = 0;
    const api = mockApi({
      '/v1/submitAnswer': (r) =>
        r.headers['access-token'] === 'tok-new' ? ok({ attempt: {}, feedback: [], completion: null }) : forbidden(),
      '/v1/refresh': () => {
        refreshes++;
        if (refreshes === 1) throw new TypeError('Failed to fetch');
        return refreshes === 2
          ? Response.json({ message: 'Service Unavailable' }, { status: 503 })
          : refreshed('tok-new');
      },
    });
    const answered = await apiCall('submitAnswer', { attempt_id: 'att-1', question_id: 7, user_answer: 'a' });
    restore();
    expect(answered.sends).toBe(3);
    expect(api.calls('/v1/refresh')).toHaveLength(3);
    expect(new Set(api.calls('/v1/submitAnswer').map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(getSession()?.token).toBe('tok-new');
    expect(onTokenFailure).not.toHaveBeenCalled();
  });

  it('refreshes only once: a second 403 after the retry ends the session', async () => {
    signIn({ token: 'tok-old' });
    const api = mockApi({ '/v1/logout': forbidden, '/v1/refresh': () => refreshed('tok-new') });
    await expect(apiCall('logout')).rejects.toMatchObject({ kind: 'token' });
    expect(api.calls('/v1/refresh')).toHaveLength(1);
    expect(api.calls('/v1/logout')).toHaveLength(2);
    expect(onTokenFailure).toHaveBeenCalledOnce();
  });

  it('shares one refresh between calls that fail together', async () => {
    signIn({ token: 'tok-old' });
    const api = mockApi({
      '/v1/logout': (r) => (r.headers['access-token'] === 'tok-new' ? ok(null) : forbidden()),
      '/v1/refresh': async () => refreshed('tok-new'),
    });
    await Promise.all([apiCall('logout'), apiCall('logout'), apiCall('logout')]);
    expect(api.calls('/v1/refresh')).toHaveLength(1);
  });

  it('does not refresh for a token handed over by single sign-on', async () => {
    signIn({ token: 'tok-mine' });
    const api = mockApi({ '/v1/validateuser': forbidden, '/v1/refresh': () => refreshed('tok-new') });
    await expect(apiCall('validateUser', undefined, undefined, { token: 'tok-partner' })).rejects.toMatchObject({
      kind: 'token',
    });
    expect(api.calls('/v1/refresh')).toEqual([]);
  });

  it('renews the token a minute before it expires, and keeps doing so', async () => {
    vi.useFakeTimers();
    const api = mockApi({ '/v1/refresh': () => refreshed(`tok-${api.calls('/v1/refresh').length}`) });
    const stop = startTokenRefresh();
    signIn({ token: 'tok-0', tokenExpiresAt: Date.now() + 3_600_000 });

    await vi.advanceTimersByTimeAsync(3_539_000);
    expect(api.calls('/v1/refresh')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls('/v1/refresh')).toHaveLength(1);
    expect(getSession()?.token).toBe('tok-1');

    await vi.advanceTimersByTimeAsync(3_540_000);
    expect(api.calls('/v1/refresh')).toHaveLength(2);
    expect(getSession()?.token).toBe('tok-2');

    clearSession(); // logout stops the timer
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect(api.calls('/v1/refresh')).toHaveLength(2);
    stop();
  });
});
