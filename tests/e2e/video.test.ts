import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { AttemptData } from '#shared/api/contract-attempts';
import { launchChromium } from '../support/browser';
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
let browser: Browser | undefined;
const errors: string[] = [];

afterEach(async () => {
  await browser?.close();
  browser = undefined;
  expect(errors.splice(0)).toEqual([]);
});

async function learnerOnVideo(width = 1280): Promise<{ page: Page; context: BrowserContext; attempt: AttemptData }> {
  const store = stackData({ dynamodbEndpoint: inject('endpoints').dynamodb, signingKey: JSON.parse(inject('signingKey')) });
  const learner = await store.learner([101]);
  store.destroy();
  browser = await launchChromium(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required']);
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width, height: 900 }, permissions: ['camera', 'microphone'] });
  const session = fakeSession({ token: learner.token, login_user_id: learner.userId, username: 'Viewer', login_id: learner.userId });
  await context.addInitScript((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(session));
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  const client = new TestClient();
  client.token = learner.token;
  const attempt = (await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 101, element_id: 1013 })).body.data.attempt;
  return { page, context, attempt };
}

/** Plays the question's video to its end (fast: the rate is the page's, not the learner's), pausing on the way if asked. */
async function watchToEnd(page: Page, pauseMs = 0): Promise<void> {
  await page.evaluate(async (pause) => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="Video for this question"]')!;
    video.muted = true;
    video.playbackRate = 4;
    const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
    await video.play();
    if (pause) {
      video.pause();
      await new Promise((resolve) => setTimeout(resolve, pause));
      await video.play();
    }
    await ended;
  }, pauseMs);
}

describe('a video question in the browser', () => {
  it('shows the lesson, allows two views, then blocks the video with the spec’s message; a video answer awaits review', async () => {
    const { page, attempt } = await learnerOnVideo();
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    const main = page.locator('main');
    await main.getByLabel('Video lesson').waitFor();
    const video = main.getByLabel('Video for this question');
    await video.waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => new Promise<number>((resolve) => (v.readyState > 0 ? resolve(v.duration) : v.addEventListener('loadedmetadata', () => resolve(v.duration)))))).toBeGreaterThan(5);
    await page.screenshot({ path: '/tmp/video-question-1280.png', fullPage: true });

    await watchToEnd(page, 1200);
    await main.getByText('Views: 1 of 2').waitFor();
    await watchToEnd(page);
    await main.getByText('You can view the video only two times.', { exact: true }).waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    // A third start is stopped at once.
    const paused = await video.evaluate(async (v: HTMLVideoElement) => {
      await v.play().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return v.paused;
    });
    expect(paused).toBe(true);
    await main.getByText('Views: 2 of 2').waitFor();
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
    const played = await main.getByLabel('Your video answer').evaluate((v: HTMLVideoElement) => new Promise<number>((resolve) => (v.readyState > 0 ? resolve(v.videoWidth) : v.addEventListener('loadedmetadata', () => resolve(v.videoWidth)))));
    expect(played).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/video-answer-feedback-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page, 'video answer feedback at 375 px');
    await page.screenshot({ path: '/tmp/video-answer-feedback-375.png', fullPage: true });
  });

  it('checks the connection before the video and from ‘click here’: offline, below 400 kbps, then checkVideo reloads', async () => {
    const { page, context, attempt } = await learnerOnVideo(375);
    // On arrival the check cannot reach the speed file: the video stays hidden behind the offline alert.
    await page.route('**/speed-check.bin*', (route) => route.abort('internetdisconnected'));
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    const main = page.locator('main');
    await main.getByText(/The test cannot proceed while you are offline/).waitFor();
    expect(await main.getByLabel('Video for this question').count()).toBe(0);
    await page.screenshot({ path: '/tmp/video-offline-375.png', fullPage: true });
    await page.unroute('**/speed-check.bin*');
    await main.getByRole('button', { name: 'Try again' }).click();
    await main.getByLabel('Video for this question').waitFor();

    // 'click here' on a network of 20 KB/s (160 kbit/s): the spec's low-speed message.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 20 * 1024, uploadThroughput: 20 * 1024 });
    await main.getByRole('button', { name: 'click here' }).click();
    await main.getByText('Your internet speed is low. Please change your network and try again.', { exact: true }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: '/tmp/video-slow-375.png', fullPage: true });
    await expectNoSideScroll(page, 'low-speed message at 375 px');

    // Offline: the alert that the test cannot go on.
    await context.setOffline(true);
    await main.getByRole('button', { name: 'click here' }).click();
    await main.getByText(/The test cannot proceed while you are offline/).waitFor();

    // Back online at full speed: the check passes, checkVideo answers 204 and the page reloads.
    await context.setOffline(false);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
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
  });
});
