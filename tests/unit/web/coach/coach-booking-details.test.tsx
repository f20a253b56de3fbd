// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachSlots } from '#shared/api/contract-coach';
import { AppProvider } from '../../../../web/src/app/providers';
import { CoachPanel } from '../../../../web/src/features/courses/components/coach/coach-panel';
import { clearSession } from '../../../../web/src/lib/session';
import { fail, mockApi, ok } from '../auth-support';
import { signIn } from '../support';

/**
 * Decision 0457: booking asks for the mobile number and e-mail before the calendar, in the panel,
 * through the spec's POST v1/user_profile (isCoachCall) and its messages; a time chosen before the
 * server asked for them is kept and booked right after they are saved.
 */
const slot = '2030-01-07T04:30:00.000Z';
const offer = (over: Partial<CoachSlots> = {}): CoachSlots => ({
  coach_name: 'Meera Krishnan',
  slots: [slot],
  total_calls: null,
  calls_booked: 0,
  upcoming: null,
  is_b2b_user: false,
  completed_calls: 0,
  feedback_url: null,
  show_feedback: false,
  show_intake: false,
  needs_details: false,
  ...over,
});
const profile = {
  user_id: 'u-42',
  user_name: 'asha',
  email: 'asha@example.com',
  full_name: 'Asha Rao',
  phone: null,
  org_id: null,
  org_name: null,
};
const panel = () =>
  render(
    <AppProvider>
      <MemoryRouter>
        <CoachPanel courseId={487} warning={null} />
      </MemoryRouter>
    </AppProvider>,
  );

describe('contact details before the calendar', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks first, refuses with the spec’s messages, saves with v1/user_profile and opens the calendar with its message', async () => {
    signIn();
    let needs = true;
    const api = mockApi({
      '/v1/coach_slots/487': () => ok(offer({ needs_details: needs })),
      '/v1/coach_call_history': () => ok([]),
      '/v3/user_profile': () => ok(profile),
      '/v1/user_profile': () => (
        (needs = false),
        ok(null, 'User details updated successfully. Redirecting to calendar.')
      ),
    });
    panel();
    expect(
      await screen.findByText('Please update your mobile number and email id before scheduling call.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('asha@example.com'));
    // Course 487 has no cap on its calls.
    expect(screen.getByText('Calls booked: 0 (no limit on this course)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '5123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and choose a time' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(api.calls('/v1/user_profile')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and choose a time' }));
    expect(await screen.findByText('User details updated successfully. Redirecting to calendar.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Book this time' })).toBeTruthy();
    expect(api.calls('/v1/user_profile').map((r) => r.body)).toEqual([
      { full_name: 'Asha Rao', phone: '9123456780', email: 'asha@example.com', isCoachCall: true },
    ]);
  });

  it('keeps a time chosen before the server asked, and books it once the details are saved', async () => {
    signIn();
    let saved = false;
    const api = mockApi({
      '/v1/coach_slots/487': () => ok(offer()),
      '/v1/coach_call_history': () => ok([]),
      '/v3/user_profile': () => ok({ ...profile, phone: '9123456780' }),
      '/v1/user_profile': () => (
        (saved = true),
        ok(null, 'User details updated successfully. Redirecting to calendar.')
      ),
      '/v1/book_coach_call': (r) =>
        saved
          ? ok(
              {
                schedule_id: 's1',
                start: (r.body as { start: string }).start,
                end: slot,
                call_status: '',
                coach_name: 'Meera Krishnan',
                call_url: null,
                reschedule_count: 0,
                max_reschedules: 2,
                cancel_request: null,
              },
              'Your call is booked.',
            )
          : fail('Please update your mobile number and email id before scheduling call.', 409),
    });
    panel();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Free times' })).getAllByRole('button')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Your chosen time is kept: save these and we book it for you.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9123456780'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and book my time' }));
    await waitFor(() => expect(api.calls('/v1/book_coach_call')).toHaveLength(2));
    expect(api.calls('/v1/book_coach_call').map((r) => (r.body as { start: string }).start)).toEqual([slot, slot]);
  });
});
