// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logoutDestination } from '../../../web/src/app/logout';
import { getSession } from '../../../web/src/lib/session';
import { swrCache } from '../../../web/src/lib/swr-cache';
import { fakeSession, renderApp, signIn } from './support';

describe('/logout', () => {
  afterEach(() => {
    cleanup();
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

  it('works from the header link of a signed-in page without bouncing through the login redirect', async () => {
    signIn({ userType: 'k' });
    const { router } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/login'));
    expect(router.state.location.search).toBe('');
    expect(getSession()).toBeNull();
  });
});
