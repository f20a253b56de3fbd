import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/api-client';
import { answerAll as answerAllByApi, data, start } from '../support/attempts';
import { chromiumPerFile } from '../support/browser';
import { doActivities, FINAL_TEST, sitFinalTestSpeaking } from '../support/complete-course';
import { fakeSession } from '../support/fake-session';
import { answerAll } from './attempt-support';

/**
 * One progress everywhere (decision 0830), in Chromium against the local stack: a lesson done in a course's preview
 * counts on the dashboard and the course page alike once the course is bought, and finishing the course's last
 * activity shows at once, on "Back to My Course" (the card completed, 100 %, the certificate panel) and on the
 * dashboard and My Courses, without a reload. Screenshots: /tmp/progress-*.png.
 */
const chromium = chromiumPerFile();
const COURSE = 'Everyday English for Adults';

async function upNextMeta(page: Page): Promise<string> {
  const item = page.getByRole('listitem').filter({ has: page.getByText(COURSE, { exact: true }) });
  await item.waitFor();
  return (await item.getByText(/% complete$/).textContent())!.trim();
}

describe('progress', () => {
  it('reads the same on the dashboard, the course page and My Courses, fresh after every finish', async () => {
    const store = data();
    const learner = await store.learner([]);
    const client = new TestClient();
    client.token = learner.token;
    // A lesson of the preview, before buying (a new adult's free lesson), then the purchase's enrolment.
    const preview = await start(client, 101, 1004);
    expect(preview.body.data.attempt.preview).toBe(true);
    await answerAllByApi(client, preview.body.data.attempt);
    await store.enrol(learner.userId, 101, COURSE);

    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (value) => localStorage.setItem('fluentia:session', value),
      JSON.stringify(fakeSession({ token: learner.token, login_user_id: learner.userId })),
    );
    const dashboard = await context.newPage();
    const course = await context.newPage();
    await Promise.all([dashboard.goto('/mydashboard'), course.goto('/mycourse?course_id=101')]);
    await course.getByText('of 13 activities completed').waitFor();
    expect(await course.locator('p', { hasText: 'activities completed' }).textContent()).toBe(
      '1 of 13 activities completed',
    );
    expect(await upNextMeta(dashboard)).toBe('Online lessons · 8% complete');

    // Everything else done but 'Saying hello' (the final test sat with a spoken answer): it is the last activity.
    await doActivities(client, [FINAL_TEST, 1001, 1004]);
    await sitFinalTestSpeaking(client);
    await course.reload();
    await course.getByRole('button', { name: 'GO: Saying hello' }).click();
    await course.getByRole('dialog', { name: 'Saying hello' }).getByRole('button', { name: 'Start' }).click();
    await course.waitForURL((url) => url.pathname === '/test');
    await answerAll(course);
    await course.getByRole('link', { name: 'Back to My Course' }).click();
    await course.waitForURL((url) => url.pathname === '/mycourse');
    await course.getByText('12 of 13 activities completed').waitFor(); // the bonus lesson opens in January
    await course.getByRole('heading', { name: 'Your certificate' }).waitFor();
    const hello = course.locator('article').filter({ hasText: 'Saying hello' });
    await hello.locator('[data-status="Completed"]').waitFor();
    await course.screenshot({ path: '/tmp/progress-course-1280.png', fullPage: true });

    // The dashboard and My Courses, reached in the app without a reload, say the same.
    await course.getByRole('link', { name: 'My Dashboard' }).first().click();
    await course.getByRole('heading', { name: /Up Next/i }).waitFor();
    expect(await upNextMeta(course)).toBe('Online lessons · 92% complete');
    await course.screenshot({ path: '/tmp/progress-dashboard-1280.png', fullPage: true });
    await course.goto('/courses');
    await course.getByText('92%').first().waitFor();
    store.destroy();
    await context.close();
  }, 240_000);
});
