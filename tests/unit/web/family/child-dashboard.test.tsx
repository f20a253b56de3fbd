// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildDetailsData } from '../../../../shared/api/contract-accounts';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import book from '../../../../web/src/features/family/assets/greeting-book.svg';
import rocket from '../../../../web/src/features/family/assets/greeting-rocket.svg';
import star from '../../../../web/src/features/family/assets/greeting-star.svg';
import sun from '../../../../web/src/features/family/assets/greeting-sun.svg';
import { todayText } from '../../../../web/src/features/family/components/child-dashboard-page';
import { clearSession, getSession } from '../../../../web/src/lib/session';
import { clearSwrCache } from '../../../../web/src/lib/swr-cache';
import { toast } from '../../../../web/src/lib/toast';
import { mockApi, ok } from '../auth-support';
import { instructions } from '../courses-support';
import { renderApp, signIn } from '../support';
import { childDetails, testCard } from './family-support';

/** /child/dashboard/{id} (spec 01 §2, 02 §2): greeting, date, Back, and every state of the test cards. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const region = (name: string) => screen.findByRole('region', { name });

function open(data: ChildDetailsData, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn({ userType: 'k', actingChild: { childId: 'c-1', token: 'child-token-1' } });
  const api = mockApi({
    '/v1/childdetails': () => ok(data),
    '/v1/kidsscore': () => ok({ percentile: 82, score: 9, grade: 5, cert_url: 'https://example.com/cert.pdf' }),
    ...extra,
  });
  const view = renderApp('/child/dashboard/c-1');
  return { api, ...view };
}

describe('child dashboard (/child/dashboard/{id})', () => {
  beforeEach(() => clearSwrCache());
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    toast.clear();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it("greets the child with one of four pictures and today's date; Back returns to the parent's own token", async () => {
    const { router } = open(childDetails());
    await screen.findByRole('heading', { level: 1, name: 'Hello Kabir Menon!' });
    expect(screen.getByText(todayText())).toBeTruthy();
    expect(todayText(new Date(2025, 0, 6))).toBe('Monday, 6 January 2025');
    const picture = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement?.querySelector('img');
    expect([sun, rocket, star, book]).toContain(picture?.getAttribute('src'));
    // The child's words and their Listen button are the junior's (a parent reads for themself).
    expect(screen.queryByRole('button', { name: /: the greeting$/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/dashboard'));
    // The parent dashboard drops the token when it mounts, which may be a moment after the address changes.
    await waitFor(() => expect(getSession()?.actingChild).toBeUndefined());
  });

  it("the header's My Dashboard link leaves the child's account: the dashboard asks with the parent's token", async () => {
    const { api, router } = open(childDetails(), {
      '/v1/mydashboard': () =>
        ok({
          isSubscribe: true,
          childStatus: { is_parent: true, children: 1 },
          upnext: [],
          show_dailystep: false,
          dailystep: null,
          is_retail: true,
          profile_incomplete: false,
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello Kabir Menon!' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'My Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard'));
    await screen.findByText('Nothing is up next yet.');
    expect(getSession()?.actingChild).toBeUndefined();
    expect(api.calls('/v1/mydashboard').map((r) => r.headers['access-token'])).toEqual(['token-adult']);
  });

  it('practice test: attempts left are total attempts minus completed; Start, Continue, then Review', async () => {
    const { unmount } = open(childDetails({ practice_test: testCard({ total_attempts: 3, completed: 1 }) }));
    const practice = await region('Practice test');
    expect(within(practice).getByText('2 attempts left')).toBeTruthy();
    expect(within(practice).getByRole('link', { name: 'Start practice' }).getAttribute('href')).toBe(
      '/test?course_id=300&element_id=3001&start=1',
    );
    unmount();

    clearSwrCache();
    const again = open(
      childDetails({ practice_test: testCard({ total_attempts: 3, completed: 2, attempt_id: 'a-7' }) }),
    );
    expect(
      within(await region('Practice test'))
        .getByRole('link', { name: 'Continue' })
        .getAttribute('href'),
    ).toBe('/test?attempt_id=a-7');
    again.unmount();

    clearSwrCache();
    const { router } = open(childDetails({ practice_test: testCard({ total_attempts: 3, completed: 3 }) }), {
      '/v1/fetchinstructions/300/3001': () =>
        ok(instructions({ course_id: 300, element_id: 3001, review_attempts: ['a-1', 'a-2'] })),
    });
    const used = await region('Practice test');
    expect(within(used).getByText('All attempts used')).toBeTruthy();
    fireEvent.click(within(used).getByRole('button', { name: 'Review' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/test?attempt_id=a-2&review=1'),
    );
  });

  it('final test: one attempt of 25 minutes behind a Start dialog, then the score and the report', async () => {
    const { unmount, router } = open(childDetails());
    const final = await region('Final test');
    expect(within(final).getByText('One attempt · 25 minutes')).toBeTruthy();
    // Once only: an adult confirms first (decision 0429).
    fireEvent.click(within(final).getByRole('button', { name: 'Start final test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the final test?' });
    expect(within(dialog).getByText(/can be taken once, in one sitting of 25 minutes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/test?course_id=300&element_id=3009&start=1',
      ),
    );
    unmount();

    clearSwrCache();
    open(
      childDetails({
        final_test: {
          ...testCard({ element_id: 3009, element_name: 'Final Test', total_attempts: 1, completed: 1 }),
          report_url: 'https://example.com/report.pdf',
        },
      }),
    );
    const done = await region('Final test');
    expect(await within(done).findByText('Level 9 of 12')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Download report' }).getAttribute('href')).toBe(
      'https://example.com/report.pdf',
    );
    expect(within(done).getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe(
      'https://example.com/cert.pdf',
    );
    expect(within(done).queryByRole('link', { name: /Start/ })).toBeNull();
  });

  it('speaking test: completed, purchased (View Slots), parent licence (Apply License) and how to get one', async () => {
    const slot = {
      call_time: null,
      meeting_id: null,
      calendly_url: 'https://calendly.example/slots',
      call_status: null,
      completed_calls: 0,
      total_calls: 1,
    };
    const show = async (card: ChildDetailsData['speaking_test'], extra: Parameters<typeof mockApi>[0] = {}) => {
      clearSwrCache();
      const view = open(childDetails({ speaking_test: card }), extra);
      return { view, region: await region('Speaking test') };
    };

    let shown = await show({
      state: 'completed',
      score_percent: 78,
      report_url: 'https://example.com/speaking.pdf',
      slot,
    });
    expect(within(shown.region).getByText('Score: 78%')).toBeTruthy();
    expect(within(shown.region).getByRole('link', { name: 'Download report' }).getAttribute('href')).toBe(
      'https://example.com/speaking.pdf',
    );
    shown.view.unmount();

    // View Slots: the coach's free slots, booked with the parent's own token (not the child's).
    const start = '2030-01-07T04:30:00.000Z';
    shown = await show(
      { state: 'purchased', score_percent: null, report_url: null, slot },
      {
        '/v1/child_slots/c-1': () =>
          ok({ coach_name: 'Meera Krishnan', slots: [start, '2030-01-07T05:00:00.000Z'], booked: null }),
        '/v1/book_child_slot': () =>
          ok(
            {
              schedule_id: 's-1',
              start,
              end: '2030-01-07T05:00:00.000Z',
              call_status: '',
              coach_name: 'Meera Krishnan',
              call_url: null,
              reschedule_count: 0,
              max_reschedules: 0,
              cancel_request: null,
            },
            'The speaking test is booked.',
          ),
      },
    );
    fireEvent.click(within(shown.region).getByRole('button', { name: 'View Slots' }));
    const widget = await screen.findByRole('dialog', { name: 'Book a speaking-test slot' });
    await within(widget).findByText(/A 30-minute call with Meera Krishnan/);
    fireEvent.click(
      within(widget)
        .getAllByRole('button', { pressed: false })
        .find((b) => b.closest('[aria-label="Free times"]'))!,
    );
    fireEvent.click(within(widget).getByRole('button', { name: 'Book this slot' }));
    await screen.findByText('The speaking test is booked.');
    expect(shown.view.api.calls('/v1/child_slots/c-1')[0]?.headers['access-token']).toBe('token-adult');
    expect(shown.view.api.calls('/v1/book_child_slot').map((r) => [r.headers['access-token'], r.body])).toEqual([
      ['token-adult', { child_id: 'c-1', start }],
    ]);
    shown.view.unmount();

    shown = await show(
      { state: 'licence', score_percent: null, report_url: null, slot: null },
      { '/v1/childlicense': () => ok(null, 'Licence applied.') },
    );
    fireEvent.click(within(shown.region).getByRole('button', { name: 'Apply License' }));
    await screen.findByText('Licence applied.');
    // Applying a licence is the parent's act: it carries the parent's token, not the child's.
    expect(shown.view.api.calls('/v1/childlicense')[0]?.headers['access-token']).toBe('token-adult');
    expect(shown.view.api.calls('/v1/childlicense')[0]?.body).toEqual({ child_id: 'c-1' });
    shown.view.unmount();

    shown = await show({ state: 'buy', score_percent: null, report_url: null, slot: null });
    // Not in the online shop: the card says how to get it, with links that work (decision 0837).
    expect(within(shown.region).queryByRole('link', { name: 'Buy Course' })).toBeNull();
    expect(within(shown.region).getByRole('link', { name: 'support@fluentia.app' }).getAttribute('href')).toContain(
      'mailto:support@fluentia.app',
    );
    expect(within(shown.region).getByRole('link', { name: '+91 80 4718 2200' }).getAttribute('href')).toBe(
      'tel:+918047182200',
    );
  });

  it('speaking test booked: Join Call opens only in the 5 minutes before the slot, when the server gives the room, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const startMs = Date.now() + 6 * 60_000 + 5_000; // 6 min 5 s away
    const start = new Date(startMs).toISOString();
    // The server's rule: the room only from 5 minutes before the start.
    const card = () =>
      childDetails({
        speaking_test: {
          state: 'booked',
          score_percent: null,
          report_url: null,
          slot: {
            call_time: start,
            meeting_id: Date.now() >= startMs - 5 * 60_000 ? 'https://meet.example/abc' : null,
            calendly_url: null,
            call_status: null,
            completed_calls: 0,
            total_calls: 1,
          },
        },
      });
    const { api } = open(card(), { '/v1/childdetails': () => ok(card()) });
    const booked = await region('Speaking test');
    expect(within(booked).getByRole('button', { name: 'Join Call' }).hasAttribute('disabled')).toBe(true);
    await elapse(60_000); // 5 min 5 s away: still closed
    expect(within(booked).getByRole('button', { name: 'Join Call' }).hasAttribute('disabled')).toBe(true);
    const asked = api.calls('/v1/childdetails').length;
    await elapse(10_000); // the next 10-second check is inside the 5 minutes: the card asks for the room
    await waitFor(() => expect(api.calls('/v1/childdetails').length).toBeGreaterThan(asked));
    const join = await within(booked).findByRole('link', { name: 'Join Call' });
    expect(join.getAttribute('href')).toBe('https://meet.example/abc');
    // Once the room is there the card stops asking.
    const settled = api.calls('/v1/childdetails').length;
    await elapse(60_000);
    expect(api.calls('/v1/childdetails').length).toBe(settled);
  });

  it('kids courses: View Courses goes to /buycourse?childId={id}', async () => {
    open(
      childDetails({
        courses: [
          {
            course_id: 300,
            course_title: 'English Olympiad',
            percentcomplete: 40,
            calendly_url: null,
            close_date: null,
            type: 'online',
          },
        ],
      }),
    );
    const courses = await region('Kids courses');
    expect(within(courses).getByRole('link', { name: 'View Courses' }).getAttribute('href')).toBe(
      '/buycourse?childId=c-1',
    );
    expect(within(courses).getByRole('link', { name: 'English Olympiad' }).getAttribute('href')).toBe(
      '/mycourse?course_id=300',
    );
  });
});
