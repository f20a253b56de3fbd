// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../../web/src/lib/session';
import { toast } from '../../../../web/src/lib/toast';
import { fail, fieldError, mockApi, ok } from '../auth-support';
import { stubEchoRecorder } from '../echo-support';
import { renderApp, signIn } from '../support';

/** /settings (spec 01 §2, §4): licence key, microphone with the echo test, notifications, PIN, merge, logout. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const licences = { organisationID: null, organisation_name: null, keys: [] };

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    '/v1/licenses': (r) =>
      r.method === 'GET'
        ? ok(licences)
        : ok(
            {
              organisationID: 'org-sunrise',
              organisation_name: 'Sunrise Public School',
              keys: [
                {
                  license_key: 'FLU-ORG1-0002',
                  organisationID: 'org-sunrise',
                  organisation_name: 'Sunrise Public School',
                  applied_at: '2025-01-02T00:00:00Z',
                },
              ],
            },
            'Licence applied.',
          ),
    '/v1/checkspeech': (r) =>
      ok({ speech_is_on: r.method === 'POST' ? (r.body as { speech_is_on: boolean }).speech_is_on : false }),
    '/v1/checknotify': (r) =>
      ok({ notify_is_on: r.method === 'POST' ? (r.body as { notify_is_on: boolean }).notify_is_on : false }),
    '/v1/micTest': (r) => ok({ mic_ok: (r.body as { success: boolean }).success, speech_is_on: false }),
    ...extra,
  });
  renderApp('/settings');
  return api;
}

/** A microphone and recorder that record nothing real: enough for the echo test's flow. */
function fakeMicrophone() {
  const stop = vi.fn();
  stubEchoRecorder();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
  });
  return { stop };
}

describe('settings (/settings)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    toast.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('notifications: both texts of the spec, and the toggle saves', async () => {
    const api = open();
    const toggle = await screen.findByRole('switch', { name: 'Course notifications' });
    await screen.findByText('Turn on Notifications to receive course related progress and updates.');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await screen.findByText('You are currently subscribed to receive course related progress and updates.');
    expect(api.calls('/v1/checknotify').find((r) => r.method === 'POST')?.body).toEqual({ notify_is_on: true });
    expect(screen.getByRole('switch', { name: 'Course notifications' }).getAttribute('aria-checked')).toBe('true');
  });

  it('licence key: required, then applied and listed', async () => {
    const api = open();
    const field = await screen.findByRole('textbox', { name: 'Licence key' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fieldError(field)).toBe('Please enter a licence key'));
    fireEvent.change(field, { target: { value: 'FLU-ORG1-0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('FLU-ORG1-0002');
    expect(api.calls('/v1/licenses').find((r) => r.method === 'POST')?.body).toEqual({ license_key: 'FLU-ORG1-0002' });
    expect(screen.getByText('Licence applied.')).toBeTruthy();
  });

  it("licence key: the server's refusal goes when the key is edited or a new check fails, so one message shows at a time", async () => {
    open({
      '/v1/licenses': (r) =>
        r.method === 'GET'
          ? ok(licences)
          : fail('This licence key is not valid. Please check it with your organisation.', 401),
    });
    const field = await screen.findByRole('textbox', { name: 'Licence key' });
    fireEvent.change(field, { target: { value: 'FLU-NOPE-0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findAllByText('This licence key is not valid. Please check it with your organisation.');
    fireEvent.change(field, { target: { value: '' } });
    expect(
      screen.queryAllByText('This licence key is not valid. Please check it with your organisation.'),
    ).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(fieldError(field)).toBe('Please enter a licence key'));
    expect(
      screen.queryAllByText('This licence key is not valid. Please check it with your organisation.'),
    ).toHaveLength(0);
  });

  it('shows a placeholder, never "off", until the server says whether speaking answers are on', async () => {
    let answer: (on: boolean) => void = () => undefined;
    const known = new Promise<boolean>((resolve) => (answer = resolve));
    open({ '/v1/checkspeech': async () => ok({ speech_is_on: await known }) });
    await screen.findByText('Loading speaking answers…');
    expect(screen.queryByRole('switch', { name: 'Speaking answers' })).toBeNull();
    answer(true);
    const toggle = await screen.findByRole('switch', { name: 'Speaking answers' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Loading speaking answers…')).toBeNull();
  });

  it('microphone: the echo test records 6 s, plays back, and YES reports it and turns speech on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mic = fakeMicrophone();
    const api = open();
    const toggle = await screen.findByRole('switch', { name: 'Speaking answers' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Echo test' });
    fireEvent.click(within(dialog).getByText('Microphone troubleshooting guidelines'));
    expect(within(dialog).getByText(/may use the microphone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await within(dialog).findByText('Speak now…');
    await elapse(5_000);
    expect(within(dialog).queryByRole('button', { name: 'YES' })).toBeNull();
    await elapse(1_100);
    await within(dialog).findByText('Did you hear your voice clearly?');
    expect(mic.stop).toHaveBeenCalled(); // the microphone is released once the clip is recorded
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Speaking answers' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(api.calls('/v1/micTest')[0]?.body).toEqual({ success: true });
    expect(api.calls('/v1/checkspeech').find((r) => r.method === 'POST')?.body).toEqual({ speech_is_on: true });
  });

  it('microphone: NO shows the failed-mic indicator and leaves speech off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeMicrophone();
    const api = open();
    const toggle = await screen.findByRole('switch', { name: 'Speaking answers' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Echo test' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await elapse(6_100);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'NO' }));
    await screen.findByText('Microphone test failed');
    expect(api.calls('/v1/micTest')[0]?.body).toEqual({ success: false });
    expect(api.calls('/v1/checkspeech').filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Speaking answers' }).getAttribute('aria-checked')).toBe('false');
  });

  it('reset PIN shows where the new PIN went', async () => {
    open({ '/v1/resetpin': () => ok(null, 'Pin sent to registered email/mobile number') });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText('Pin sent to registered email/mobile number')).toBeTruthy();
  });

  it('merges another account: OTP to it, then the merge, then a reload after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    const api = open({
      '/v1/sendotp': () =>
        ok(
          { secondary_id: 'u-2', login_id: 'old@example.com', login_type: 'email', resend_after: 30 },
          'OTP sent successfully.',
        ),
      '/v1/mergeuser': () =>
        ok({
          primary_id: 'u-1',
          secondary_id: 'u-2',
          moved: {
            courses: 1,
            progress: 0,
            children: 0,
            licences: 0,
            certificates: 0,
            orders: 0,
            notifications: 0,
            other: 0,
          },
        }),
    });
    const other = await screen.findByLabelText('E-mail or mobile number of the other account');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(fieldError(other)).toBe('Please enter a valid email or mobile number'));
    fireEvent.change(other, { target: { value: 'old@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('OTP sent successfully.');
    fireEvent.click(screen.getByRole('button', { name: 'Merge accounts' }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('OTP sent to the other account'))).toBe('Please enter OTP.'),
    );
    fireEvent.change(screen.getByLabelText('OTP sent to the other account'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Merge accounts' }));
    await screen.findByText(/Your accounts have been merged\./);
    expect(api.calls('/v1/sendotp')[0]?.body).toEqual({ user_name: 'old@example.com' });
    expect(api.calls('/v1/mergeuser')[0]?.body).toEqual({ secondary_id: 'u-2', otp: '123456' });
    await elapse(2_900);
    expect(reload).not.toHaveBeenCalled();
    await elapse(200);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('links to /logout', async () => {
    open();
    expect((await screen.findByRole('link', { name: 'Log out of Fluentia' })).getAttribute('href')).toBe('/logout');
  });
});
