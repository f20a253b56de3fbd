import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { setFields } from '../support/table';
import { freshPhone } from '../support/api-client';
import { expectNoSideScroll } from './attempt-support';
import { ownCoach } from '../support/own-accounts';
import { signInAsCoach, type CoachLogin } from './coach-sign-in';

/**
 * The coach's side of a call (decisions 0450–0459) in Chromium against the local stack, at 1280 and 375 px:
 * - a learner on course 487 answers the intake, is asked for the mobile number before the calendar
 *   (the spec's POST v1/user_profile and its messages), books a time; the coach signs in, lands
 *   in the workspace and sees that call with the learner's intake answers, the room link, and keeps a
 *   note. Screenshots: /tmp/coach-side-*.png.
 * - a live class shows its time in the learner's named zone (London here), India time beside it, and
 *   its Join link carries no e-mail. Screenshots: /tmp/live-time-*.png.
 */
const chromium = chromiumPerFile();
let staff: CoachLogin;
beforeAll(async () => {
  staff = await ownCoach();
});
const letters = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join('');

async function learnerPage(
  courses: number[],
  width: number,
  profile: Record<string, unknown>,
  timezoneId = 'Asia/Kolkata',
): Promise<{ page: Page; userId: string }> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner(courses);
  store.destroy();
  await setFields(`USER#${learner.userId}`, 'PROFILE', profile);
  const context = await chromium.newContext({ viewport: { width, height: 900 }, timezoneId });
  await context.addInitScript(
    (value) => localStorage.setItem('fluentia:session', value),
    JSON.stringify(fakeSession({ token: learner.token, login_user_id: learner.userId })),
  );
  return { page: await context.newPage(), userId: learner.userId };
}

