// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../web/src/lib/api-client';
import { getSession, updateSession } from '../../../web/src/lib/session';
import { renderApp, signIn } from './support';

// The whole app: a token failure in any call ends on the landing page (spec 01 §8).
describe('token failure in the running app', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    [
      'an envelope',
      () => Response.json({ status: false, code: 401, message: 'Token is Invalid', data: null }, { status: 401 }),
    ],
    ["API Gateway's 403", () => Response.json({ message: 'Forbidden' }, { status: 403 })],
  ])('after %s, clears the session and shows /', async (_label, reply) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply()),
    );
    signIn();
    const { router } = renderApp('/settings');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Account Settings');

    await expect(apiCall('health')).rejects.toMatchObject({ kind: 'token' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.search).toBe('');
    expect(getSession()).toBeNull();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign in');
  });

  it('also lands on / when the landing page was already loaded earlier', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    signIn({ sso: '0' }); // sso 0: the signed-in visitor may stay on the login page
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await router.navigate('/history');
    await screen.findByRole('heading', { level: 1, name: 'History' });
    updateSession({ sso: '1' }); // now / would send a signed-in visitor on to the return path

    await expect(apiCall('health')).rejects.toMatchObject({ kind: 'token', message: 'Token is missing' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.search).toBe('');
    expect(getSession()).toBeNull();
  });
});
