// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../../shared/api/contract-accounts';
import { clearSession } from '../../../../web/src/lib/session';
import { listenForInstallPrompt } from '../../../../web/src/lib/install-prompt';
import { clearSwrCache } from '../../../../web/src/lib/swr-cache';
import { mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { dashboardData } from './account-support';

/** /mydashboard (spec 01 §2): banners, Daily widget, install hint, Up Next, subscribe modal. */
const DAY = 24 * 60 * 60 * 1000;

function open(data: DashboardData, extra: Parameters<typeof mockApi>[0] = {}) {
  clearSwrCache(); // each visit reads its own answer, not the one before
  signIn();
  const api = mockApi({ '/v1/mydashboard': () => ok(data), ...extra });
  const view = renderApp('/mydashboard');
  return { api, ...view };
}

const upNext = () => screen.findByRole('region', { name: 'Up Next' });

describe('dashboard (/mydashboard)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('lists Up Next with links to the course, the task page and the shop', async () => {
    open(
      dashboardData({
        upnext: [
          {
            type: 'online',
            course_id: 101,
            course_title: 'Everyday English',
            percentcomplete: 40,
            link: 'mycourse?course_id=101',
          },
          {
            type: 'coach',
            course_id: 487,
            course_title: 'Interview English',
            percentcomplete: 0,
            link: '/submitAssignment',
          },
          {
            type: 'live',
            course_id: null,
            course_title: 'Live Spoken English',
            percentcomplete: 0,
            link: '/buycourse',
          },
        ],
      }),
    );
    const list = await upNext();
    await within(list).findByRole('link', { name: 'Continue: Everyday English' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['All my courses', '/courses'],
      ['Continue', '/mycourse?course_id=101'],
      ['Submit a task', '/submitAssignment'],
      ['Buy a course', '/buycourse'],
    ]);
  });

  it('says when nothing is up next (a shop link for retail users only)', async () => {
    const { unmount } = open(dashboardData({ upnext: [] }));
    expect(await screen.findByText('Nothing is up next yet.')).toBeTruthy();
    // Offered once, where the page leads (the next step), not again in the empty list.
    expect(
      within(screen.getByRole('region', { name: 'Your next step' }))
        .getByRole('link', { name: 'Browse courses' })
        .getAttribute('href'),
    ).toBe('/buycourse');
    expect(screen.getAllByRole('link', { name: 'Browse courses' })).toHaveLength(1);
    unmount();
    open(dashboardData({ upnext: [], is_retail: false }));
    await screen.findByText('Nothing is up next yet.');
    expect(screen.queryByRole('link', { name: 'Browse courses' })).toBeNull();
  });

  it('leads a new adult to the free placement check and a free lesson, then to what the placement recommends (decisions 0435–0436)', async () => {
    const lesson = {
      level: null,
      band: null,
      course_id: 101,
      course_title: 'Everyday English for Adults',
      product_id: 5001,
      why: 'The basics first.',
      free_lesson: { element_id: 1001, element_name: 'Saying hello' },
    };
    const { unmount } = open(dashboardData({ placement: { done: false, course_id: 428, recommendation: lesson } }));
    const next = await screen.findByRole('region', { name: 'Your next step' });
    expect(within(next).getByText('Find your level, free')).toBeTruthy();
    expect(
      within(next)
        .getByRole('link', { name: /Take the placement check/ })
        .getAttribute('href'),
    ).toBe('/mycourse?course_id=428');
    expect(within(next).getByRole('link', { name: 'Saying hello' }).getAttribute('href')).toBe(
      '/test?course_id=101&element_id=1001&start=1',
    );
    expect(screen.queryByRole('link', { name: 'Browse courses' })).toBeNull();
    unmount();

    open(
      dashboardData({
        placement: { done: true, course_id: 428, recommendation: { ...lesson, level: 6, band: 'Intermediate' } },
      }),
    );
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(recommended).getByText('Your placement: level 6 of 12 · Intermediate')).toBeTruthy();
    expect(within(recommended).getByRole('heading', { name: 'We recommend Everyday English for Adults' })).toBeTruthy();
    expect(
      within(recommended).getByRole('link', { name: 'Start the free lesson: Saying hello' }).getAttribute('href'),
    ).toBe('/test?course_id=101&element_id=1001&start=1');
    expect(within(recommended).getByRole('link', { name: 'About the course' }).getAttribute('href')).toBe(
      '/purchase?productID=5001',
    );
    expect(within(recommended).getByRole('link', { name: 'See what the course holds' }).getAttribute('href')).toBe(
      '/mycourse?course_id=101&previewMode=1&productID=5001',
    );
  });

  it('shows the Daily widget to retail users with show_dailystep, linking to course 0 element 246', async () => {
    const daily = { show_dailystep: true, dailystep: { course_id: 0, element_id: 246 } };
    const { unmount } = open(dashboardData(daily));
    const widget = await screen.findByRole('region', { name: 'Daily step' });
    expect(within(widget).getByRole('link').getAttribute('href')).toBe('/test?course_id=0&element_id=246&start=1');
    unmount();
    open(dashboardData({ ...daily, is_retail: false }));
    await upNext();
    await screen.findByText('Nothing is up next yet.');
    expect(screen.queryByRole('region', { name: 'Daily step' })).toBeNull();
  });

  it('shows the kids banner, leading to the parent dashboard', async () => {
    open(dashboardData({ childStatus: { is_parent: true, children: 2 } }));
    const banner = await screen.findByRole('region', { name: 'Your children' });
    expect(within(banner).getByRole('link', { name: 'Go to Child Profiles' }).getAttribute('href')).toBe(
      '/parent/dashboard',
    );
  });

  it('shows the update-profile banner to retail users until dismissed, and again a day later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const incomplete = dashboardData({ profile_incomplete: true });
    const first = open(incomplete);
    const banner = await screen.findByRole('region', { name: 'Update your profile' });
    expect(within(banner).getByRole('link', { name: 'Update profile' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Update your profile' })).toBeNull();
    first.unmount();

    vi.setSystemTime(Date.now() + DAY - 60_000);
    const second = open(incomplete);
    await screen.findByText('Nothing is up next yet.');
    expect(screen.queryByRole('region', { name: 'Update your profile' })).toBeNull();
    second.unmount();

    vi.setSystemTime(Date.now() + 2 * 60_000);
    const third = open(incomplete);
    await screen.findByRole('region', { name: 'Update your profile' });
    third.unmount();

    open(dashboardData({ profile_incomplete: true, is_retail: false }));
    await screen.findByText('Nothing is up next yet.');
    expect(screen.queryByRole('region', { name: 'Update your profile' })).toBeNull();
  });

  it('subscribe modal: Yes calls updateSubscribe and the prompt goes', async () => {
    const { api } = open(dashboardData({ isSubscribe: false }), {
      '/v1/updateSubscribe': () => ok({ isSubscribe: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to course updates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, subscribe' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Course updates' })).toBeNull());
    expect(api.calls('/v1/updateSubscribe')[0]?.body).toEqual({ isSubscribe: true });
  });

  it('offers to add the site to the home screen, at most once a day', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    listenForInstallPrompt();
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);

    const first = open(dashboardData());
    const hint = await screen.findByRole('region', { name: 'Add Fluentia to your home screen' });
    first.unmount();
    // Shown once today: the next visit the same day has no hint.
    const second = open(dashboardData());
    await screen.findByText('Nothing is up next yet.');
    expect(screen.queryByRole('region', { name: 'Add Fluentia to your home screen' })).toBeNull();
    second.unmount();

    vi.setSystemTime(Date.now() + DAY + 1000);
    open(dashboardData());
    const again = await screen.findByRole('region', { name: 'Add Fluentia to your home screen' });
    fireEvent.click(within(again).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    expect(hint).toBeTruthy();
  });
});