describe('the coach’s side of a call', () => {
  for (const width of [1280, 375]) {
    it(`a booking from the course page reaches the coach’s workspace with the intake (${width} px)`, async () => {
      const name = `Nisha ${letters()[0]!.toUpperCase()}${letters()}`;
      // No mobile number yet: the booking must ask for it before the calendar.
      const { page, userId } = await learnerPage([487], width, {
        email: `${Date.now()}.${randomInt(1e6)}@example.com`,
        fullName: name,
      });
      await page.goto('/mycourse?course_id=487');
      const panel = page.getByRole('region', { name: /Coach calls/ });

      const intake = panel.getByRole('form', { name: 'Before your first call' });
      await intake.getByLabel('Your background').selectOption('Working Professional');
      await intake.getByLabel('The role you are preparing for').selectOption({ label: 'A manager role' });
      await intake
        .getByLabel('Your spoken English in interviews')
        .selectOption({ label: 'I can answer, but not with confidence' });
      await intake.getByRole('button', { name: 'Save answers' }).click();
      await panel.getByText('Thank you! Your coach will use your answers to plan your first call.').waitFor();

      // The spec's message, then the details in the panel itself: no calendar until they are saved.
      await panel.getByText('Please update your mobile number and email id before scheduling call.').waitFor();
      const details = panel.getByRole('form', { name: 'Your contact details for the call' });
      expect(await panel.getByRole('group', { name: 'Free times' }).count()).toBe(0);
      expect(await details.getByLabel('Full name').inputValue()).toBe(name);
      await details.getByLabel('Mobile number').fill('512345');
      await details.getByRole('button', { name: 'Save and choose a time' }).click();
      await details.getByText('Please enter a valid mobile number').waitFor();
      await expectNoSideScroll(page, 'the details form');
      await panel.screenshot({ path: `/tmp/coach-side-details-${width}.png` });
      await details.getByLabel('Mobile number').fill(freshPhone());
      await details.getByRole('button', { name: 'Save and choose a time' }).click();
      await panel.getByText('User details updated successfully. Redirecting to calendar.').waitFor();

      await panel
        .getByRole('group', { name: /Choose a day/ })
        .getByRole('button')
        .nth(3)
        .click();
      await panel.getByRole('group', { name: 'Free times' }).getByRole('button').first().click();
      await panel.getByRole('button', { name: 'Book this time' }).click();
      await panel.getByText(/^Your next call: .+ to /).waitFor();
      await expectNoSideScroll(page, 'the coach panel');
      await panel.screenshot({ path: `/tmp/coach-side-booked-${width}.png` });
      await page.context().close();

      // The coach (the file's own account for the seeded coach Meera) signs in on the login page and lands in the
      // workspace, not a learner dashboard.
      const coachContext = await chromium.newContext({ viewport: { width, height: 900 }, timezoneId: 'Asia/Kolkata' });
      const coach = await coachContext.newPage();
      await signInAsCoach(coach, staff);
      await coach.waitForURL(/\/coach\/workspace$/);
      const card = coach.getByRole('article', { name: new RegExp(`^${name} · `) });
      await card.getByText(`What ${name} told you before the call`).waitFor();
      await card.getByText('Working Professional').waitFor();
      await card.getByText('A manager role').waitFor();
      await card.getByText('I can answer, but not with confidence').waitFor();
      expect(await card.getByRole('link', { name: `Join call with ${name}` }).getAttribute('href')).toBe(
        'https://meet.fluentia.app/coach-meera',
      );
      await card
        .getByLabel('Your notes (only you see them)')
        .fill('Manager interviews: practise the conflict question.');
      await card.getByRole('button', { name: 'Save notes' }).click();
      await coach.waitForResponse((r) => r.url().endsWith('/v1/coach/calls') && r.status() === 200);
      await expect
        .poll(() => card.getByLabel('Your notes (only you see them)').inputValue())
        .toBe('Manager interviews: practise the conflict question.');
      expect(await card.getByRole('button', { name: `Move or cancel the call with ${name}` }).isVisible()).toBe(true);
      await expectNoSideScroll(coach, 'the coach workspace');
      await card.scrollIntoViewIfNeeded();
      await coach.screenshot({ path: `/tmp/coach-side-workspace-${width}.png` });

      if (width === 1280) {
        // The coach moves the call; the learner's reschedules are untouched.
        await card.getByRole('button', { name: `Move or cancel the call with ${name}` }).click();
        const dialog = coach.getByRole('dialog');
        await dialog.getByLabel('Reason (the learner is told)').fill('A training day');
        await dialog
          .getByRole('group', { name: /Choose the call’s new day/ })
          .getByRole('button')
          .nth(5)
          .click();
        await dialog.getByRole('group', { name: 'Free times' }).getByRole('button').first().click();
        await coach.screenshot({ path: '/tmp/coach-side-move-1280.png' });
        await dialog.getByRole('button', { name: 'Move the call here' }).click();
        await dialog.waitFor({ state: 'hidden' });
        const calls = await coach.evaluate(async () =>
          (
            await fetch('/v1/coach/calls', {
              headers: { platform: 'w1', 'access-token': JSON.parse(localStorage.getItem('fluentia:session')!).token },
            })
          ).json(),
        );
        expect(calls.data.calls.find((c: { learner_name: string }) => c.learner_name === name)).toMatchObject({
          reschedule_count: 0,
          can_change: true,
        });
        expect(userId).toBeTruthy();
      }
      await coachContext.close();
    });
  }

  for (const width of [1280, 375]) {
    it(`a live class shows its time in the learner’s named zone, and Join says when its room opens (${width} px)`, async () => {
      const { page, userId } = await learnerPage(
        [201],
        width,
        { email: `${Date.now()}.${randomInt(1e6)}@example.com`, fullName: 'Oliver Brown' },
        'Europe/London',
      );
      // The test enrolment as a purchase writes it (a live course, its title).
      await setFields(`USER#${userId}`, 'COURSE#201#ENROL', { courseType: 'live', courseTitle: 'Live Spoken English' });
      // Live Classes lists the course with its next class…
      await page.goto('/live');
      await page
        .getByText('Next class: Sat 9 Jan, 1:00 pm – 2:00 pm Greenwich Mean Time (6:30 pm India time)')
        .waitFor();
      await expectNoSideScroll(page, 'the live classes list');
      await page.screenshot({ path: `/tmp/live-list-${width}.png`, fullPage: true });
      // …and the course page each class with its time.
      await page.getByRole('link', { name: 'Live Spoken English' }).first().click();
      await page.getByText('Live: Sat 9 Jan, 1:00 pm – 2:00 pm Greenwich Mean Time (6:30 pm India time)').waitFor();
      // Its room opens 5 minutes before, in the learner's zone too; the link itself is not in the page yet.
      const join = page.getByRole('button', {
        name: 'Join live class: Live class 1: Talking about yourself (opens Sat 9 Jan, 12:55 pm)',
      });
      expect(await join.isDisabled()).toBe(true);
      expect(await page.locator('a[href*="live.fluentia.app"]').count()).toBe(0);
      await expectNoSideScroll(page, 'the live course');
      await join.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/live-time-${width}.png` });
      await page.context().close();
    });
  }
});
