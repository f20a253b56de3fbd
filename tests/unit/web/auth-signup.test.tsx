// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { loginData, mockApi, ok, fieldError } from './auth-support';
import { renderApp } from './support';

/** Lets fake time pass, with React's effects and the countdown's ticks inside it. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => fieldError(screen.getByLabelText(label));
const banner = 'PIN sent to phone/email. Enter PIN to get started.';

describe('sign-up (/signup) and verify user (/verifyuser)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it("has 'Create an account' and an 'Existing user' link that keeps the query", async () => {
    mockApi({});
    renderApp('/signup?return_path=%2Fhistory');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Existing user' }).getAttribute('href')).toBe('/?return_path=%2Fhistory');
  });

  it('checks the login id with the spec message before calling register', async () => {
    const api = mockApi({});
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(errorOf('Email or mobile number')).toBe('Please enter a valid email or mobile number'));
    expect(document.activeElement).toBe(screen.getByLabelText('Email or mobile number'));
    expect(api.sent).toEqual([]);
  });

  it('registers, then asks for the PIN on /verifyuser with the banner, and VERIFY NOW signs in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      '/v1/register': () => ok(null, 'Pin sent to registered email/mobile number'),
      '/v1/login': () => ok(loginData({ login_id: 'new@example.com' })),
      '/v1/forgotpassword': () => ok(null, 'Pin sent to registered email/mobile number'),
    });
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    type('Email or mobile number', 'new@example.com');
    type('Full name (optional)', 'Neha Shah');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));

    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    expect(api.calls('/v1/register')[0]?.body).toEqual({ login_id: 'new@example.com', full_name: 'Neha Shah' });
    expect(router.state.location.search).toBe('?loginId=new%40example.com&sent=1');
    expect(screen.getByText(banner)).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();

    // A PIN was just sent: the resend link waits out the 30 seconds, showing the seconds left.
    expect(screen.queryByRole('button', { name: 'Click here to resend PIN' })).toBeNull();
    expect(screen.getByText(/You can ask for a new PIN in/).textContent).toBe(
      'You can ask for a new PIN in 30 seconds.',
    );
    await elapse(30_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Click here to resend PIN' }));
    await waitFor(() => expect(api.calls('/v1/forgotpassword')).toHaveLength(1));
    expect(api.calls('/v1/forgotpassword')[0]?.body).toEqual({ user_name: 'new@example.com' });
    await screen.findByText(/You can ask for a new PIN in/);

    fireEvent.click(screen.getByRole('button', { name: 'VERIFY NOW' }));
    await waitFor(() => expect(errorOf('PIN')).toBe('Please enter your PIN'));
    type('PIN', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY NOW' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard'));
    expect(api.calls('/v1/login')[0]?.body).toEqual({ login_id: 'new@example.com', pin: '135790' });
    expect(getSession()?.login_id).toBe('new@example.com');
  });

  it('offers the resend link at once when no PIN was just sent', async () => {
    mockApi({});
    renderApp('/verifyuser?loginId=asha%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    expect(screen.getByRole('button', { name: 'Click here to resend PIN' })).toBeTruthy();
    expect(screen.queryByText(banner)).toBeNull();
  });
});
