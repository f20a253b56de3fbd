// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../../web/src/lib/session';
import { toast } from '../../../../web/src/lib/toast';
import { fail, fieldError, mockApi, ok } from '../auth-support';
import { renderApp, setViewportWidth, signIn } from '../support';
import { profileData } from './account-support';

/** /profile: read and edit views, every message of spec 01 §5 for the profile form, the mobile OTP modal. */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => fieldError(screen.getByLabelText(label));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function openEditView(data = profileData(), extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    '/v3/user_profile': (r) =>
      r.method === 'GET' ? ok(data) : ok({ ...data, full_name: 'Asha R Rao' }, 'Profile saved.'),
    ...extra,
  });
  renderApp('/profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('heading', { name: 'Edit your details' });
  return api;
}

describe('profile (/profile)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    toast.clear();
    setViewportWidth(1024);
    vi.unstubAllGlobals();
  });

  it('shows the read view, with tabs on wide screens and a heading on narrow ones', async () => {
    setViewportWidth(1280);
    signIn();
    mockApi({ '/v3/user_profile': () => ok(profileData({}, { isMobVerified: true })) });
    const view = renderApp('/profile');
    await screen.findByText('Working Professional');
    const tabs = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Personal Information', 'Account Settings', 'History']);
    expect(within(tabs).getByRole('link', { name: 'Personal Information' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Verified')).toBeTruthy();
    view.unmount();

    setViewportWidth(768);
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it.each([
    ['Full name', '', 'Name is required'],
    ['Full name', 'Asha 2', 'Name should only contain alphabets'],
    ['Age', 'ten', 'Age should be numeric'],
    ['Age', '0', 'Age should be greater than 0'],
    ['Age', '100', 'Age should be less than 100'],
    ['Mobile number', '5123456789', 'Phone number is not valid'],
    ['Mobile number', '98765', 'Phone number is not valid'],
    ['E-mail', '', 'Email id is required'],
    ['E-mail', 'asha@', 'Email id is not valid'],
    ['Tell us about yourself', '', 'Please tell us about yourself'],
  ])('%s "%s" gives "%s" and sends nothing', async (label, value, message) => {
    const api = await openEditView();
    type(label, value);
    save();
    await waitFor(() => expect(errorOf(label)).toBe(message));
    expect(api.calls('/v3/user_profile').filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('checks every child age row and keeps the add button to 8 ages', async () => {
    await openEditView(profileData({}, { isParent: true, childrenAge: '9' }));
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add another child' }));
    add();
    add();
    add();
    type('Child 2 age', '0');
    type('Child 3 age', '18');
    type('Child 4 age', 'six');
    save();
    await waitFor(() => expect(errorOf('Child 2 age')).toBe('Child age should be at least 1'));
    expect(errorOf('Child 3 age')).toBe('Child age should be less than 18');
    expect(errorOf('Child 4 age')).toBe('Age should be numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Remove child 4' }));
    add();
    save();
    await waitFor(() => expect(errorOf('Child 4 age')).toBe('Please add age or remove field'));

    // Seven added beside the first: the button goes, and the list holds eight.
    for (let rows = 4; rows < 8; rows++) add();
    expect(screen.getAllByLabelText(/^Child \d age$/)).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Add another child' })).toBeNull();
  });

  it('the profile reads WhatsApp numbers as 10 digits starting 7-9', async () => {
    await openEditView();
    fireEvent.click(within(screen.getByRole('group', { name: 'Course updates on WhatsApp?' })).getByLabelText('Yes'));
    save();
    await waitFor(() => expect(errorOf('WhatsApp number')).toBe('Whatsapp number required'));
    type('WhatsApp number', '6123456789');
    save();
    await waitFor(() => expect(errorOf('WhatsApp number')).toBe('Incorrect mobile number'));
    type('WhatsApp number', '7123456789');
    save();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit your details' })).toBeNull());
  });

  it('saves the edit view, goes back to the read view and updates the header name', async () => {
    const api = await openEditView();
    type('Full name', 'Asha R Rao');
    save();
    await screen.findByRole('heading', { name: 'Your details' });
    const [post] = api.calls('/v3/user_profile').filter((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      full_name: 'Asha R Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      user_type: 'Working Professional',
      isParent: false,
      childrenAge: '',
    });
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(getSession()?.userDetails.full_name).toBe('Asha R Rao');
  });

  it("verifies a mobile: OTP modal, 'Please enter OTP.', a resend clears the field, success closes it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = await openEditView(profileData({}, { isMobVerified: false }), {
      '/v1/sendOTP': () => ok({ mobile: '9876543210', resend_after: 30 }, 'OTP sent successfully.'),
      '/v1/verifyOTP': () => ok({ phone: '9876543210', isMobVerified: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    // (happy-dom does not tie labels to inputs inside a <dialog>: find the field by its name.)
    const otp = () => dialog.querySelector('input[name="otp"]') as HTMLInputElement;
    expect(api.calls('/v1/sendOTP')[0]?.body).toEqual({ mobile: '9876543210' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(fieldError(otp())).toBe('Please enter OTP.'));

    fireEvent.change(otp(), { target: { value: '111' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(31_000)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.calls('/v1/sendOTP')).toHaveLength(2));
    expect(otp().value).toBe('');

    fireEvent.change(otp(), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Your mobile number is verified.');
    expect(api.calls('/v1/verifyOTP')[0]?.body).toEqual({ otp: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).toBeNull());
  });

  it("shows 'Phone number already verified' for 5 seconds, from the profile or from the server", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = await openEditView(profileData({}, { isMobVerified: true }), {
      '/v1/sendOTP': () => fail('Phone number already verified', 409, { error: 'phoneAlreadyVerified' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Phone number already verified')).toBeTruthy();
    expect(api.calls('/v1/sendOTP')).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(5_100)));
    expect(screen.queryByText('Phone number already verified')).toBeNull();

    // A number the server knows as verified (not this profile's): its answer shows the same way.
    type('Mobile number', '9123456780');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Phone number already verified')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).toBeNull();
  });
});
