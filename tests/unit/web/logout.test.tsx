// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutDestination } from '../../../web/src/app/logout';
import { getSession } from '../../../web/src/lib/session';
import { swrCache } from '../../../web/src/lib/swr-cache';
import { fakeSession, renderApp, signIn } from './support';

const fetchMock = vi.fn<typeof fetch>();

describe('/logout', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async () =>
      Response.json({ status: true, code: 200, message: 'Logged out', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('picks the sign-in page of the user type (spec 01 §4)', () => {
    expect(logoutDestination(fakeSession({ userType: 'w' }))).toBe('/junior/signin');
    expect(logoutDestination(fakeSession({ userType: 'k' }))).toBe('/parent/login');
    expect(logoutDestination(fakeSession({ userType: 'T' }))).toBe('/');
    expect(logoutDestination(null)).toBe('/');
  });

  it.each([
    ['w', '/junior/signin'],
    ['k', '/parent/login'],
    ['T', '/'],
  ] as const)('clears everything the app persisted and sends a %s user to %s', async (userType, destination) => {
    signIn({ userType });
    localStorage.setItem('fluentia:profile', '{}');
    sessionStorage.setItem('fluentia:testPage', '{}');
    localStorage.setItem('unrelated', 'kept');
    swrCache.set('cached', { data: 'x' });

    const { router } = renderApp('/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('fluentia:profile')).toBeNull();
    expect(sessionStorage.getItem('fluentia:testPage')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(swrCache.get('cached')).toBeUndefined();
  });

  it('calls GET v1/logout with the token before clearing the session', async () => {
    signIn({ userType: 'T', token: 'tok-logout' });
    let tokenAtCall: string | undefined;
    fetchMock.mockImplementation(async () => {
      tokenAtCall = getSession()?.token;
      return Response.json({ status: true, code: 200, message: 'Logged out', data: null });
    });
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/v1/logout');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>)['access-token']).toBe('tok-logout');
    expect(tokenAtCall).toBe('tok-logout');
    expect(getSession()).toBeNull();
  });

  it.each([
    ['the server is away', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      "the token is refused (it does not go to / instead of the junior's page)",
      async () => Response.json({ message: 'Forbidden' }, { status: 403 }),
    ],
  ])('still signs out when %s', async (_label, reply) => {
    signIn({ userType: 'w' });
    fetchMock.mockImplementation(reply);
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/junior/signin'));
    expect(getSession()).toBeNull();
  });

  it('works from the header link of a signed-in page without bouncing through the login redirect', async () => {
    signIn({ userType: 'k' });
    // A parent route: on a regular one the session would flip to the regular type first.
    const { router } = renderApp('/parent/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/login'));
    expect(router.state.location.search).toBe('');
    expect(getSession()).toBeNull();
  });
});
