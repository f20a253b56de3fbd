import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { setFields } from '../support/table';
import { expectNoSideScroll } from './attempt-support';

/**
 * Coach calls in Chromium against the local stack's seeded coach (course 487): a learner books a
 * slot, moves it, is refused inside the day before the call, and sees Join Call open 5 minutes
 * before the start. Screenshots: /tmp/coach-*.png.
 */
const chromium = chromiumPerFile();

async function coachLearner(width: number): Promise<{ page: Page; userId: string }> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner([487]);
  store.destroy();
  await setFields(`USER#${learner.userId}`, 'PROFILE', {
    phone: '9123456780',
    email: `${learner.userId}@example.com`,
    fullName: 'Kavya Reddy',
  });
  const context = await chromium.newContext({ viewport: { width, height: 900 }, timezoneId: 'Asia/Kolkata' });
  await context.addInitScript(
    (value) => localStorage.setItem('fluentia:session', value),
    JSON.stringify(fakeSession({ token: learner.token, login_user_id: learner.userId })),
  );
  const page = await context.newPage();
  return { page, userId: learner.userId };
}

async function pickSlot(scope: ReturnType<Page['locator']>, day: number, time: number): Promise<string> {
  await scope
    .getByRole('group', { name: /Choose a day/ })
    .getByRole('button')
    .nth(day)
    .click();
  const button = scope.getByRole('group', { name: 'Free times' }).getByRole('button').nth(time);
  const label = (await button.textContent()) ?? '';
  await button.click();
  return label;
}

describe('coach calls', () => {
  it('a learner books a slot, moves it, is told a day before that it can no longer move, and joins 5 minutes before', async () => {
    const { page, userId } = await coachLearner(1280);
    await page.goto('/mycourse?course_id=487');
    const panel = page.getByRole('region', { name: /Coach calls/ });
    await panel.getByText('Calls has not been scheduled yet').waitFor();
    await panel.getByText('Calls booked: 0 (no limit on this course)').waitFor();
    const time = await pickSlot(panel, 2, 1);
    await page.screenshot({ path: '/tmp/coach-picker-1280.png', fullPage: true });
    await panel.getByRole('button', { name: 'Book this time' }).click();
    await panel.getByText(/^Your next call: .+ to /).waitFor();
    expect(await panel.getByText(/^Your next call: /).textContent()).toContain(time);
    await panel.getByText('Calls booked: 1 (no limit on this course)').waitFor();
    expect(await panel.getByRole('button', { name: 'Join Call' }).isDisabled()).toBe(true);
    await panel.getByRole('cell', { name: 'Upcoming' }).waitFor();

    // Move it to another day.
    await panel.getByRole('button', { name: 'Reschedule or cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('I have an exam that day');
    const moved = await pickSlot(dialog, 4, 0);
    await dialog.getByRole('button', { name: 'Move my call here' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText(new RegExp(`^Your next call: .+${moved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).waitFor();
    await page.screenshot({ path: '/tmp/coach-booked-1280.png', fullPage: true });

    // The evening before the call: the rule is said beside it, before any form, and no move is offered (decision 0834).
    const history = await page.evaluate(async () =>
      (
        await fetch('/v1/coach_call_history', {
          headers: { platform: 'w1', 'access-token': JSON.parse(localStorage.getItem('fluentia:session')!).token },
        })
      ).json(),
    );
    const scheduleId = history.data[0].schedule_id as string;
    const soon = new Date(Date.now() + 3 * 3600_000);
    soon.setUTCSeconds(0, 0);
    await setFields(`USER#${userId}`, `CALL#${scheduleId}`, {
      start: soon.toISOString(),
      end: new Date(soon.getTime() + 30 * 60_000).toISOString(),
    });
    await page.reload();
    await panel.getByText('It starts in less than a day, so it can no longer be moved or cancelled.').waitFor();
    expect(await panel.getByRole('button', { name: 'Reschedule or cancel' }).count()).toBe(0);
    await panel.getByText(/^Join Call opens at .+, 5 minutes before your call\.$/).waitFor();

    // Join Call opens from 5 minutes before the start.
    const start = new Date(Date.now() + 3 * 60_000);
    await setFields(`USER#${userId}`, `CALL#${scheduleId}`, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    });
    await page.reload();
    const join = panel.getByRole('link', { name: 'Join Call' });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe('https://meet.fluentia.app/coach-meera');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(50); // let the layout settle at the new width
    await expectNoSideScroll(page, 'the coach panel at 375 px');
    await page.screenshot({ path: '/tmp/coach-join-375.png', fullPage: true });
  });
});
