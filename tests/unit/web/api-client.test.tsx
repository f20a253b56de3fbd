// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientMessages, defaultSupport } from '../../../shared/errors';
import { apiCall, ApiError, setTokenFailureHandler, useApi, type ApiResult } from '../../../web/src/lib/api-client';
import { setRetryEnvironment } from '../../../web/src/lib/api-retry';
import { actForChild, getSession } from '../../../web/src/lib/session';
import { swrCache } from '../../../web/src/lib/swr-cache';
import { signIn } from './support';

// The web reads the build's slim route table (__API_ROUTES__, web/api-routes-define.ts; set for unit
// tests in tests/support/unit-env.ts). Add rows of the kinds the web calls, put back after the file.
const table = (globalThis as unknown as { __API_ROUTES__: Record<string, unknown> }).__API_ROUTES__;
const original = { ...table };
Object.assign(table, {
  profile: { method: 'GET', path: 'v3/user_profile', access: 'signedIn' },
  courses: { method: 'GET', path: 'v1/courses/{courseId}', access: 'signedIn' },
  saveChild: { method: 'PUT', path: 'v1/childprofile', access: 'parent' },
});
afterAll(() => {
  for (const key of Object.keys(table)) delete table[key];
  Object.assign(table, original);
});

// Test-only ids are not RouteIds at compile time, so call through an untyped view of apiCall.
const call = apiCall as unknown as (id: string, input?: unknown, params?: unknown) => Promise<ApiResult<unknown>>;

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown, message = 'OK', status = true, code = 200) =>
  json({ status, code, message, data }, status ? 200 : code);

function sentRequest(index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

describe('api client', () => {
  const onTokenFailure = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setTokenFailureHandler(onTokenFailure);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    onTokenFailure.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends platform: w1 and the access-token, and unwraps the envelope', async () => {
    signIn({ token: 'tok-123' });
    fetchMock.mockResolvedValue(envelope({ full_name: 'Asha Rao' }, 'Profile loaded'));

    const result = await call('profile', { fields: 'all', tags: ['a', 'b'] });

    expect(result).toEqual({ data: { full_name: 'Asha Rao' }, message: 'Profile loaded', code: 200, sends: 1 });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/v3/user_profile?fields=all&tags=a&tags=b');
    expect(init.method).toBe('GET');
    expect(headers.platform).toBe('w1');
    expect(headers['access-token']).toBe('tok-123');
  });

  it('sends the child token while a parent acts for a child', async () => {
    signIn({ token: 'parent-token', userType: 'k' });
    actForChild('c-7', 'child-token');
    fetchMock.mockResolvedValue(envelope({}));
    await call('profile');
    expect(sentRequest().headers['access-token']).toBe('child-token');
  });

  it('sends no token on public routes', async () => {
    signIn();
    fetchMock.mockResolvedValue(envelope({ service: 'fluentia-api' }));
    await apiCall('health');
    expect(sentRequest().url).toBe('/v1/health');
    expect(sentRequest().headers['access-token']).toBeUndefined();
    expect(sentRequest().headers.platform).toBe('w1');
  });

  it('fills {param} placeholders and sends POST/PUT input as a JSON body', async () => {
    signIn();
    fetchMock.mockImplementation(async () => envelope({})); // a Response body can be read only once
    await call('courses', undefined, { courseId: 'c 1' });
    expect(sentRequest(0).url).toBe('/v1/courses/c%201');

    await call('saveChild', { child_id: '9', is_delete: 1 });
    const { url, init, headers } = sentRequest(1);
    expect(url).toBe('/v1/childprofile');
    expect(init.method).toBe('PUT');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ child_id: '9', is_delete: 1 });
  });

  it('throws an ApiError with code, message and field messages on a failure envelope', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      envelope(
        { error: 'validation', fields: { child_name: "Child's name is required" } },
        'Some details are missing or not valid.',
        false,
        422,
      ),
    );
    const error = await call('saveChild', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'api',
      code: 422,
      key: 'validation',
      message: 'Some details are missing or not valid.',
      fields: { child_name: "Child's name is required" },
    });
    expect(getSession()).not.toBeNull();
  });

  it.each(['Token is Invalid', 'Token is missing'])("on '%s' clears the session and goes to /", async (message) => {
    signIn();
    localStorage.setItem('fluentia:buy', '{"productId":3}');
    sessionStorage.setItem('fluentia:test', '{}');
    localStorage.setItem('other-app', 'kept');
    swrCache.set('some-key', { data: 1 });
    fetchMock.mockResolvedValue(envelope(null, message, false, 401));

    const error = await call('profile').catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'token', message });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('fluentia:buy')).toBeNull();
    expect(sessionStorage.getItem('fluentia:test')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('kept');
    expect(swrCache.get('some-key')).toBeUndefined();
    expect(onTokenFailure).toHaveBeenCalledOnce();
  });

  it("treats API Gateway's raw 401 Unauthorized as 'Token is missing'", async () => {
    signIn();
    fetchMock.mockResolvedValue(json({ message: 'Unauthorized' }, 401));
    await expect(call('profile')).rejects.toMatchObject({ kind: 'token', message: 'Token is missing', code: 401 });
    expect(getSession()).toBeNull();
    expect(onTokenFailure).toHaveBeenCalledOnce();
  });

  it("treats API Gateway's raw 403 Forbidden as 'Token is Invalid'", async () => {
    signIn();
    fetchMock.mockResolvedValue(json({ message: 'Forbidden' }, 403));
    await expect(call('profile')).rejects.toMatchObject({ kind: 'token', message: 'Token is Invalid', code: 403 });
    expect(getSession()).toBeNull();
    expect(onTokenFailure).toHaveBeenCalledOnce();
  });

  it('does not sign anyone out for a 403 page that is not the authorizer (e.g. a firewall block)', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      new Response('<html>Request blocked</html>', { status: 403, headers: { 'content-type': 'text/html' } }),
    );
    await expect(call('profile')).rejects.toMatchObject({ kind: 'network', code: 403 });
    expect(getSession()).not.toBeNull();
    expect(onTokenFailure).not.toHaveBeenCalled();
  });

  it('turns a network failure into the spec message with the support phone, once its retries are spent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const restore = setRetryEnvironment({ sleep: async () => undefined });
    const error = await apiCall('health').catch((e: unknown) => e);
    restore();
    expect(fetchMock).toHaveBeenCalledTimes(3); // a read: three sends (lib/retry-policy.ts)
    expect(error).toMatchObject({
      kind: 'network',
      code: 0,
      message: 'Oops, something went wrong. Please try again',
      support: clientMessages.support(defaultSupport.phone),
    });
  });

  it('treats a non-JSON 5xx as a network failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(apiCall('health', undefined, undefined, { retry: false })).rejects.toMatchObject({
      kind: 'network',
      code: 502,
      message: clientMessages.network,
    });
  });

  it('useApi reads a GET route through SWR and resolves to the data', async () => {
    signIn();
    fetchMock.mockResolvedValue(envelope({ service: 'fluentia-api', environment: 'test' }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useApi('health'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ service: 'fluentia-api', environment: 'test' }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('useApi waits while the id is null', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    );
    renderHook(() => useApi(null), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
