import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { getItem, putItem } from '../support/table';
import { expectNoSideScroll } from './attempt-support';

/**
 * A coach edits their weekly hours (India time) and days off in the workspace, seeing each window in
 * their own zone too (this browser is in London). A coach of its own, so the seeded coach's hours,
 * which other files book against, stay as they are. Screenshots: /tmp/coach-hours-*.png.
 */
const chromium = chromiumPerFile();

describe('coach hours', () => {
  it('are edited in India time, shown in the coach’s zone, and saved', async () => {
    const coachId = `coach-${randomUUID().slice(0, 8)}`;
    await putItem({
      pk: `COACH#${coachId}`,
      sk: 'PROFILE',
      entity: 'coach',
      coach_id: coachId,
      name: 'Ravi Menon',
      meeting_url: 'https://meet.fluentia.app/ravi',
      availability: [{ day: 1, from: '10:00', to: '13:00' }],
      time_off: [],
    });
    const store = stackData({
      dynamodbEndpoint: inject('endpoints').dynamodb,
      signingKey: JSON.parse(inject('signingKey')),
    });
    const staff = await store.coach(coachId, 'Ravi Menon');
    store.destroy();
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });
    await context.addInitScript(
      (value) => localStorage.setItem('fluentia:session', value),
      JSON.stringify(fakeSession({ token: staff.token, login_user_id: staff.userId, isCoach: true })),
    );
    const page = await context.newPage();
    await page.goto('/coach/workspace');
    const editor = page.getByRole('region', { name: /Your weekly hours/ });
    await editor.getByLabel('Monday from').waitFor();
    // 10:00–13:00 India time is 4:30–7:30 in London (in winter) or 5:30–8:30 (in summer).
    await editor.getByText(/^Your time: Mon [45]:30 am – [78]:30 am$/).waitFor();

    await editor.getByRole('button', { name: 'Add hours on Thursday' }).click();
    await editor.getByLabel('Thursday from').selectOption('17:00');
    await editor.getByLabel('Thursday to').selectOption('16:00');
    await editor.getByRole('button', { name: 'Save hours' }).click();
    await editor.getByText('The end must be after the start.').waitFor();
    await editor.getByLabel('Thursday to').selectOption('19:30');
    await editor.getByRole('button', { name: 'Add days off' }).click();
    await editor.getByLabel('From', { exact: true }).fill('2030-05-01');
    await editor.getByLabel('To', { exact: true }).fill('2030-05-03');
    await editor.getByRole('button', { name: 'Save hours' }).click();
    await editor.getByText('Your hours are saved.').waitFor();
    await page.screenshot({ path: '/tmp/coach-hours-1280.png', fullPage: true });
    expect(await getItem(`COACH#${coachId}`, 'PROFILE')).toMatchObject({
      availability: [
        { day: 1, from: '10:00', to: '13:00' },
        { day: 4, from: '17:00', to: '19:30' },
      ],
      time_off: [{ from: '2030-05-01', to: '2030-05-03' }],
    });

    await page.reload();
    await editor.getByLabel('Thursday to').waitFor();
    expect(await editor.getByLabel('Thursday to').inputValue()).toBe('19:30');
    await page.setViewportSize({ width: 375, height: 800 });
    // The layout follows the new width a render later (the side menu folds away): wait for it to settle.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 3000 })
      .toBeLessThanOrEqual(375);
    await expectNoSideScroll(page, 'the hours editor');
    await editor.screenshot({ path: '/tmp/coach-hours-375.png' });
    await context.close();
  });
});
