import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AttemptData } from '#shared/api/contract-assessment';
import { chromiumPerTest } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { TestClient } from '../support/api-client';
import { stackData } from '../support/learners';
import { expectNoSideScroll } from './attempt-support';

/**
 * Video questions in Chromium (spec 02 §4, §5, §7): the seeded "Watch and answer" webisode of
 * course 101 (element 1013) with its video lesson, a video that may be viewed twice (real WebM
 * played by the browser), the connection check on arrival and from 'click here' (a throttled and
 * an offline network through the DevTools protocol), and a video answer recorded from Chromium's
 * fake camera and uploaded. Screenshots: /tmp/video-*.png.
 */
const chromium = chromiumPerTest();

async function learnerOnVideo(width = 1280): Promise<{ page: Page; context: BrowserContext; attempt: AttemptData }> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner([101]);
  store.destroy();
  const context = await chromium.newContext(['--autoplay-policy=no-user-gesture-required'], {
    viewport: { width, height: 900 },
    permissions: ['camera', 'microphone'],
  });
  const session = fakeSession({
    token: learner.token,
    login_user_id: learner.userId,
    username: 'Viewer',
    login_id: learner.userId,
  });
  await context.addInitScript((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(session));
  const page = await context.newPage();
  const client = new TestClient();
  client.token = learner.token;
  const attempt = (
    await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 101, element_id: 1013 })
  ).body.data.attempt;
  return { page, context, attempt };
}

/**
 * Presses the player's Play video (or Watch again) as a learner does: the server counts the view and
 * answers with its link, and the video plays to its end (fast: the rate is the page's, not the
 * learner's), pausing on the way if asked. Returns the view's answer.
 */
async function watchToEnd(page: Page, pauseMs = 0): Promise<{ code: number; data: { url: string; views: number } }> {
  const video = page.locator('main').getByLabel('Video for this question');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.defaultPlaybackRate = 4; // a new link reloads the element, which resets playbackRate to this
    (window as unknown as { ended: Promise<unknown> }).ended = new Promise((resolve) =>
      v.addEventListener('ended', resolve, { once: true }),
    );
  });
  const asked = page.waitForResponse((r) => r.url().endsWith('/v1/videoView'));
  await page
    .locator('main')
    .getByRole('button', { name: /^(Play video|Watch again)$/ })
    .click();
  const answer = await (await asked).json();
  await video.evaluate(async (v: HTMLVideoElement, pause) => {
    if (pause) {
      while (v.currentTime < 0.5) await new Promise((resolve) => setTimeout(resolve, 50));
      v.pause();
      await new Promise((resolve) => setTimeout(resolve, pause));
      await v.play();
    }
    await (window as unknown as { ended: Promise<unknown> }).ended;
  }, pauseMs);
  return answer;
}

