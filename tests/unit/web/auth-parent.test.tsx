// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { fail, mockApi, ok, fieldError } from './auth-support';
import { renderApp } from './support';

/** Lets fake time pass, with React's effects and the countdown's ticks inside it. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => fieldError(screen.getByLabelText(label));
const sent = (userId: string) =>
  ok({ user_id: userId, login_id: '9812345678', login_type: 'phone', resend_after: 30 }, 'OTP sent successfully.');
const verified = (overrides: Record<string, unknown> = {}) =>
  ok({
    token: 'tok-parent',
    expires_in: 3600,
    user_id: 'p-1',
    user_name: 'priya',
    user_phone: '9812345678',
    user_email: null,
    new_user: false,
    isParent: true,
    hasChildLicense: false,
    user_type: 'k',
    is_retail: true,
    ...overrides,
  });

async function reachOtpPage(path = '/parent/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Parent sign in' });
  type('Mobile number or e-mail', '98123 45678');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
  return view;
}

describe('parent sign-in, sign-up and OTP', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it('checks the phone or e-mail with the spec message before sending an OTP', async () => {
    const api = mockApi({});
    renderApp('/parent/login');
    await screen.findByRole('heading', { level: 1, name: 'Parent sign in' });
    type('Mobile number or e-mail', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(errorOf('Mobile number or e-mail')).toBe('Please enter a 10-digit mobile number or Olympiad ID'),
    );
    expect(api.sent).toEqual([]);
  });

  it('Continue sends the OTP; the OTP page says so and validates the OTP', async () => {
    const api = mockApi({ '/v1/otplogin': () => sent('ch-1') });
    await reachOtpPage();
    expect(api.calls('/v1/otplogin')[0]?.body).toEqual({ login_id: '9812345678' });
    expect(screen.getByText('OTP sent successfully.')).toBeTruthy();
    expect(screen.getByText('9812345678')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    await waitFor(() => expect(errorOf('OTP')).toBe('Please enter OTP.'));
    expect(document.activeElement).toBe(screen.getByLabelText('OTP'));
    type('OTP', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    await waitFor(() => expect(errorOf('OTP')).toBe('The OTP is 6 digits'));
    expect(api.calls('/v1/verifyloginotp')).toEqual([]);
  });

  it('hides Resend OTP for 30 seconds, then shows it; resending restarts the countdown', async () => {
    const api = mockApi({ '/v1/otplogin': () => sent(api.calls('/v1/otplogin').length === 1 ? 'ch-1' : 'ch-2') });
    await reachOtpPage();
    const resend = () => screen.queryByRole('button', { name: 'Resend OTP' });
    expect(resend()).toBeNull();
    expect(screen.getByText(/You can ask for a new OTP in/).textContent).toBe(
      'You can ask for a new OTP in 30 seconds.',
    );
    await elapse(10_000);
    expect(screen.getByText(/You can ask for a new OTP in/).textContent).toBe(
      'You can ask for a new OTP in 20 seconds.',
    );
    await elapse(19_000);
    expect(resend()).toBeNull();
    expect(screen.getByText(/You can ask for a new OTP in/).textContent).toBe('You can ask for a new OTP in 1 second.');
    await elapse(1_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.calls('/v1/otplogin')).toHaveLength(2));
    expect(api.calls('/v1/otplogin')[1]?.body).toEqual({ login_id: '9812345678' });
    await waitFor(() => expect(resend()).toBeNull());
    expect(screen.getByText(/You can ask for a new OTP in/).textContent).toBe(
      'You can ask for a new OTP in 30 seconds.',
    );

    // The new OTP is checked against the id of the latest send.
    mockApi({ '/v1/verifyloginotp': () => verified() });
    type('OTP', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    await waitFor(() => expect(getSession()?.token).toBe('tok-parent'));
  });

  it('Submit OTP signs the parent in (Enter in the OTP field submits the same form)', async () => {
    const api = mockApi({ '/v1/otplogin': () => sent('ch-1'), '/v1/verifyloginotp': () => verified() });
    const { router } = await reachOtpPage();
    type('OTP', '482 913');
    const otp = screen.getByLabelText('OTP') as HTMLInputElement;
    expect(otp.value).toBe('482913');
    expect(otp.form?.querySelector('button[type="submit"]')?.textContent).toBe('Submit OTP');
    fireEvent.submit(otp.form!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/dashboard'));
    expect(api.calls('/v1/verifyloginotp')[0]?.body).toEqual({ otp: '482913', user_id: 'ch-1' });
    expect(getSession()).toMatchObject({
      token: 'tok-parent',
      userType: 'k',
      login_id: '9812345678',
      phone: '9812345678',
      login_user_id: 'p-1',
    });
    expect(window.dataLayer).toEqual([{ event: 'web_signin', method: 'otp' }]);
  });

  it.each([
    [{ isParent: false, new_user: true, user_type: 'T' }, '/onboard/step1'],
    [{ isParent: false, new_user: false, user_type: 'T' }, '/mydashboard'],
  ])('after the OTP sends %j to %s', async (overrides, destination) => {
    mockApi({ '/v1/otplogin': () => sent('ch-1'), '/v1/verifyloginotp': () => verified(overrides) });
    const { router } = await reachOtpPage();
    type('OTP', '482913');
    fireEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });

  it('shows a wrong OTP in the danger alert', async () => {
    mockApi({
      '/v1/otplogin': () => sent('ch-1'),
      '/v1/verifyloginotp': () => fail('The OTP is incorrect. Please check it and try again.'),
    });
    await reachOtpPage();
    type('OTP', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The OTP is incorrect. Please check it and try again.',
    );
  });

  it('goes back to change the phone or e-mail, with the value filled in', async () => {
    mockApi({ '/v1/otplogin': () => sent('ch-1') });
    const { router } = await reachOtpPage('/parent/login?return_path=%2Fparent%2Fdashboard');
    fireEvent.click(screen.getByRole('link', { name: 'Change phone number or e-mail' }));
    await screen.findByRole('heading', { level: 1, name: 'Parent sign in' });
    expect(router.state.location.search).toBe('?return_path=%2Fparent%2Fdashboard');
    expect((screen.getByLabelText('Mobile number or e-mail') as HTMLInputElement).value).toBe('9812345678');
  });

  it('parent sign-up: name and phone, Continue, OTP; a resend repeats the sign-up call', async () => {
    const api = mockApi({
      '/v1/parentsignup': () => sent('ch-9'),
      '/v1/verifyloginotp': () => verified({ new_user: true }),
    });
    const { router } = renderApp('/parent/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create a parent account' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf('Your name')).toBe('Please enter your name'));
    expect(errorOf('Mobile number or e-mail')).toBe('Please enter a valid email or mobile number');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    type('Your name', 'Priya Nair');
    type('Mobile number or e-mail', '9812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
    expect(api.calls('/v1/parentsignup')[0]?.body).toEqual({ login_id: '9812345678', parent_name: 'Priya Nair' });

    await elapse(30_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.calls('/v1/parentsignup')).toHaveLength(2));
    expect(api.calls('/v1/otplogin')).toEqual([]);

    type('OTP', '111222');
    fireEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/dashboard'));
    expect(getSession()?.userDetails.full_name).toBe('Priya Nair');
  });

  it('sends a visitor who opens the OTP page directly to the parent sign-in', async () => {
    mockApi({});
    const { router } = renderApp('/parent/verifyotp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/login'));
  });
});
