// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { clearSwrCache } from '../../../../web/src/lib/swr-cache';
import { mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { childDetails, testCard } from './family-support';
import { juniorPhrases } from '#shared/junior/phrases';

/**
 * /junior/dashboard (spec 01 §2, §6; decision 0112): the child dashboard's content seen by the child with
 * their own token: greeting, cards, levels and courses, and none of the parent's acts.
 */
const levels = {
  o_level: 6,
  r_level: 7,
  w_level: 5,
  l_level: 6,
  s_level: null,
  o_level_range: null,
  r_level_range: null,
  w_level_range: null,
  l_level_range: null,
  s_level_range: null,
  band: null,
};

function open(data = childDetails()) {
  signIn({
    userType: 'w',
    token: 'junior-token',
    login_user_id: 'c-1',
    userDetails: { user_mail: '', user_phone: '', full_name: 'Kabir Menon' },
  });
  const api = mockApi({
    '/v1/childdetails': () => ok(data),
    '/v1/kidsscore': () => ok({ percentile: null, score: null, grade: 5, cert_url: null }),
  });
  renderApp('/junior/dashboard');
  return api;
}

describe('junior dashboard (/junior/dashboard)', () => {
  beforeEach(() => clearSwrCache());
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
  });

  it('greets the child, links the practice test to the test page and their course to its page, and shows the levels as stars', async () => {
    const api = open(
      childDetails({
        practice_test: testCard({ completed: 1, total_attempts: null, attempts_left: null }),
        levels,
        courses: [
          {
            course_id: 300,
            course_title: 'English Olympiad Practice',
            percentcomplete: 20,
            calendly_url: null,
            close_date: null,
            type: 'online',
          },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hello Kabir Menon!' });
    expect(api.calls('/v1/childdetails')[0]?.headers['access-token']).toBe('junior-token');
    const practice = screen.getByRole('region', { name: 'Practice test' });
    expect(within(practice).getByText('Play as often as you like')).toBeTruthy();
    expect(within(practice).getByRole('button', { name: /: the practice test$/ })).toBeTruthy();
    expect(within(practice).getByRole('link', { name: 'Start practice' }).getAttribute('href')).toBe(
      '/test?course_id=300&element_id=3001&start=1',
    );
    const mine = screen.getByRole('region', { name: 'My courses' });
    expect(within(mine).getByRole('link', { name: 'English Olympiad Practice' }).getAttribute('href')).toBe(
      '/mycourse?course_id=300',
    );
    // Child words (decisions 0427–0428): stars, never a level out of 12, a band or 'attempts'.
    const levelRegion = screen.getByRole('region', { name: 'My stars' });
    expect(within(levelRegion).getAllByRole('img', { name: '3 of 5 stars' })).toHaveLength(3); // levels 7, 5 and 6
    expect(within(levelRegion).getByRole('img', { name: 'no stars yet' })).toBeTruthy(); // speaking
    expect(screen.queryByText(/attempts|\/ 12|out of 12|Elementary/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('reads the greeting aloud on a press: a labelled Listen button, reached by the keyboard, asking for the phrase shown', async () => {
    const api = open();
    const greeting = await screen.findByRole('region', { name: 'Greeting' });
    await within(greeting).findByRole('heading', { level: 1, name: 'Hello Kabir Menon!' });
    expect(within(greeting).getByText(juniorPhrases.dashboardHello)).toBeTruthy();
    const listen = within(greeting).getByRole('button', { name: 'Listen: the greeting' });
    expect(listen.tagName).toBe('BUTTON');
    expect(listen.getAttribute('tabindex')).not.toBe('-1');
    listen.focus();
    expect(document.activeElement).toBe(listen);
    fireEvent.click(listen);
    await waitFor(() =>
      expect(api.calls('/v1/readAloud')[0]?.body).toEqual({ kind: 'phrase', phrase: 'dashboardHello' }),
    );
  });

  it('tells the child to ask a parent where the parent would act (a licence to apply, a course to buy)', async () => {
    open(childDetails({ speaking_test: { state: 'licence', score_percent: null, report_url: null, slot: null } }));
    await screen.findByText('Your parent has a licence for this test. Ask them to apply it for you.');
    expect(screen.queryByRole('button', { name: 'Apply License' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Courses' })).toBeNull();
    expect(screen.getByText('Want another course? Ask your parent to add one for you.')).toBeTruthy();
  });
  it('asks the child first before the once-only final test, in a child’s words with a speaker button', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Final test' });
    expect(within(card).getByText('Only once · 25 minutes')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Start final test' }));
    const ready = await screen.findByRole('dialog', { name: 'Are you ready?' });
    expect(within(ready).getByText(/You can take it only one time\. You will have 25 minutes/)).toBeTruthy();
    expect(within(ready).getByRole('button', { name: /: what the final test is$/ })).toBeTruthy();
    fireEvent.click(within(ready).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you ready?' })).toBeNull());
  });

  it('shows a finished final test without the level or the class ranking, which are the parent’s', async () => {
    signIn({
      userType: 'w',
      token: 'junior-token',
      login_user_id: 'c-1',
      userDetails: { user_mail: '', user_phone: '', full_name: 'Kabir Menon' },
    });
    mockApi({
      '/v1/childdetails': () =>
        ok(
          childDetails({
            final_test: {
              ...testCard({
                element_id: 3009,
                element_name: 'Final Test',
                total_attempts: 1,
                completed: 1,
                attempts_left: 0,
              }),
              report_url: null,
            },
          }),
        ),
      '/v1/kidsscore': () => ok({ percentile: 26, score: 6, grade: 5, cert_url: null }),
    });
    renderApp('/junior/dashboard');
    const card = await screen.findByRole('region', { name: 'Final test' });
    await within(card).findByText(/You did it!/);
    expect(within(card).queryByText(/Better than|of 12/)).toBeNull();
  });

  it('shows the avatar the parent chose in the header, the same on every visit', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Hello Kabir Menon!' });
    const header = document.querySelector('header')!;
    await waitFor(() => expect(header.querySelector('img')?.getAttribute('src')).toBe('/avatars/avatar-2.svg'));
  });
});
