// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accessRedirect,
  loginRedirect,
  markShown,
  refererOf,
  resetRefererTracking,
  safeReturnPath,
  typeFlip,
} from '../../../web/src/app/guards';
import { appPaths, type RouteGroup } from '../../../web/src/config/paths';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { fakeSession, renderApp, signIn } from './support';

const place = (pathname: string, search = '') => ({ pathname, search });
const envelope = (data: unknown) => Response.json({ status: true, code: 200, message: 'OK', data });

describe('access rules (pure)', () => {
  afterEach(() => sessionStorage.clear());

  it('sends an unauthenticated visitor on every login-required path to /?return_path=<path+search>', () => {
    for (const p of appPaths.filter((r) => r.group !== 'auth')) {
      const path = p.path.replace(':id', '42');
      expect(accessRedirect(p.group, null, place(path, '?x=1'))).toBe(
        `/?return_path=${encodeURIComponent(`${path}?x=1`)}`,
      );
    }
  });

  it('lets anyone open the auth pages', () => {
    for (const p of appPaths.filter((r) => r.group === 'auth'))
      expect(accessRedirect('auth', null, place(p.path))).toBeNull();
  });

  it('sends a junior on a regular, parent or payment path to /junior/dashboard, and lets them use common paths', () => {
    const junior = fakeSession({ userType: 'w' });
    expect(accessRedirect('regular', junior, place('/settings'))).toBe('/junior/dashboard');
    expect(accessRedirect('parent', junior, place('/parent/dashboard'))).toBe('/junior/dashboard');
    expect(accessRedirect('junior', junior, place('/junior/dashboard'))).toBeNull();
    expect(accessRedirect('common', junior, place('/test'))).toBeNull();
    // A junior never buys (their parent does, acting for them): the payment pages are not theirs.
    expect(accessRedirect('payment', junior, place('/buycourse'))).toBe('/junior/dashboard');
    expect(
      accessRedirect(
        'payment',
        fakeSession({ userType: 'k', actingChild: { childId: 'c', token: 't' } }),
        place('/buycourse'),
      ),
    ).toBeNull();
    // The junior dashboard is a junior's own: adults go to their own home.
    expect(accessRedirect('junior', fakeSession({ userType: 'T' }), place('/junior/dashboard'))).toBe('/mydashboard');
    expect(accessRedirect('junior', fakeSession({ userType: 'k' }), place('/junior/dashboard'))).toBe(
      '/parent/dashboard',
    );
  });

  it('sends a signed-in visitor on the login page to the return path, unless sso is 0', () => {
    const session = fakeSession();
    expect(accessRedirect('auth', session, place('/', '?return_path=%2Fhistory%3Fa%3D1'))).toBe('/history?a=1');
    expect(accessRedirect('auth', session, place('/'))).toBe('/mydashboard');
    expect(accessRedirect('auth', fakeSession({ sso: '0' }), place('/'))).toBeNull();
    expect(accessRedirect('auth', fakeSession({ userType: 'w' }), place('/'))).toBe('/junior/dashboard');
    expect(accessRedirect('auth', fakeSession({ userType: 'k' }), place('/'))).toBe('/parent/dashboard');
  });

  it('passes referrer, payment_type and previewMode on to the return path', () => {
    const search = `?return_path=${encodeURIComponent('/purchase?productID=3')}&referrer=newpayment&payment_type=paytm&pname=Gold`;
    expect(accessRedirect('auth', fakeSession(), place('/', search))).toBe(
      '/purchase?productID=3&referrer=newpayment&payment_type=paytm',
    );
  });

  it("sends a junior to the return path only when it is a junior's page", () => {
    const junior = fakeSession({ userType: 'w' });
    expect(accessRedirect('auth', junior, place('/', '?return_path=%2Fmycourse%3Fcourse_id%3D3'))).toBe(
      '/mycourse?course_id=3',
    );
    expect(accessRedirect('auth', junior, place('/', '?return_path=%2Fsettings'))).toBe('/junior/dashboard');
  });

  it('never returns to another site or back to the login page', () => {
    expect(safeReturnPath('https://evil.example/')).toBeUndefined();
    expect(safeReturnPath('//evil.example/')).toBeUndefined();
    expect(safeReturnPath('/?return_path=/')).toBeUndefined();
    expect(safeReturnPath('/mycourse?course_id=3')).toBe('/mycourse?course_id=3');
    expect(loginRedirect(place('/mycourse', '?course_id=3'))).toBe('/?return_path=%2Fmycourse%3Fcourse_id%3D3');
  });

  it('sends a parent without a child token for that child to the parent sign-in with a return path', () => {
    const parent = fakeSession({ userType: 'k' });
    const to = '/parent/login?return_path=%2Fchild%2Fdashboard%2F42';
    expect(accessRedirect('parent', parent, place('/child/dashboard/42'))).toBe(to);
    expect(
      accessRedirect('parent', { ...parent, actingChild: { childId: '7', token: 't7' } }, place('/child/dashboard/42')),
    ).toBe(to);
    expect(
      accessRedirect(
        'parent',
        { ...parent, actingChild: { childId: '42', token: 't42' } },
        place('/child/dashboard/42'),
      ),
    ).toBeNull();
    expect(accessRedirect('parent', parent, place('/parent/dashboard'))).toBeNull();
  });

  it('sends a user whose payment is in process to /logout when they come from the landing page', () => {
    const paying = fakeSession({ paymentInProcess: true });
    expect(accessRedirect('payment', paying, place('/paymentprocess'), { referer: '/' })).toBe('/logout');
    expect(accessRedirect('regular', paying, place('/mydashboard'), { referer: '/' })).toBe('/logout');
    expect(accessRedirect('auth', paying, place('/logout'), { referer: '/' })).toBeNull();
    expect(accessRedirect('payment', paying, place('/paymentprocess'), { referer: '/buycourse' })).toBeNull();
    expect(accessRedirect('payment', fakeSession(), place('/paymentprocess'), { referer: '/' })).toBeNull();
  });

  it('limits preview mode to the course page and the sign-in pages', () => {
    const session = fakeSession();
    expect(accessRedirect('regular', session, place('/mydashboard', '?previewMode=1'))).toBe('/');
    expect(accessRedirect('payment', session, place('/buycourse'), { preview: true })).toBe('/');
    expect(accessRedirect('common', session, place('/mycourse', '?previewMode=1&course_id=3'))).toBeNull();
    expect(accessRedirect('auth', session, place('/signup', '?previewMode=1'))).toBeNull();
    // The login page sends a token holder in preview mode to the course page, not the dashboard.
    expect(accessRedirect('auth', session, place('/', '?previewMode=1'))).toBe('/mycourse?previewMode=1');
    expect(accessRedirect('regular', session, place('/mydashboard'))).toBeNull();
    // Remembered for the tab once seen.
    sessionStorage.setItem('fluentia:previewMode', '1');
    expect(accessRedirect('regular', session, place('/mydashboard'))).toBe('/');
  });

  it("flips a parent's account to the type of the route group it opens; an adult learner who is not a parent and juniors never flip", () => {
    const groups: RouteGroup[] = ['regular', 'parent', 'junior', 'common', 'payment', 'auth'];
    const flips = (userType: 'T' | 'k' | 'w', isParent = userType === 'k') =>
      groups.map((g) => typeFlip(g, fakeSession({ userType, isParent })));
    expect(flips('T', true)).toEqual([null, 'k', null, null, null, null]);
    expect(flips('T', false)).toEqual([null, null, null, null, null, null]);
    expect(flips('k')).toEqual(['T', null, null, null, null, null]);
    expect(flips('w')).toEqual([null, null, null, null, null, null]);
    expect(typeFlip('parent', null)).toBeNull();
  });

  it('knows the page a visitor came from', () => {
    resetRefererTracking();
    expect(refererOf({ key: 'a', pathname: '/' })).toBeUndefined(); // no document referrer in tests
    markShown('/');
    expect(refererOf({ key: 'b', pathname: '/mydashboard' })).toBe('/');
    markShown('/mydashboard');
    expect(refererOf({ key: 'b', pathname: '/mydashboard' })).toBe('/'); // a re-render: same answer
    expect(refererOf({ key: 'c', pathname: '/settings' })).toBe('/mydashboard');
    resetRefererTracking();
  });
});

