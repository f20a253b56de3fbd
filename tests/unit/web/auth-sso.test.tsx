// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ssoDestination } from '../../../web/src/features/auth/components/sso-page';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { mockApi, ok } from './auth-support';
import { renderApp, signIn } from './support';

const validated = (overrides: Record<string, unknown> = {}) =>
  ok({
    token: 'tok-sso-new',
    expires_in: 3600,
    user_name: 'asha',
    login_id: 'asha@example.com',
    user_pic: null,
    user_id: 'u-7',
    email: 'asha@example.com',
    phone: null,
    user_type: 'T',
    is_retail: false,
    ...overrides,
  });

describe('single sign-on (/sso)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('validates the token, stores the session, waits 2 s, then goes to the return path with its search string', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/v1/validateuser': () => validated() });
    const { router } = renderApp(
      `/sso?token=tok-partner&return_path=${encodeURIComponent('/purchase?productID=3')}&coupon=SAVE10&sso=0`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Signing you in' });
    await waitFor(() => expect(getSession()?.token).toBe('tok-sso-new'));
    const [request] = api.calls('/v1/validateuser');
    expect(request?.method).toBe('GET');
    expect(request?.headers['access-token']).toBe('tok-partner');
    expect(getSession()).toMatchObject({ login_user_id: 'u-7', sso: '0', userType: 'T', isRetail: false });

    await act(async () => void (await vi.advanceTimersByTimeAsync(1_900)));
    expect(router.state.location.pathname).toBe('/sso');
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(router.state.location.search).toBe('?productID=3&coupon=SAVE10');
  });

  it('uses the stored token when the link carries none, and defaults to the dashboard', async () => {
    signIn({ token: 'tok-stored' });
    const api = mockApi({ '/v1/validateuser': () => validated() });
    const { router } = renderApp('/sso');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard'));
    expect(api.calls('/v1/validateuser')[0]?.headers['access-token']).toBe('tok-stored');
    expect(getSession()?.sso).toBe('1');
  });

  it('builds the destination from return_path and the rest of the query', () => {
    expect(ssoDestination('?token=t&return_path=%2Fmycourse%3Fcourse_id%3D3&unit=2', '/mydashboard')).toBe(
      '/mycourse?course_id=3&unit=2',
    );
    expect(ssoDestination('?token=t&return_path=https%3A%2F%2Fevil.example', '/mydashboard')).toBe('/mydashboard');
    expect(ssoDestination('?token=t', '/junior/dashboard')).toBe('/junior/dashboard');
  });

  it('says so when the link has no token and nobody is signed in', async () => {
    const api = mockApi({});
    renderApp('/sso');
    expect(await screen.findByText('This sign-in link is not complete: it carries no token.')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
