// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCredentials } from '../../../web/src/features/auth/components/junior-signin-page';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { fieldError, loginData, mockApi, ok } from './auth-support';
import { renderApp } from './support';

const username = () => screen.getByLabelText('Username') as HTMLInputElement;
const pin = () => screen.getByLabelText('PIN') as HTMLInputElement;

/** A paste event carrying `text`, as the browser sends it (the clipboard itself is never read). */
function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (kind: string) => (kind === 'text' ? text : '') },
  });
  fireEvent(input, event);
  return event;
}

async function openJunior() {
  const view = renderApp('/junior/signin');
  await screen.findByRole('heading', { level: 1, name: 'Junior sign in' });
  return view;
}

describe('junior sign-in (/junior/signin)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    delete window.dataLayer;
  });

  it("says 'Please enter Username' and 'Please enter pin' (spec 01 §5) and sends nothing", async () => {
    const api = mockApi({});
    await openJunior();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fieldError(username())).toBe('Please enter Username'));
    expect(fieldError(pin())).toBe('Please enter pin');
    expect(document.activeElement).toBe(username());
    expect(api.sent).toEqual([]);
  });

  it.each(['username', 'PIN'])('fills both fields from credentials pasted into the %s field', async (field) => {
    mockApi({});
    await openJunior();
    const event = paste(field === 'PIN' ? pin() : username(), 'Username: kabir4821\nPIN: 482913');
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(username().value).toBe('kabir4821'));
    expect(pin().value).toBe('482913');
  });

  it('leaves an ordinary paste alone', async () => {
    mockApi({});
    await openJunior();
    expect(paste(username(), 'kabir4821').defaultPrevented).toBe(false);
    expect(parseCredentials('username:meera7315 pin:731594')).toEqual({ username: 'meera7315', pin: '731594' });
    expect(parseCredentials('USERNAME : meera7315\r\nPin : 731594')).toEqual({ username: 'meera7315', pin: '731594' });
    expect(parseCredentials('Username: meera7315')).toBeUndefined();
  });

  it('signs in with keepalive, stores a junior session, opens /junior/dashboard and gives the tag manager nothing', async () => {
    const api = mockApi({
      '/v1/login': () =>
        ok(loginData({ user_type: 'w', user_name: 'kabir4821', login_id: 'kabir4821', is_retail: false })),
    });
    const { router } = await openJunior();
    const keep = screen.getByLabelText('Keep me signed in') as HTMLInputElement;
    expect(keep.checked).toBe(true);
    fireEvent.click(keep);
    paste(username(), 'Username: kabir4821\nPIN: 482913');
    await waitFor(() => expect(pin().value).toBe('482913'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/junior/dashboard'));
    expect(api.calls('/v1/login')[0]?.body).toEqual({ login_id: 'kabir4821', pin: '482913', keepalive: false });
    expect(getSession()).toMatchObject({ userType: 'w', username: 'kabir4821' });
    // child_signin is counted without the tag manager's queue: nothing about a child goes there (decision 0804).
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('names a refused sign-in by its own fields: the username or PIN, not a login id', async () => {
    mockApi({
      '/v1/login': () =>
        Response.json(
          { status: false, code: 401, message: 'The login id or PIN is incorrect.', data: { error: 'loginFailed' } },
          { status: 401 },
        ),
    });
    await openJunior();
    fireEvent.change(username(), { target: { value: 'kabir4821' } });
    fireEvent.change(pin(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The username or PIN is incorrect.');
    expect(screen.queryByText(/login id/)).toBeNull();
  });
});