describe('a video question in the browser', () => {
  it('shows the lesson, counts two views on the server, then blocks the video with the spec’s message; a video answer awaits review', async () => {
    const { page, context, attempt } = await learnerOnVideo();
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    const main = page.locator('main');
    await main.getByLabel('Video lesson').waitFor();
    const video = main.getByLabel('Video for this question');
    await video.waitFor();
    // No link until a view is asked for.
    expect(await video.getAttribute('src')).toBeNull();
    await page.screenshot({ path: '/tmp/video-question-1280.png', fullPage: true });

    const first = await watchToEnd(page, 1200);
    expect(first).toMatchObject({ code: 200, data: { views: 1 } });
    // The view's own link: presigned, short-lived, never the public course-media path.
    const link = new URL(first.data.url);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(link.pathname).not.toContain('/content/');
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
    await main.getByText('Views: 1 of 2').waitFor();
    expect((await watchToEnd(page)).data.views).toBe(2);
    await main.getByText('You can view the video only two times.', { exact: true }).waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    expect(await main.getByRole('button', { name: /^(Play video|Watch again)$/ }).count()).toBe(0);
    // A third start by the player itself is stopped at once.
    const paused = await video.evaluate(async (v: HTMLVideoElement) => {
      await v.play().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return v.paused;
    });
    expect(paused).toBe(true);
    await main.getByText('Views: 2 of 2').waitFor();

    // The server is the authority: a second tab (its own session storage, so it counts nothing yet)
    // asks for a view and is refused with the spec's message.
    const other = await context.newPage();
    await other.goto(`/test?attempt_id=${attempt.attempt_id}`);
    const otherMain = other.locator('main');
    await otherMain.getByText('Views: 0 of 2').waitFor();
    const refused = other.waitForResponse((r) => r.url().endsWith('/v1/videoView'));
    await otherMain.getByRole('button', { name: 'Play video' }).click();
    expect(await (await refused).json()).toMatchObject({
      code: 409,
      message: 'You can view the video only two times.',
    });
    await otherMain.getByText('You can view the video only two times.', { exact: true }).waitFor();
    await otherMain.getByText('Views: 2 of 2').waitFor();
    await other.screenshot({ path: '/tmp/video-refused-1280.png', fullPage: true });
    await other.close();
    await page.screenshot({ path: '/tmp/video-limit-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page, 'video question at 375 px');
    await page.screenshot({ path: '/tmp/video-limit-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/submitAnswer'));
    await main.getByRole('radio', { name: 'Outside the cinema at half past six' }).check();
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    const body = (await sent).postDataJSON();
    expect(body.video_watch.views).toBe(2);
    expect(body.video_watch.paused_seconds).toBeGreaterThanOrEqual(1);
    await page.locator('footer').getByRole('button', { name: 'Next' }).click();

    // The video answer: recorded from the fake camera, uploaded, then sent as is_audio: vid.
    const answer = main.getByRole('group', { name: 'Your video answer' });
    await answer.getByRole('button', { name: 'Record video' }).click();
    await answer.getByText('Recording…').waitFor();
    await page.waitForTimeout(2500);
    await answer.getByRole('button', { name: 'Stop' }).click();
    await answer.getByText('Recorded', { exact: true }).waitFor({ timeout: 15_000 });
    await answer.getByLabel('Play back your video answer').waitFor();
    await page.screenshot({ path: '/tmp/video-answer-recorded-1280.png', fullPage: true });
    const submitted = page.waitForResponse((r) => r.url().endsWith('/v1/submitAnswer'));
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    const reply = await (await submitted).json();
    expect(reply.data.feedback[0]).toMatchObject({ question_id: 10041, score: -1, verdict: 'awaiting_review' });
    await main.getByText('Your video has been saved and is awaiting review.').waitFor();
    const played = await main
      .getByLabel('Your video answer')
      .evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve) =>
            v.readyState > 0
              ? resolve(v.videoWidth)
              : v.addEventListener('loadedmetadata', () => resolve(v.videoWidth)),
          ),
      );
    expect(played).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/video-answer-feedback-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page, 'video answer feedback at 375 px');
    await page.screenshot({ path: '/tmp/video-answer-feedback-375.png', fullPage: true });
  });

  it('checks the connection before the video and from ‘click here’, holding Submit back while it fails: offline, below 400 kbps, back online, then checkVideo reloads', async () => {
    const { page, context, attempt } = await learnerOnVideo(375);
    const submit = page.locator('footer').getByRole('button', { name: 'Submit' });
    // On arrival the check cannot reach the speed file: the video stays hidden behind the offline
    // alert, and Submit waits even with an answer chosen.
    await page.route('**/speed-check.bin*', (route) => route.abort('internetdisconnected'));
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    const main = page.locator('main');
    await main.getByText(/The test cannot proceed while you are offline/).waitFor();
    expect(await main.getByLabel('Video for this question').count()).toBe(0);
    await main.getByRole('radio', { name: 'Outside the cinema at half past six' }).check();
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('footer').getByText('You can submit once the connection check passes.').waitFor();
    await page.screenshot({ path: '/tmp/video-offline-375.png', fullPage: true });
    await page.unroute('**/speed-check.bin*');
    await main.getByRole('button', { name: 'Try again' }).click();
    await main.getByLabel('Video for this question').waitFor();
    expect(await submit.isDisabled()).toBe(false);

    // A view, so the page has a link for checkVideo to look at later.
    const asked = page.waitForResponse((r) => r.url().endsWith('/v1/videoView'));
    await main.getByRole('button', { name: 'Play video' }).click();
    expect((await (await asked).json()).code).toBe(200);
    await main.getByLabel('Video for this question').evaluate((v: HTMLVideoElement) => v.pause());

    // 'click here' on a network of 20 KB/s (160 kbit/s): the spec's low-speed message, and Submit waits.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 20 * 1024,
      uploadThroughput: 20 * 1024,
    });
    await main.getByRole('button', { name: 'click here' }).click();
    await main
      .getByText('Your internet speed is low. Please change your network and try again.', { exact: true })
      .waitFor({ timeout: 20_000 });
    expect(await submit.isDisabled()).toBe(true);
    // The video already watched stays on screen (its view is not lost) under the message.
    expect(await main.getByLabel('Video for this question').count()).toBe(1);
    await page.screenshot({ path: '/tmp/video-slow-375.png', fullPage: true });
    await expectNoSideScroll(page, 'low-speed message at 375 px');

    // The browser goes offline: the page says so at once, without a click.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await context.setOffline(true);
    await main.getByText(/The test cannot proceed while you are offline/).waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // Back online: the page checks again by itself, and Submit is free again.
    const checked = page.waitForResponse((r) => r.url().includes('/speed-check.bin'));
    await context.setOffline(false);
    await checked;
    await page
      .locator('footer')
      .getByText('You can submit once the connection check passes.')
      .waitFor({ state: 'detached' });
    expect(await submit.isDisabled()).toBe(false);
    expect(await main.getByText(/The test cannot proceed while you are offline/).count()).toBe(0);

    // 'click here' with a good connection: checkVideo answers 204 for the view's link and the page reloads.
    // The reload starts the moment the answer arrives, so the answer is read on its way to the page.
    let answered: { code?: number } = {};
    await page.route('**/v1/checkVideo', async (route) => {
      const response = await route.fetch();
      answered = await response.json();
      await route.fulfill({ response });
    });
    const reloaded = page.waitForEvent('framenavigated');
    await main.getByRole('button', { name: 'click here' }).click();
    await reloaded;
    expect(answered.code).toBe(204);
    await main.getByLabel('Video for this question').waitFor();
    await main.getByText('Views: 1 of 2').waitFor();
  });
});
