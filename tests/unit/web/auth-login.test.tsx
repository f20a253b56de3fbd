// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { clearSession, getSession, supportLine } from '../../../web/src/lib/session';
import { fail, loginData, mockApi, ok, fieldError } from './auth-support';
import { renderApp } from './support';

const loginIdField = () => screen.getByLabelText('Email, mobile number or Olympiad ID') as HTMLInputElement;
const pinField = () => screen.getByLabelText('PIN or licence key') as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const errorOf = (input: HTMLInputElement) => fieldError(input);

async function openLogin(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return view;
}

describe('login page (/)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it('has every element of spec 01 §2', async () => {
    mockApi({});
    await openLogin();
    expect(loginIdField().type).toBe('text');
    expect(pinField().type).toBe('password');
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot PIN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Fluentia');
  });

  it.each([
    ['', 'Please enter a valid email or mobile number'],
    ['12345', 'Please enter a 10-digit mobile number or Olympiad ID'],
    ['5123456789', 'Please enter a valid mobile number'],
    ['123456789012', 'Please enter valid aadhaar number'],
    ['asha@example', 'Please enter a valid email'],
  ])('shows the spec message for the login id %j and focuses it, sending nothing', async (id, message) => {
    const api = mockApi({});
    await openLogin();
    type(loginIdField(), id);
    type(pinField(), '246810');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(errorOf(loginIdField())).toBe(message));
    expect(loginIdField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(loginIdField());
    expect(api.sent).toEqual([]);
  });

  it("asks for the PIN when it is empty ('Please enter your PIN')", async () => {
    mockApi({});
    await openLogin();
    type(loginIdField(), 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(errorOf(pinField())).toBe('Please enter your PIN'));
    expect(document.activeElement).toBe(pinField());
  });

  it('submits from the PIN field with Enter: it sits in the form whose submit button is LOG IN', async () => {
    const api = mockApi({ '/v1/login': () => ok(loginData()) });
    await openLogin();
    type(loginIdField(), 'asha@example.com');
    type(pinField(), '246810');
    const form = pinField().form!;
    // The browser's implicit submission presses a form's first submit button; happy-dom has none, so
    // check that the button is LOG IN and submit as Enter would (e2e presses the real key).
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('LOG IN');
    fireEvent.submit(form);
    await waitFor(() => expect(api.calls('/v1/login')).toHaveLength(1));
  });

  it('signs in: stores the session, pushes web_signin and goes to /mydashboard', async () => {
    const api = mockApi({ '/v1/login': () => ok(loginData()) });
    const { router } = await openLogin();
    type(loginIdField(), ' asha@example.com ');
    type(pinField(), '246810');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard'));
    const [request] = api.calls('/v1/login');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ login_id: 'asha@example.com', pin: '246810' });
    expect(request?.headers.platform).toBe('w1');
    expect(getSession()).toMatchObject({
      token: 'tok-new',
      username: 'asha',
      login_id: 'asha@example.com',
      login_user_id: 'u-42',
      sso: '1',
      email: 'asha@example.com',
      phone: '9876543210',
      userDetails: { user_mail: 'asha@example.com', user_phone: '9876543210', full_name: 'Asha Rao' },
      userType: 'T',
      isRetail: true,
    });
    expect(getSession()?.tokenExpiresAt).toBeGreaterThan(Date.now() + 3_500_000);
    expect(window.dataLayer).toEqual([{ event: 'web_signin', method: 'pin' }]);
  });

  it('sends a new user whose onboarding is pending into onboarding, and keeps the support numbers (decisions 0438, 0446)', async () => {
    mockApi({
      '/v1/login': () => ok(loginData({ onboarding: true, support_phone: '080 4718 2211, 98450 12345' })),
      '/v3/user_profile': () =>
        ok({
          org_id: null,
          org_name: null,
          user_id: 'u-42',
          user_name: 'asha',
          email: null,
          full_name: null,
          phone: null,
          user_profile: {},
          onboarding: true,
          pending: '0',
          profile_incomplete: true,
        }),
    });
    const { router } = await openLogin();
    type(loginIdField(), 'new@example.com');
    type(pinField(), '246810');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/onboard/));
    expect(getSession()).toMatchObject({ onboardingPending: true, supportPhone: '080 4718 2211, 98450 12345' });
    expect(supportLine()).toBe('If this keeps happening, call us on 080 4718 2211 or 98450 12345.');
  });

  it('takes a licence key in the PIN field and sends a parent to /parent/dashboard', async () => {
    const api = mockApi({ '/v1/login': () => ok(loginData({ user_type: 'k', login_id: '9876543210' })) });
    const { router } = await openLogin();
    type(loginIdField(), '9876543210');
    type(pinField(), 'FLU-ORG1-0001');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/dashboard'));
    expect(api.calls('/v1/login')[0]?.body).toEqual({ login_id: '9876543210', pin: 'FLU-ORG1-0001' });
    expect(window.dataLayer).toEqual([{ event: 'web_signin', method: 'licence_key' }]);
  });

  it('reads loginId, pname and return_path, and passes referrer and payment_type on (post_buy_sign_in)', async () => {
    mockApi({ '/v1/login': () => ok(loginData()) });
    const returnPath = encodeURIComponent('/purchase?productID=3');
    const { router } = await openLogin(
      `/?loginId=asha%40example.com&pname=Gold%20Plan&return_path=${returnPath}&referrer=newpayment&payment_type=paytm`,
    );
    expect(loginIdField().value).toBe('asha@example.com');
    expect(screen.getByText(/Sign in to buy/).textContent).toBe('Sign in to buy Gold Plan');
    type(pinField(), '246810');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(router.state.location.search).toBe('?productID=3&referrer=newpayment&payment_type=paytm');
    expect(window.dataLayer).toEqual([
      { event: 'web_signin', method: 'pin' },
      { event: 'post_buy_sign_in', payment_type: 'paytm' },
    ]);
  });

  it('counts a sign-in that a buy-now link asked for as post_buy_sign_in, and lands on the product in buy-now mode', async () => {
    mockApi({ '/v1/login': () => ok(loginData()) });
    const { router } = await openLogin(`/?return_path=${encodeURIComponent('/purchase?productID=5002&buynow=1')}`);
    type(loginIdField(), 'asha@example.com');
    type(pinField(), '246810');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(window.dataLayer).toContainEqual({ event: 'post_buy_sign_in', payment_type: null });
    // The product page (its own chunk) reads the link's mark when it first renders.
    await waitFor(() => expect(sessionStorage.getItem('fluentia:buy-now')).toBe('5002'));
  });

  it("keeps the query on the 'New user' link", async () => {
    mockApi({});
    await openLogin('/?return_path=%2Fhistory&referrer=magic_crate');
    expect(screen.getByRole('link', { name: 'New user' }).getAttribute('href')).toBe(
      '/signup?return_path=%2Fhistory&referrer=magic_crate',
    );
  });

  it('shows a server failure in the danger alert', async () => {
    mockApi({ '/v1/login': () => fail('The login id or PIN is incorrect.') });
    await openLogin();
    type(loginIdField(), 'asha@example.com');
    type(pinField(), '111111');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The login id or PIN is incorrect.');
    expect(getSession()).toBeNull();
  });

  it('Forgot PIN: needs a valid login id first (spec 01 §5), then sends the PIN and shows the banner', async () => {
    const api = mockApi({ '/v1/forgotpassword': () => ok(null, 'Pin sent to registered email/mobile number') });
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot PIN' }));
    await waitFor(() => expect(errorOf(loginIdField())).toBe('Please enter a valid email or mobile number'));
    expect(document.activeElement).toBe(loginIdField());
    expect(api.sent).toEqual([]);

    type(loginIdField(), 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot PIN' }));
    const banner = await screen.findByText('PIN sent to phone/email. Enter PIN to get started.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(api.calls('/v1/forgotpassword')[0]?.body).toEqual({ user_name: 'asha@example.com' });
    expect(document.activeElement).toBe(pinField());
  });

  it('takes the "PIN sent" banner away when the sign-in after it is refused', async () => {
    mockApi({
      '/v1/forgotpassword': () => ok(null, 'Pin sent to registered email/mobile number'),
      '/v1/login': () => fail('The login id or PIN is incorrect.'),
    });
    await openLogin();
    type(loginIdField(), 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot PIN' }));
    await screen.findByText('PIN sent to phone/email. Enter PIN to get started.');
    type(pinField(), '111111');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The login id or PIN is incorrect.');
    expect(screen.queryByText('PIN sent to phone/email. Enter PIN to get started.')).toBeNull();
  });
});
