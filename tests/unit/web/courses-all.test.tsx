// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientMessages } from '../../../shared/errors';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { clearSession } from '../../../web/src/lib/session';
import { mockApi, ok } from './auth-support';
import { summary } from './courses-support';
import { renderApp, signIn } from './support';

/** /courses (decision 0449) and /mycourse's detours: the spec's 'no valid courses' message, the external site. */
describe('My Courses (/courses)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it('groups every course in three tabs with counts, opens the first kind held, and moves with the arrow keys', async () => {
    signIn();
    mockApi({
      '/v1/courses': () =>
        ok([
          summary({ course_id: 2, course_title: 'Live Spoken English', type: 'live' }),
          summary({ course_id: 3, course_title: 'Interview English', type: 'coach' }),
        ]),
    });
    const { router } = renderApp('/courses');
    await screen.findByRole('heading', { level: 2, name: 'Live Spoken English' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Online LessonsOnline0', 'false'],
      ['Live ClassesLive1', 'true'],
      ['Coach CallsCoach1', 'false'],
    ]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-live');
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    await screen.findByRole('heading', { level: 2, name: 'Interview English' });
    expect(router.state.location.search).toBe('?tab=coach');
    fireEvent.keyDown(screen.getAllByRole('tab')[2]!, { key: 'ArrowRight' });
    await within(screen.getByRole('tabpanel')).findByText("You haven't bought any online lessons yet");
  });

  it("says the spec's 'no valid courses' on /mycourse for a login that holds no open course", async () => {
    signIn();
    mockApi({ '/v1/courses': () => ok([summary({ course_id: 9, close_date: '2020-01-01' })]) });
    renderApp('/mycourse');
    expect(await screen.findByText(clientMessages.noValidCourses)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends the two special course ids to the external learning site, asking the server nothing', async () => {
    signIn();
    const api = mockApi({});
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    renderApp('/mycourse?course_id=611');
    expect(await screen.findByRole('heading', { name: 'Opening Fluentia IELTS Prep' })).toBeTruthy();
    // The page goes in an effect, which React may run just after the heading is committed.
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://learn.fluentia.app/ielts-prep'));
    expect(api.calls('/v1/courses')).toEqual([]);
  });
});
