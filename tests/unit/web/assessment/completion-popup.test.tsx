// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptData, CompletionData } from '../../../../shared/api/contract-assessment';
import { CompletionPopup } from '../../../../web/src/features/assessment/components/popups/completion-popup';
import { closePath } from '../../../../web/src/features/assessment/lib/close-path';
import { clearSession, getSession } from '../../../../web/src/lib/session';
import { mockApi, ok } from '../auth-support';
import { scoreData } from '../courses-support';
import { signIn } from '../support';
import { attempt, completion } from './attempt-fixtures';

/** Spec 02 §2: the completion popup by element type, and the children's popup. */
function show(data: {
  attempt?: Partial<AttemptData>;
  completion?: Partial<CompletionData> | null;
  forChild?: boolean;
}) {
  const api = mockApi({ '/v1/mystep': () => ok(scoreData()) });
  const a = attempt({ next_question: [], answered_questions: 4, ...data.attempt });
  const c = data.completion === null ? null : completion({ element_type: a.element_type, ...data.completion });
  const exit = closePath(getSession(), a.element_type, a.course_id);
  const router = createMemoryRouter(
    [
      {
        path: '/test',
        element: (
          <CompletionPopup
            open
            attempt={a}
            completion={c}
            forChild={data.forChild ?? false}
            typeLabel="Activity"
            exitPath={exit}
            onClose={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/test?attempt_id=att-1'] },
  );
  render(<RouterProvider router={router} />);
  const dialog = screen.getByRole('dialog');
  const links = () =>
    within(dialog)
      .queryAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
  return { api, dialog, links };
}

describe('completion popup', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('W: the activity title, what is up next, Back to My Course, and Continue to the next activity', () => {
    signIn();
    const { dialog, links } = show({
      completion: {
        upNext: { element_id: 1002, element_name: 'Check: introductions', lock_status: false, lock_message: null },
      },
    });
    expect(within(dialog).getByRole('heading', { name: 'Great! You finished the activity.' })).toBeTruthy();
    expect(within(dialog).getByText('Up next')).toBeTruthy();
    expect(within(dialog).getByText('Check: introductions')).toBeTruthy();
    expect(within(dialog).getByText('You answered 75% of the questions correctly.')).toBeTruthy();
    expect(links()).toEqual([
      ['Review answers', '/test?attempt_id=att-1&review=1'],
      ['Back to My Course', '/mycourse?course_id=101'],
      ['Continue', '/test?course_id=101&element_id=1002'],
    ]);
  });

  it('F with a locked next activity: its lock message, and Continue goes back to the course', () => {
    signIn();
    const { dialog, links } = show({
      attempt: { element_type: 'F' },
      completion: {
        upNext: {
          element_id: 1007,
          element_name: 'Making phone calls',
          lock_status: true,
          lock_message: 'Complete any 2 activities to unlock this activity',
        },
      },
    });
    expect(within(dialog).getByText('Complete any 2 activities to unlock this activity')).toBeTruthy();
    expect(links().at(-1)).toEqual(['Continue', '/mycourse?course_id=101']);
  });

  it('S: the score, the certificate download, the professional-network link and the score panel', async () => {
    signIn();
    const { dialog, api } = show({
      attempt: { element_type: 'S', element_id: 1010 },
      completion: {
        o_level: 6.5,
        r_level: 7,
        w_level: 6,
        band: 'Intermediate',
        attemptScore: 71.4,
        certLink: 'https://files.example/cert.pdf',
        addToLinkedin: 'https://www.linkedin.com/profile/add?name=x',
      },
    });
    expect(dialog.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('summative');
    expect(within(dialog).getByText('You answered 71% of the questions correctly.')).toBeTruthy();
    expect(within(dialog).getAllByText('Intermediate').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('progressbar', { name: 'Reading level' }).getAttribute('data-percent')).toBe('7');
    const cert = within(dialog).getByRole('link', { name: 'Download your certificate' });
    expect(cert.getAttribute('href')).toBe('https://files.example/cert.pdf');
    expect(within(dialog).getByRole('link', { name: 'Add to your LinkedIn profile' }).getAttribute('target')).toBe(
      '_blank',
    );
    await within(dialog).findByRole('region', { name: 'Your last tests' });
    expect(api.calls('/v1/mystep')).toHaveLength(1);
  });

  it('the completion moment: the level gained since the last test, beside the spec’s title', () => {
    signIn();
    const { dialog } = show({
      attempt: { element_type: 'S', element_id: 1010 },
      completion: { o_level: 6.5, previous_o_level: 5 },
    });
    expect(within(dialog).getByRole('heading', { name: 'Great! You finished the activity.' })).toBeTruthy();
    const gain = within(dialog).getByLabelText('Your level');
    expect(gain.getAttribute('data-step')).toBe('up');
    expect(gain.textContent).toContain('Level 5');
    expect(gain.textContent).toContain('Level 6.5');
    expect(gain.textContent).toContain('Up 1.5 levels since your last test.');
  });

  it('S for a non-retail learner: no score panel', () => {
    signIn({ isRetail: false });
    const { dialog, api } = show({ attempt: { element_type: 'S' }, completion: { o_level: 6 } });
    expect(within(dialog).queryByRole('region', { name: 'Your last tests' })).toBeNull();
    expect(api.calls('/v1/mystep')).toHaveLength(0);
    // The attempt-score text is for retail users only (spec 02 §6).
    expect(within(dialog).queryByText(/You answered/)).toBeNull();
  });

  it('a free test: the red popup with the score as ranges', () => {
    signIn();
    const { dialog } = show({
      attempt: { element_type: 'S', attempt_name: 'free' },
      completion: { attempt_name: 'free', o_level: 6, o_level_range: [5, 7], r_level: 6, r_level_range: [5, 7] },
    });
    expect(dialog.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('free');
    expect(within(dialog).getByText((_, el) => el?.tagName === 'P' && el.textContent === '5–7 / 12')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Reading level' }).getAttribute('aria-valuetext')).toBe(
      '5–7',
    );
  });

  it('D: the pink popup, Continue to My Dashboard and no Back to My Course', () => {
    signIn();
    const { dialog, links } = show({ attempt: { element_type: 'D', course_id: 0, element_id: 246 } });
    expect(dialog.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('daily');
    expect(links()).toEqual([
      ['Review answers', '/test?attempt_id=att-1&review=1'],
      ['Continue', '/mydashboard'],
    ]);
  });

  it('a buy-now promo links to the product; in course 507 it replaces Continue', () => {
    signIn();
    const promo = {
      product_id: 12,
      product_tag_line: 'Business English Pro',
      offer_price: 2999,
      original_price: 3999,
      product_icon_url: null,
      currency: 'INR' as const,
    };
    const first = show({ completion: { productPromo: promo } });
    const buy = within(first.dialog).getByRole('link', { name: 'Buy now' });
    expect(buy.getAttribute('href')).toBe('/purchase?productID=12');
    expect(within(first.dialog).getByText('25% off')).toBeTruthy();
    expect(within(first.dialog).getByText('₹2,999')).toBeTruthy();
    window.dataLayer = [];
    buy.click();
    expect(window.dataLayer).toContainEqual({
      event: 'recommended_product_click',
      product_id: 12,
      source: 'completion_popup',
    });
    expect(first.links().map(([text]) => text)).toContain('Continue');
    cleanup();
    const special = show({ attempt: { course_id: 507 }, completion: { productPromo: promo } });
    expect(special.links().map(([text]) => text)).not.toContain('Continue');
    cleanup();
    const dollars = show({
      completion: { productPromo: { ...promo, offer_price: 29, original_price: 49, currency: 'USD' } },
    });
    expect(within(dollars.dialog).getByText('$29')).toBeTruthy();
  });

  it('no Review answers in a course without review (428)', () => {
    signIn();
    const { links } = show({ attempt: { course_id: 428 } });
    expect(links().map(([text]) => text)).toEqual(['Back to My Course', 'Continue']);
  });

  it("a junior's practice set: the children's wording, Continue to the junior dashboard, no Back to My Course", () => {
    signIn({ userType: 'w' });
    const { dialog, links } = show({
      attempt: { course_id: 300, element_id: 3001 },
      completion: { attemptScore: 85 },
      forChild: true,
    });
    expect(within(dialog).getByRole('heading', { name: 'Well done! You finished the practice set.' })).toBeTruthy();
    expect(links()).toEqual([
      ['Look at my answers', '/test?attempt_id=att-1&review=1'],
      ['Continue', '/junior/dashboard'],
    ]);
    // The celebration (decision 0426): stars for how the child did (decision 0833), the words with their speaker
    // button, the sound switch; no score.
    expect(within(dialog).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(within(dialog).getByText('Hooray! You finished your practice. Well done!')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /: well done$/ })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Sound' })).toBeTruthy();
  });

  it("a junior's practice set done poorly: the stars earned, no Hooray, an invitation to practise again", () => {
    signIn({ userType: 'w' });
    for (const [score, stars] of [
      [0, 0],
      [39, 2],
    ] as const) {
      const { dialog } = show({
        attempt: { course_id: 300, element_id: 3001 },
        completion: { attemptScore: score },
        forChild: true,
      });
      expect(within(dialog).getByRole('img', { name: `${stars} of 5 stars` })).toBeTruthy();
      expect(within(dialog).queryByText(/Hooray/)).toBeNull();
      expect(within(dialog).getByText('You finished your practice! Practise again to win more stars.')).toBeTruthy();
      cleanup();
    }
  });

  it("a parent acting for a child: the children's test wording and Continue to that child's dashboard", async () => {
    signIn({ userType: 'k', actingChild: { childId: 'demo-child-kabir', token: 'child-token' } });
    const { dialog, links } = show({
      attempt: { course_id: 300, element_id: 3004, element_type: 'S' },
      completion: { o_level: 5 },
      forChild: true,
    });
    expect(within(dialog).getByRole('heading', { name: "Well done! You finished the children's test." })).toBeTruthy();
    expect(links().at(-1)).toEqual(['Continue', '/child/dashboard/demo-child-kabir']);
    // No level, band or ranking on the child's side (decision 427).
    expect(within(dialog).queryByText(/\/ 12|Overall level/)).toBeNull();
    await waitFor(() => expect(within(dialog).queryByText('Loading your score…')).toBeNull());
  });

  it('without completion data: the plain thank-you', () => {
    signIn();
    const { dialog, links } = show({ completion: null });
    expect(within(dialog).getByRole('heading', { name: 'Great! You finished the activity.' })).toBeTruthy();
    expect(links().at(-1)).toEqual(['Continue', '/mycourse?course_id=101']);
  });
});
