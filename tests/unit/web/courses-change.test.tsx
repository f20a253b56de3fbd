// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { clearSession, getSession } from '../../../web/src/lib/session';
import { readItem, writeItem } from '../../../web/src/lib/storage';
import { toast } from '../../../web/src/lib/toast';
import { fail, mockApi, ok } from './auth-support';
import { details, summary } from './courses-support';
import { renderApp, signIn } from './support';

const notPurchased =
  'The course you selected is not purchased yet. Please select a course that is already available for you.';

describe('course change (/mycourse?course_id=…)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    toast.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('makes a course other than the active one active first, then loads it', async () => {
    signIn({ activeCourseId: '101' });
    writeItem('somethingForThisTab', 'x', 'session');
    const api = mockApi({
      '/v1/courses': (r) => (r.method === 'POST' ? ok({ course_id: 201 }) : ok([])),
      '/v1/courses/201': () => ok(details({ course_id: 201, course_name: 'Live Speaking', courseType: 'live' })),
    });
    renderApp('/mycourse?course_id=201');
    await screen.findByRole('heading', { level: 1, name: 'Live Speaking' });
    // The score panel's GET v1/mystep runs beside; only the course calls are in order here.
    expect(api.sent.filter((r) => r.path.startsWith('/v1/courses')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/courses',
      'GET /v1/courses/201',
    ]);
    expect(api.sent.find((r) => r.method === 'POST' && r.path === '/v1/courses')?.body).toEqual({ course_id: 201 });
    expect(getSession()?.activeCourseId).toBe('201');
    // "clear session storage" (spec 02 §4) — the tab's own keys only.
    expect(readItem('somethingForThisTab', 'session')).toBeNull();
  });

  it('does not change the course when the query names the active one', async () => {
    signIn({ activeCourseId: '101' });
    const api = mockApi({ '/v1/courses/101': () => ok(details()) });
    renderApp('/mycourse?course_id=101');
    await screen.findByRole('heading', { level: 1, name: 'Everyday English' });
    expect(api.sent.filter((r) => r.path.startsWith('/v1/courses')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/courses/101',
    ]);
  });

  it("shows 'not purchased' in a red panel, then goes to My Dashboard", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ activeCourseId: '101' });
    const api = mockApi({ '/v1/courses': () => fail(notPurchased, 403) });
    const { router } = renderApp('/mycourse?course_id=999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(notPurchased)).toBeTruthy();
    expect(api.calls('/v1/courses/999')).toEqual([]);
    expect(getSession()?.activeCourseId).toBe('101');
    expect(router.state.location.pathname).toBe('/mycourse');
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard')); // a lazy route loads first
  });

  it("goes to My Dashboard with 'Your course has expired.' in a toast", async () => {
    signIn({ activeCourseId: '101' });
    mockApi({ '/v1/courses': () => fail('Your course has expired.', 403) });
    const { router } = renderApp('/mycourse?course_id=301');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard')); // a lazy route loads first
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('Your course has expired.')).toBeTruthy();
  });

  it('routes an expired active course the same way when the course itself is refused', async () => {
    signIn({ activeCourseId: '301' });
    mockApi({ '/v1/courses/301': () => fail('Your course has expired.', 403) });
    const { router } = renderApp('/mycourse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard')); // a lazy route loads first
    expect(screen.getByText('Your course has expired.')).toBeTruthy();
  });

  it('shows any other failure with a retry', async () => {
    signIn({ activeCourseId: '101' });
    let calls = 0;
    mockApi({
      '/v1/courses': () =>
        ++calls === 1 ? Response.json({ message: 'Internal Server Error' }, { status: 502 }) : ok({ course_id: 201 }),
      '/v1/courses/201': () => ok(details({ course_id: 201, course_name: 'Live Speaking' })),
    });
    renderApp('/mycourse?course_id=201');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops, something went wrong. Please try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Live Speaking' });
  });

  it('asks for a course when there is neither a course_id nor an active course', async () => {
    signIn();
    const api = mockApi({ '/v1/courses': () => ok([summary()]) });
    renderApp('/mycourse');
    await screen.findByRole('heading', { level: 1, name: 'Choose a course' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Courses' }).getAttribute('href')).toBe(
      '/courses',
    );
    // Only the list of courses held (to tell 'choose one' from 'none valid'); the header's bell may ask for
    // notifications.
    expect(api.sent.filter((r) => r.path !== '/v1/notifications').map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/courses',
    ]);
  });
});
