import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { liveCourseAt } from '../support/live-course';
import { setFields } from '../support/table';
import { movableClock, type MovableClock } from '../support/test-clock';
import { expectNoSideScroll } from './attempt-support';

/**
 * Course 487's coach intake on the coach panel (spec 02 §4 coach onboarding) and a live class's
 * link (spec 02 §7), in Chromium at 1280 and 375 px. The live class's room opens on a clock the test
 * moves (tests/support/test-clock.ts). Screenshots: /tmp/intake-*.png, /tmp/live-*.png.
 */
const chromium = chromiumPerFile();

async function learnerPage(courses: number[], width: number): Promise<{ page: Page; clock: MovableClock }> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner(courses);
  store.destroy();
  await setFields(`USER#${learner.userId}`, 'PROFILE', {
    phone: '9123456780',
    email: `${learner.userId}@example.com`,
    fullName: 'Kavya Reddy',
  });
  const context = await chromium.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    (value) => localStorage.setItem('fluentia:session', value),
    JSON.stringify(fakeSession({ token: learner.token, login_user_id: learner.userId })),
  );
  const clock = await movableClock(context);
  return { page: await context.newPage(), clock };
}

describe('coach intake and live classes', () => {
  for (const width of [1280, 375]) {
    it(`course 487 asks its three questions before the first call, then thanks the learner (${width} px)`, async () => {
      const { page } = await learnerPage([487], width);
      await page.goto('/mycourse?course_id=487');
      const intake = page.getByRole('form', { name: 'Before your first call' });
      await intake.getByRole('button', { name: 'Save answers' }).click();
      expect(await intake.getByText('Please fill out this field').count()).toBe(3);
      await intake.getByLabel('Your background').selectOption('Job Seeker');
      await intake.getByLabel('The role you are preparing for').selectOption({ label: 'A team lead role' });
      await intake.getByLabel('Your spoken English in interviews').selectOption({ index: 2 });
      expect(await intake.getByText('Please fill out this field').count()).toBe(0);
      await expectNoSideScroll(page, 'the intake form');
      await page.screenshot({ path: `/tmp/intake-form-${width}.png`, fullPage: true });
      await intake.getByRole('button', { name: 'Save answers' }).click();
      await page.getByText('Thank you! Your coach will use your answers to plan your first call.').waitFor();
      await page.reload();
      await page.getByText(/^Calls booked: 0 \(no limit on this course\)$/).waitFor();
      expect(await page.getByRole('form', { name: 'Before your first call' }).count()).toBe(0);
      await page.context().close();
    });
  }

  it('a live class opens its room from 5 minutes before: disabled and saying when until then, live without a reload', async () => {
    // Class 1 began a minute ago; class 2 starts in 10 to 11 minutes (classes start on the minute).
    const soon = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
    const courseId = await liveCourseAt([Date.now() - 60_000, soon]);
    const { page, clock } = await learnerPage([courseId], 375);
    await page.goto(`/mycourse?course_id=${courseId}`);
    const join = page.getByRole('link', { name: 'Join live class: Live class 1: Talking about yourself' });
    await join.waitFor();
    const href = (await join.getAttribute('href'))!;
    const url = new URL(href);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      meeting_id: 'spoken-2001',
      name: 'Kavya Reddy',
      course_id: String(courseId),
      is_retail: '1',
      unit_name: 'Unit 1: Speaking with confidence',
    });
    // No e-mail in the link (decision 0461), though this learner has one.
    expect(href).not.toMatch(/@|%40|example\.com/);
    expect(await join.getAttribute('target')).toBe('_blank');

    // Class 2: a disabled button with the time its room opens, and no link in the page.
    const later = page.getByRole('button', {
      name: /^Join live class: Live class 2: Everyday conversations \(opens \d{1,2}:\d{2} [ap]m\)$/,
    });
    await later.waitFor();
    expect(await later.isDisabled()).toBe(true);
    expect(await later.textContent()).toMatch(/^Opens \d{1,2}:\d{2} [ap]m$/);
    expect(await page.locator('a[href*="spoken-2002"]').count()).toBe(0);
    await expectNoSideScroll(page, 'the live course');
    await later.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/live-class-375.png' });

    // The page stays open: when the room opens (the clock moved to then) the button becomes its link, with no reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await clock.forward(soon - 5 * 60_000 + 1_000 - clock.now());
    const live = page.getByRole('link', { name: 'Join live class: Live class 2: Everyday conversations' });
    await live.waitFor();
    expect(new URL((await live.getAttribute('href'))!).searchParams.get('meeting_id')).toBe('spoken-2002');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.screenshot({ path: '/tmp/live-class-open-375.png' });
    await page.context().close();
  });
});
