// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { mockApi, ok } from '../auth-support';
import { details, scoreData } from '../courses-support';
import { renderApp, signIn } from '../support';

/** Spec 02 §2, §6, §9: the score panel in the course page's right-hand column. */
function openCourse(courseId: number, score = scoreData()) {
  const api = mockApi({
    [`/v1/courses/${courseId}`]: () => ok(details({ course_id: courseId, no_score_panel: courseId === 428 })),
    '/v1/mystep': () => ok(score),
  });
  renderApp(`/mycourse?course_id=${courseId}`);
  return api;
}

describe('score panel', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it('shows the overall level and band, each skill out of 12 (data-percent = 12 × percent / 100) and the last tests on a 0–12 chart', async () => {
    signIn({ activeCourseId: '101' });
    openCourse(101);
    const panel = await screen.findByRole('region', { name: 'Your Score' });
    await within(panel).findByText('Overall level');
    expect(within(panel).getByText((_, el) => el?.tagName === 'P' && el.textContent === '6.5 / 12')).toBeTruthy();
    expect(within(panel).getByText('Intermediate')).toBeTruthy();
    const reading = within(panel).getByRole('progressbar', { name: 'Reading level' });
    expect(reading.getAttribute('data-percent')).toBe('7');
    expect(reading.getAttribute('aria-valuetext')).toBe('7 / 12');
    expect(within(panel).getByRole('progressbar', { name: 'Listening level' }).getAttribute('data-percent')).toBe(
      '6.5',
    );
    expect(within(panel).getByRole('progressbar', { name: 'Speaking level' }).getAttribute('aria-valuetext')).toBe(
      'Not tested yet',
    );
    const axis = [...panel.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(axis.slice(0, 5)).toEqual(['0', '3', '6', '9', '12']);
    expect(within(panel).getByText('Your last 2 tests, levels out of 12')).toBeTruthy();
    const rows = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(rows).toEqual(['5', '6.5']);
  });

  it('keeps only the last five tests', async () => {
    signIn({ activeCourseId: '101' });
    const history = [1, 2, 3, 4, 5, 6, 7].map((level) => ({
      attempt_id: `a${level}`,
      element_name: `Test ${level}`,
      o_level: level,
      submitted_at: `2025-0${level}-01T00:00:00Z`,
    }));
    openCourse(101, scoreData({ history }));
    const panel = await screen.findByRole('region', { name: 'Your Score' });
    await within(panel).findByText('Your last 5 tests, levels out of 12');
    expect(
      within(panel)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild?.textContent),
    ).toEqual(['Test 3', 'Test 4', 'Test 5', 'Test 6', 'Test 7']);
  });

  it('invites a first test when there is no score yet', async () => {
    signIn({ activeCourseId: '101' });
    openCourse(101, scoreData({ oLevel: null, rLevel: null, wLevel: null, lLevel: null, history: [], band: null }));
    await screen.findByText('Finish a test to see your level out of 12 here.');
  });

  it('is for retail users only, never in course 428, and not for the programme partner', async () => {
    signIn({ activeCourseId: '101', isRetail: false });
    const api = openCourse(101);
    await screen.findByRole('region', { name: 'Your Progress' });
    expect(screen.queryByRole('region', { name: 'Your Score' })).toBeNull();
    expect(api.calls('/v1/mystep')).toHaveLength(0);
    cleanup();
    clearSession();

    signIn({ activeCourseId: '428' });
    openCourse(428);
    await screen.findByRole('region', { name: 'Your Progress' });
    expect(screen.queryByRole('region', { name: 'Your Score' })).toBeNull();
    cleanup();
    clearSession();

    signIn({ activeCourseId: '101', login_id: 'prog_school42@partner.example' });
    openCourse(101);
    await screen.findByRole('region', { name: 'Your Progress' });
    expect(screen.queryByRole('region', { name: 'Your Score' })).toBeNull();
  });
});
