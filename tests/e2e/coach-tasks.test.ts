import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ownCoach } from '../support/own-accounts';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { setFields } from '../support/table';
import { expectNoSideScroll } from './attempt-support';
import { signInAsCoach } from './coach-sign-in';

/**
 * Tasks and the coach workspace in Chromium against the local stack (course 487): a learner books a
 * call and submits a task on /submitAssignment; the seeded coach (the file's own account) signs in, marks the call
 * completed, attaches its recording and audio, and uploads the reviewed file; the learner then sees
 * the history row and the reviewed file. A learner is refused the workspace. Screenshots: /tmp/tasks-*.png.
 */
const chromium = chromiumPerFile();

async function newPage(width: number, session?: ReturnType<typeof fakeSession>): Promise<Page> {
  const context = await chromium.newContext({ viewport: { width, height: 900 }, timezoneId: 'Asia/Kolkata' });
  if (session)
    await context.addInitScript((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(session));
  const page = await context.newPage();
  return page;
}

const docx = (text: string) => ({
  name: 'My introduction.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: Buffer.from(text),
});

describe('tasks and the coach workspace', () => {
  it('a learner submits a task; the coach marks the call completed and reviews it; the learner sees both', async () => {
    const store = stackData({
      dynamodbEndpoint: inject('endpoints').dynamodb,
      signingKey: JSON.parse(inject('signingKey')),
    });
    const learner = await store.learner([487]);
    store.destroy();
    const name = `Tara Sen ${randomInt(1000, 9999)}`;
    await setFields(`USER#${learner.userId}`, 'PROFILE', {
      phone: '9123456780',
      email: `${learner.userId}@example.com`,
      fullName: name,
    });
    const page = await newPage(1280, fakeSession({ token: learner.token, login_user_id: learner.userId }));

    // Book a call: its task appears on the task page.
    await page.goto('/mycourse?course_id=487');
    const panel = page.getByRole('region', { name: /Coach calls/ });
    await panel
      .getByRole('group', { name: /Choose a day/ })
      .getByRole('button')
      .nth(1)
      .click();
    await panel.getByRole('group', { name: 'Free times' }).getByRole('button').first().click();
    await panel.getByRole('button', { name: 'Book this time' }).click();
    await panel.getByText(/^Your next call: /).waitFor();
    await panel.getByRole('link', { name: 'Submit a task' }).click();
    await page.getByRole('heading', { name: 'Coach Course > Submit a Task' }).waitFor();
    const row = page.getByRole('row', { name: /Tell me about yourself/ });
    await row.getByRole('button', { name: /^Submit Now/ }).waitFor();

    // A picture is refused with the spec's message before anything is uploaded; a .docx goes up.
    let chooser = page.waitForEvent('filechooser');
    await row.getByRole('button', { name: /^Submit Now/ }).click();
    await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await row.getByText('Please upload a file with valid formats(.docx, .doc, .mp3, .mp4 or m4a).').waitFor();
    chooser = page.waitForEvent('filechooser');
    await row.getByRole('button', { name: /^Submit Now/ }).click();
    await (await chooser).setFiles(docx('my answer'));
    await row.getByRole('button', { name: /^Reupload/ }).waitFor();
    await row.getByRole('link', { name: /My introduction\.docx/ }).waitFor();
    await page.screenshot({ path: '/tmp/tasks-submitted-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(50);
    await expectNoSideScroll(page, 'the task page at 375 px');
    await page.screenshot({ path: '/tmp/tasks-submitted-375.png', fullPage: true });

    // The call happens (moved into the past: a test-only clock).
    const history = await page.evaluate(async () =>
      (
        await fetch('/v1/coach_call_history', {
          headers: { platform: 'w1', 'access-token': JSON.parse(localStorage.getItem('fluentia:session')!).token },
        })
      ).json(),
    );
    const scheduleId = history.data[0].schedule_id as string;
    const start = new Date(Date.now() - 3 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    await setFields(`USER#${learner.userId}`, `CALL#${scheduleId}`, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    });

    // A learner is refused the coach workspace.
    await page.goto('/coach/workspace');
    await page.getByText('You do not have access to this.').waitFor();

    // The coach signs in and lands in the workspace (decision 0450).
    const coach = await newPage(1280);
    await signInAsCoach(coach, await ownCoach());
    await coach.waitForURL(/\/coach\/workspace/);
    await coach.getByRole('heading', { name: 'Coach workspace · Meera Krishnan' }).waitFor();
    const card = coach.getByRole('article', { name: new RegExp(`^${name}`) });
    await card.getByRole('button', { name: 'Mark completed' }).click();
    await card.getByText('Completed', { exact: true }).waitFor();
    await card.getByLabel('Recording link').fill('https://recordings.example.com/call-1');
    await card
      .getByLabel('Audio file links (comma separated)')
      .fill('https://recordings.example.com/a1.mp3, https://recordings.example.com/a2.mp3');
    await card.getByRole('button', { name: 'Save links' }).click();
    await coach.waitForResponse((r) => r.url().endsWith('/v1/coach/calls') && r.status() === 200);
    await card.getByRole('link', { name: 'My introduction.docx' }).waitFor();
    chooser = coach.waitForEvent('filechooser');
    await card.getByRole('button', { name: /Upload reviewed file/ }).click();
    await (await chooser).setFiles({ ...docx('reviewed'), name: 'Reviewed introduction.docx' });
    await card.getByRole('link', { name: 'Reviewed: Reviewed introduction.docx' }).waitFor();
    await coach.screenshot({ path: '/tmp/tasks-workspace-1280.png', fullPage: true });
    await coach.setViewportSize({ width: 375, height: 800 });
    await coach.waitForTimeout(50);
    await expectNoSideScroll(coach, 'the coach workspace at 375 px');
    await coach.screenshot({ path: '/tmp/tasks-workspace-375.png', fullPage: true });

    // The learner: the history row with status, recording and audio; the reviewed file on the task page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/mycourse?course_id=487');
    const done = panel.getByRole('row', { name: /Completed/ });
    await done.getByRole('link', { name: 'Watch' }).waitFor();
    expect(await done.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe(
      'https://recordings.example.com/call-1',
    );
    expect(await done.getByRole('link', { name: /^Audio/ }).count()).toBe(2);
    await page.screenshot({ path: '/tmp/tasks-history-1280.png', fullPage: true });
    await page.goto('/submitAssignment?course_id=487');
    await row.getByText('Task completed').waitFor();
    const reviewed = row.getByRole('link', { name: 'Reviewed introduction.docx' });
    expect(await (await page.request.get((await reviewed.getAttribute('href'))!)).text()).toBe('reviewed');
    await page.screenshot({ path: '/tmp/tasks-reviewed-1280.png', fullPage: true });
  });
});
