import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerAll, expectNoSideScroll } from './attempt-support';
import { ownAdult, ownJunior, type OwnAccount } from '../support/own-accounts';
import { here, launch, Pages, signInWithPin } from './auth-support';

/**
 * The test page in Chromium against the whole local stack and its seeded content: a junior's
 * practice set (course 300) and an adult's timed summative test (course 101, element 1010), each
 * answered question by question, through the completion popup and the review. Screenshots for a
 * person to look at: /tmp/test-*.png at 1280 and 768 px.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;
let kabir: OwnAccount;

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/test-${name}.png`, fullPage: true });

async function openActivity(page: Page, unit: number, name: string): Promise<void> {
  const section = page.locator(`#unit-${unit}`);
  const toggle = section.locator('[data-unit-toggle]');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await section.getByRole('button', { name: new RegExp(`^(GO|REDO|REVIEW|DONE): ${name}$`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL((url) => url.pathname === '/test' && url.searchParams.has('attempt_id'));
}

describe('test page', () => {
  beforeAll(async () => {
    [browser, adult, kabir] = await Promise.all([launch(), ownAdult(), ownJunior()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it("a junior's practice set: questions and feedback, the children's completion popup, the review, and back to the junior dashboard", async () => {
    const page = await pages.open(768);
    await page.goto('/junior/signin');
    await page.getByLabel('Username').fill(kabir.loginId);
    await page.getByLabel('PIN', { exact: true }).fill(kabir.pin);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');

    await page.goto('/mycourse?course_id=300');
    await page.getByRole('heading', { level: 1, name: 'English Olympiad Practice' }).waitFor();
    await openActivity(page, 1, 'Practice Set 3');
    await page.getByRole('heading', { level: 1, name: 'Practice Set 3' }).waitFor();
    expect(await page.getByText('Practice set', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('header').getByRole('timer').count()).toBe(0); // practice sets are not timed
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await shot(page, 'junior-question-768');
    await expectNoSideScroll(page);

    // Submit with nothing chosen: the spec's message, and nothing is sent.
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    await page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: /^Please answer (the|this) question$/ })
      .waitFor();

    // Nine questions on seven pages: two pairs of linked questions share a page each.
    const { answered, sawFeedback, sawLinked } = await answerAll(page);
    expect(answered).toBe(7);
    expect(sawFeedback).toBe(true);
    expect(sawLinked).toBe(true);
    const popup = page.getByRole('dialog', { name: 'Well done! You finished the practice set.' });
    await popup.waitFor();
    await shot(page, 'junior-complete-768');
    expect(await popup.getByRole('link', { name: 'Back to My Course' }).count()).toBe(0);
    expect(await popup.getByRole('link', { name: /Continue/ }).getAttribute('href')).toBe('/junior/dashboard');

    await popup.getByRole('link', { name: 'Look at my answers' }).click();
    await page.waitForURL((url) => url.searchParams.get('review') === '1');
    await page.getByRole('heading', { level: 1, name: 'Practice Set 3' }).waitFor();
    // The heading can show before the review's questions arrive: wait for them, then count.
    await expect.poll(() => page.locator('main article').count()).toBe(9);
    expect(await page.locator('main [data-verdict]').count()).toBe(9);
    // A child's words: how many were right, no percentage, no levels out of 12.
    expect(
      await page
        .locator('main')
        .getByText(/^You got \d of 9 right/)
        .count(),
    ).toBe(1);
    expect(
      await page
        .locator('main')
        .getByText(/Score:|out of 12/)
        .count(),
    ).toBe(0);
    await page.locator('main').getByRole('button', { name: 'See question again' }).first().click();
    await shot(page, 'junior-review-768');
    await expectNoSideScroll(page);

    await page.locator('footer').getByRole('link', { name: 'Go to My Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
  });

  it("an adult's timed summative test: the clock, the back confirmation, the score in the completion popup, the review and the score panel", async () => {
    const page = await pages.open(1280);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.goto('/mycourse?course_id=101');
    await page.getByRole('heading', { level: 1, name: 'Everyday English for Adults' }).waitFor();
    await openActivity(page, 3, 'End-of-course test');
    const attemptUrl = here(page);

    // The server's 25 minutes, counting down, in the header (a spoken question has a recording timer of its own).
    const timer = page.locator('header').getByRole('timer');
    await timer.waitFor();
    const first = (await timer.innerText()).trim();
    expect(first).toMatch(/^2[45]:\d\d$/);
    await page.waitForFunction(
      (start) => document.querySelector('header [role="timer"]')?.textContent?.trim() !== start,
      first,
    );
    await shot(page, 'adult-question-1280');

    // Browser back on a timed test asks first; staying keeps the attempt.
    await page.evaluate(() => history.back());
    const leave = page.getByRole('dialog', { name: 'Leave the test?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay in the test' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(here(page)).toBe(attemptUrl);

    // The help popup asks for an option before it sends.
    await page.getByRole('button', { name: 'Help and feedback' }).click();
    const help = page.getByRole('dialog', { name: 'Help and feedback' });
    await help.getByRole('button', { name: 'Send feedback' }).click();
    await help.getByText('Please select a feedback').waitFor();
    await help.getByRole('checkbox', { name: 'I like this question' }).check();
    const feedbackSent = page.waitForResponse((r) => r.url().includes('/v1/questionFeedback'));
    await help.getByRole('button', { name: 'Send feedback' }).click();
    expect((await feedbackSent).ok()).toBe(true);
    await help.waitFor({ state: 'hidden' });

    const { answered, sawFeedback, sawSpoken } = await answerAll(page);
    expect(answered).toBeGreaterThanOrEqual(5);
    expect(sawFeedback).toBe(false); // a summative test shows no feedback until the end
    // Its IELTS question, when the adaptive engine asks it, is skipped until recording exists.
    if (answered === 7) expect(sawSpoken).toBe(true);

    const popup = page.getByRole('dialog', { name: 'Great! You finished the activity.' });
    await popup.waitFor();
    expect(await popup.locator('[data-tone]').getAttribute('data-tone')).toBe('summative');
    await popup.getByText('Overall level').first().waitFor();
    await popup.getByText(/You answered \d+% of the questions correctly\./).waitFor();
    await popup.getByRole('region', { name: 'Your last tests' }).getByRole('figure').waitFor();
    expect(await popup.getByRole('link', { name: 'Back to My Course' }).getAttribute('href')).toBe(
      '/mycourse?course_id=101',
    );
    await shot(page, 'adult-complete-1280');

    await popup.getByRole('link', { name: 'Review answers' }).click();
    await page.waitForURL((url) => url.searchParams.get('review') === '1');
    await page.locator('main [data-verdict]').first().waitFor();
    expect(await page.locator('main article').count()).toBe(answered);
    await page.getByRole('region', { name: 'Your levels in this test' }).waitFor();
    await shot(page, 'adult-review-1280');
    await expectNoSideScroll(page);

    await page.locator('footer').getByRole('link', { name: 'Back to My Course' }).click();
    await page.waitForURL((url) => url.pathname === '/mycourse');
    const score = page.getByRole('region', { name: 'Your Score' });
    await score.getByText('Overall level').waitFor();
    expect(Number(await score.getByRole('progressbar').first().getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(
      0,
    );
    await shot(page, 'adult-course-score-1280');
    await expectNoSideScroll(page);

    // Once only: the summative test cannot be started again.
    await page.goto('/test?course_id=101&element_id=1010&start=1');
    await page
      .getByRole('alert')
      .filter({ hasText: 'You have already taken this test. It can be taken only once.' })
      .waitFor();
  });
});