describe('guards in the router', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async () => envelope(null));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
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

  it("flips the stored user type when a parent's account opens a parent route from regular mode, and back", async () => {
    signIn({ userType: 'T', isParent: true });
    const { router } = renderApp('/parent/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Child Profiles' });
    await waitFor(() => expect(getSession()?.userType).toBe('k'));
    await router.navigate('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    await waitFor(() => expect(getSession()?.userType).toBe('T'));
  });

  it('enters preview mode from previewMode=1 and keeps the visitor on the course page', async () => {
    signIn();
    const { router } = renderApp('/settings?previewMode=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mycourse'));
    expect(sessionStorage.getItem('fluentia:previewMode')).toBe('1');
    await router.navigate('/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mycourse'));
  });

  it('logs out a user whose payment is in process when they open the landing page', async () => {
    signIn({ paymentInProcess: true });
    const { router } = renderApp('/');
    await waitFor(() => expect(getSession()).toBeNull());
    // (The header's notification bell may ask for notifications beside it.)
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/v1/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gets the child token for a signed-in parent sent to the parent sign-in from a child dashboard', async () => {
    signIn({ userType: 'k' });
    fetchMock.mockImplementation(async () => envelope({ token: 'child-42', expires_in: 3600, child_id: '42' }));
    const { router } = renderApp('/child/dashboard/42');
    await screen.findByRole('heading', { level: 1, name: 'Child Dashboard' });
    expect(router.state.location.pathname).toBe('/child/dashboard/42');
    const [url, init] = fetchMock.mock.calls.find((c) => String(c[0]) === '/v1/usertoken') ?? [];
    expect(String(url)).toBe('/v1/usertoken');
    expect(JSON.parse(String(init?.body))).toEqual({ child_id: '42' });
    expect(getSession()?.actingChild).toEqual({ childId: '42', token: 'child-42' });
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
