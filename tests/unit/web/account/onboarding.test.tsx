// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { fail, fieldError, mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { newUserProfile, profileData } from './account-support';

/** Onboarding (spec 01 §2, §4, §5): five steps, their messages, one save at the end. */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => fieldError(screen.getByLabelText(label));
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|Finish)$/ }));
const choose = (question: string, answer: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(answer));
const groupError = (question: string) =>
  within(screen.getByRole('group', { name: question })).queryByText(/./, { selector: 'p span' })?.textContent;
const step = (n: number) => screen.findByText(`Step ${n} of 5`);

function start(
  profile = newUserProfile(),
  onboarding: Parameters<typeof mockApi>[0][string] = () => ok(profileData({ pending: null, onboarding: false })),
) {
  signIn();
  const api = mockApi({ '/v3/user_profile': () => ok(profile), '/v1/onboarding': onboarding });
  const view = renderApp('/onboard');
  return { api, ...view };
}

/** Answers steps 1 to 4 with valid answers (a parent of two, one row left empty). */
async function answerToStep5() {
  await step(1);
  choose('Which of these describes you best?', 'Student');
  next();
  await step(2);
  choose('Are you a parent of a school-going child?', 'Yes');
  type('Child 1 age', '9');
  fireEvent.click(screen.getByRole('button', { name: 'Add another child' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add another child' }));
  type('Child 3 age', '12');
  next();
  await step(3);
  choose('Would you like course updates on WhatsApp?', 'Yes');
  type('WhatsApp number', '6123456789');
  next();
  await step(4);
  choose('Would you like news of your progress and new courses?', 'No');
  next();
  await step(5);
}

describe('onboarding (/onboard/step1..5, /onboard/final)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    sessionStorage.clear();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it("/onboard sends a pending user to step 1, greeted 'Welcome!'", async () => {
    const { router } = start();
    await step(1);
    expect(router.state.location.pathname).toBe('/onboard/step1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome!');
  });

  it("greets a pending user 'Welcome!' even with a name given at sign-up; 'Welcome back to' on a step after onboarding; /onboard sends a finished one home", async () => {
    const { unmount } = start(profileData({ pending: '0', onboarding: true }));
    await step(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome!');
    unmount();
    signIn();
    mockApi({ '/v3/user_profile': () => ok(profileData({ pending: null })) });
    const again = renderApp('/onboard/step1');
    await step(1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back to Fluentia'));
    again.unmount();
    const done = start(profileData({ pending: null }));
    await waitFor(() => expect(done.router.state.location.pathname).toBe('/mydashboard'));
  });

  it("shows each step's messages (spec 01 §5)", async () => {
    start();
    await step(1);
    next();
    await waitFor(() => expect(groupError('Which of these describes you best?')).toBe('Your background is required'));
    choose('Which of these describes you best?', 'Homemaker');
    next();

    await step(2);
    next();
    await waitFor(() =>
      expect(groupError('Are you a parent of a school-going child?')).toBe('Please fill out this field'),
    );
    choose('Are you a parent of a school-going child?', 'Yes');
    type('Child 1 age', '18');
    next();
    await waitFor(() => expect(errorOf('Child 1 age')).toBe('Child age should be less than 18'));
    type('Child 1 age', '7');
    next();

    await step(3);
    next();
    await waitFor(() =>
      expect(groupError('Would you like course updates on WhatsApp?')).toBe('Whatsapp Notification is required'),
    );
    choose('Would you like course updates on WhatsApp?', 'Yes');
    next();
    await waitFor(() => expect(errorOf('WhatsApp number')).toBe('Whatsapp number required'));
    type('WhatsApp number', '5123456789');
    next();
    await waitFor(() => expect(errorOf('WhatsApp number')).toBe('Incorrect mobile number'));
    // Onboarding reads WhatsApp numbers as 10 digits starting 6-9 (the profile form: 7-9).
    type('WhatsApp number', '6123456789');
    next();

    await step(4);
    next();
    await waitFor(() =>
      expect(groupError('Would you like news of your progress and new courses?')).toBe('Notification is required'),
    );
    choose('Would you like news of your progress and new courses?', 'Yes');
    type('Mobile number (optional)', '5876543210');
    type('E-mail (optional)', 'asha@');
    next();
    await waitFor(() => expect(errorOf('Mobile number (optional)')).toBe('Incorrect mobile number'));
    expect(errorOf('E-mail (optional)')).toBe('Incorrect email id');
    type('Mobile number (optional)', '');
    type('E-mail (optional)', '');
    next();

    await step(5);
    next();
    await waitFor(() => expect(errorOf('Your full name')).toBe('Name is required.'));
    type('Your full name', 'Asha 2');
    next();
    await waitFor(() => expect(errorOf('Your full name')).toBe('Incorrect name.'));
  });

  it('saves everything once, at the end, with only the children that have an age', async () => {
    const { api, router } = start();
    await answerToStep5();
    expect(api.calls('/v1/onboarding')).toEqual([]);
    type('Your full name', 'Asha Rao');
    next();
    await screen.findByRole('heading', { name: 'Done! Your profile is ready.' });
    expect(router.state.location.pathname).toBe('/onboard/final');
    expect(api.calls('/v1/onboarding')).toHaveLength(1);
    expect(api.calls('/v1/onboarding')[0]?.body).toEqual({
      user_type: 'Student',
      isParent: true,
      childrenAge: '9,12',
      receiveWhatsappNotification: true,
      whatsappNumber: '6123456789',
      isSubscribe: false,
      phone: '',
      email: 'asha@example.com',
      full_name: 'Asha Rao',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome!');
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href')).toBe('/mydashboard');
    expect(sessionStorage.getItem('fluentia:onboardingDraft')).toBeNull();
  });

  it.each([
    ['Phone number exists for another user', 'phoneTaken', 'Mobile number (optional)'],
    ['Email address exists for another user', 'emailTaken', 'E-mail (optional)'],
  ])("'%s' sends the user to step 4", async (message, key, field) => {
    const { router } = start(newUserProfile(), () => fail(message, 409, { error: key }));
    await answerToStep5();
    type('Your full name', 'Asha Rao');
    next();
    await step(4);
    expect(router.state.location.pathname).toBe('/onboard/step4');
    expect(errorOf(field)).toBe(message);
  });

  it('keeps the answers when the page reloads mid-way', async () => {
    const first = start();
    await step(1);
    choose('Which of these describes you best?', 'Job Seeker');
    next();
    await step(2);
    first.unmount();
    renderApp('/onboard/step1');
    await step(1);
    expect(
      (
        within(screen.getByRole('group', { name: 'Which of these describes you best?' })).getByLabelText(
          'Job Seeker',
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });
});
