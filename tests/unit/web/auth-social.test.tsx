// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwtClaims, socialPayload } from '../../../web/src/features/auth/api/social-sign-in';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { fail, loginData, mockApi, ok } from './auth-support';
import { renderApp } from './support';

/** An unsigned token with these claims (the server verifies signatures; the web only reads). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('Google and Facebook sign-in (local provider page)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.dataLayer;
  });

  it('sends the visitor to the local provider page, keeping the login query for the way back', async () => {
    mockApi({});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderApp('/?return_path=%2Fhistory');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Facebook' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://app.test');
    expect(target.pathname).toBe('/_local/social');
    expect(target.searchParams.get('provider')).toBe('fb');
    expect(target.searchParams.get('redirect')).toBe(`${window.location.origin}/?social_return=1`);
    expect(sessionStorage.getItem('fluentia:socialSearch')).toBe('?return_path=%2Fhistory');
  });

  it('back from the provider, logs in with the social payload and continues to the saved return path', async () => {
    const api = mockApi({ '/v1/login': () => ok(loginData({ user_pic: 'https://img.example/a.png' })) });
    sessionStorage.setItem('fluentia:socialSearch', '?return_path=%2Fhistory');
    const token = idToken({ sub: 'g-1', email: 'asha@example.com' });
    const hash = `#id_token=${token}&provider=google&email=asha%40example.com&name=Asha%20Rao&picture=${encodeURIComponent('https://img.example/a.png')}`;
    const { router } = renderApp(`/?social_return=1${hash}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(api.calls('/v1/login')[0]?.body).toEqual({
      login_id: 'asha@example.com',
      user_token: token,
      user_name: 'Asha Rao',
      photo_url: 'https://img.example/a.png',
      social_domain: 'google',
    });
    expect(getSession()).toMatchObject({ token: 'tok-new', user_pic: 'https://img.example/a.png' });
    expect(window.dataLayer).toEqual([{ event: 'web_signin', method: 'google' }]);
    expect(sessionStorage.getItem('fluentia:socialSearch')).toBeNull();
  });

  it('uses <Facebook id>@facebook.fluentia.app for a Facebook account without e-mail (spec 01 §3)', () => {
    const token = idToken({
      sub: 'cognito-sub',
      name: 'Ravi',
      identities: [{ providerName: 'Facebook', userId: '10229' }],
    });
    expect(jwtClaims(token)).toMatchObject({ sub: 'cognito-sub', name: 'Ravi' });
    expect(socialPayload('fb', token)).toEqual({
      login_id: '10229@facebook.fluentia.app',
      user_token: token,
      user_name: 'Ravi',
      social_domain: 'fb',
    });
    expect(socialPayload('fb', idToken({ sub: 'fb-123' })).login_id).toBe('fb-123@facebook.fluentia.app');
    expect(() => socialPayload('google', idToken({ sub: 'g-2' }))).toThrow(
      'We could not confirm your Google or Facebook sign-in. Please try again.',
    );
  });

  it('shows the failure, and takes the token out of the address bar', async () => {
    mockApi({ '/v1/login': () => fail('We could not confirm your Google or Facebook sign-in. Please try again.') });
    const { router } = renderApp(
      `/?social_return=1#id_token=${idToken({ sub: 'x', email: 'x@example.com' })}&provider=google`,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not confirm your Google or Facebook sign-in.',
    );
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/');
    expect(getSession()).toBeNull();
  });
});
