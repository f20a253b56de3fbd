// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessRedirect, loginRedirect, safeReturnPath } from '../../../web/src/app/guards';
import { appPaths } from '../../../web/src/config/paths';
import { clearSession } from '../../../web/src/lib/session';
import { fakeSession, renderApp, signIn } from './support';

const place = (pathname: string, search = '') => ({ pathname, search });

describe('access rules (pure)', () => {
  it('sends an unauthenticated visitor on every login-required path to /?return_path=<path+search>', () => {
    for (const p of appPaths.filter((r) => r.group !== 'auth')) {
      const path = p.path.replace(':id', '42');
      expect(accessRedirect(p.group, null, place(path, '?x=1'))).toBe(`/?return_path=${encodeURIComponent(`${path}?x=1`)}`);
    }
  });

  it('lets anyone open the auth pages', () => {
    for (const p of appPaths.filter((r) => r.group === 'auth')) expect(accessRedirect('auth', null, place(p.path))).toBeNull();
  });

  it('sends a junior on a regular or parent path to /junior/dashboard, and lets them use common and payment paths', () => {
    const junior = fakeSession({ userType: 'w' });
    expect(accessRedirect('regular', junior, place('/settings'))).toBe('/junior/dashboard');
    expect(accessRedirect('parent', junior, place('/parent/dashboard'))).toBe('/junior/dashboard');
    expect(accessRedirect('junior', junior, place('/junior/dashboard'))).toBeNull();
    expect(accessRedirect('common', junior, place('/test'))).toBeNull();
    expect(accessRedirect('payment', junior, place('/buycourse'))).toBeNull();
  });

  it('sends a signed-in visitor on the login page to the return path, unless sso is 0', () => {
    const session = fakeSession();
    expect(accessRedirect('auth', session, place('/', '?return_path=%2Fhistory%3Fa%3D1'))).toBe('/history?a=1');
    expect(accessRedirect('auth', session, place('/'))).toBe('/mydashboard');
    expect(accessRedirect('auth', fakeSession({ sso: '0' }), place('/'))).toBeNull();
    expect(accessRedirect('auth', fakeSession({ userType: 'w' }), place('/'))).toBe('/junior/dashboard');
  });

  it('never returns to another site or back to the login page', () => {
    expect(safeReturnPath('https://evil.example/')).toBeUndefined();
    expect(safeReturnPath('//evil.example/')).toBeUndefined();
    expect(safeReturnPath('/?return_path=/')).toBeUndefined();
    expect(safeReturnPath('/mycourse?course_id=3')).toBe('/mycourse?course_id=3');
    expect(loginRedirect(place('/mycourse', '?course_id=3'))).toBe('/?return_path=%2Fmycourse%3Fcourse_id%3D3');
  });
});

describe('guards in the router', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('redirects an unauthenticated visitor to the landing page with return_path', async () => {
    const { router } = renderApp('/settings?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?return_path=%2Fsettings%3Ftab%3D2');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign in');
  });

  it('redirects a signed-in junior from a regular path to /junior/dashboard', async () => {
    signIn({ userType: 'w', isRetail: false });
    const { router } = renderApp('/mydashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/junior/dashboard'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Dashboard');
  });

  it('lets a signed-in adult open a regular path', async () => {
    signIn();
    const { router } = renderApp('/history');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('History');
    expect(router.state.location.pathname).toBe('/history');
  });

  it('registers every path of the route table (none falls through to the not-found page)', async () => {
    signIn({ userType: 'k', sso: '0' });
    for (const p of appPaths.filter((r) => r.id !== 'logout')) {
      const { router, unmount } = renderApp(p.path.replace(':id', '42'));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeNull());
      expect(screen.queryByText('404 ERROR! Oops page not found')).toBeNull();
      unmount();
    }
  });
});
