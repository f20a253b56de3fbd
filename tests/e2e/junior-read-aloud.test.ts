import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { juniorPhrases } from '#shared/junior/phrases';
import { chromiumPerFile } from '../support/browser';
import { signUp } from '../support/accounts';
import { answerAll, expectNoSideScroll, fillPage } from './attempt-support';

/**
 * Decision 0420's child in Chromium: a Class 4 child whose parent chose avatar 4 signs in and takes a
 * practice test with the sound on, at 1280 and 375 px. Nothing has to be read: the first screen
 * reads itself (its POST v1/readAloud answered and the audio played), the question and the feedback
 * have speaker buttons that are asked for and played, the end celebrates with stars and words said
 * aloud, and the sound can be turned off. The header shows the parent's avatar every time.
 * Screenshots: /tmp/junior-*.png.
 */
const chromium = chromiumPerFile();

/** Every play() that resolved and every 'ended', by audio URL: the test's ears. */
function listen(): void {
  const heard = { played: [] as string[], ended: [] as string[] };
  (window as unknown as { heard: typeof heard }).heard = heard;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    const started = play.call(this);
    // `src` is set before play(); `currentSrc` may still name the previous file at this moment.
    const src = this.src;
    void started.then(
      () => {
        heard.played.push(src);
        this.addEventListener('ended', () => heard.ended.push(src), { once: true });
      },
      () => undefined,
    );
    return started;
  };
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: { played: string[]; ended: string[] } }).heard);

/** The next POST v1/readAloud whose body names `kind` (and `phrase`). */
function readAloudAsked(page: Page, kind: string, phrase?: string): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!r.url().endsWith('/v1/readAloud') || r.request().method() !== 'POST') return false;
    const body = r.request().postDataJSON() as { kind: string; phrase?: string };
    return body.kind === kind && (phrase === undefined || body.phrase === phrase);
  });
}

const endedCount = async (page: Page, url: string) => (await heard(page)).ended.filter((u) => u === url).length;

/**
 * The read-aloud was answered with audio, and that audio was played to its end (`times` times in all); returns its
 * URL.
 */
async function expectPlayed(page: Page, asked: Response, times = 1): Promise<string> {
  expect(asked.status()).toBe(200);
  const url = ((await asked.json()) as { data: { audio_url: string } }).data.audio_url;
  // A connection of its own (the local S3 stand-in may close a reused one while the page reads the file).
  const audio = await fetch(url);
  expect(audio.headers.get('content-type')).toBe('audio/mpeg');
  expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(2000);
  await expect.poll(() => endedCount(page, url), { timeout: 20_000 }).toBe(times);
  return url;
}

async function newClass4Child(): Promise<ChildProfile> {
  const parent = await signUp({ parentName: 'Kavya Rao' });
  const res = await parent.client.post('/v1/childprofile', {
    child_name: 'Ishaan Rao',
    child_grade: '4',
    child_avatar: 4,
  });
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.data.child as ChildProfile;
}

describe('a Class 4 child takes a practice test with the sound on', () => {
  for (const width of [1280, 375]) {
    it(`hears the first screen, a question and its feedback read aloud, and a celebration at the end (${width} px)`, async () => {
      const child = await newClass4Child();
      const context = await chromium.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(listen);
      const page = await context.newPage();
      const shot = (name: string) => page.screenshot({ path: `/tmp/junior-${name}-${width}.png`, fullPage: true });
      // The child's first screens ask only what a junior may read: no refused request, no console error.
      const consoleErrors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      page.on(
        'response',
        (response) =>
          response.status() >= 400 &&
          consoleErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`),
      );

      await page.goto('/junior/signin');
      await page.getByLabel('Username').fill(child.child_user_name);
      await page.getByLabel('PIN', { exact: true }).fill(child.child_pin!);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/junior/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Hello Ishaan Rao!' }).waitFor();

      // The avatar the parent chose, in the header and the greeting, the same after a reload.
      const avatar = page.locator('header img[src="/avatars/avatar-4.svg"]');
      await avatar.waitFor();
      await page.reload();
      await avatar.waitFor();
      expect(await page.locator('main img[src="/avatars/avatar-4.svg"]').count()).toBe(1);

      // Child words, and the practice card's own speaker button.
      const practice = page.getByRole('region', { name: 'Practice test' });
      await practice.getByText('Play as often as you like').waitFor();
      expect(await page.getByText(/attempts|out of 12|Elementary|Better than/).count()).toBe(0);
      await expectNoSideScroll(page, `the junior dashboard at ${width} px`);
      await shot('dashboard');
      // The greeting has its own Listen button, pressed here from the keyboard.
      const greeting = page.getByRole('region', { name: 'Greeting' });
      await greeting.getByText(juniorPhrases.dashboardHello).waitFor();
      const hello = readAloudAsked(page, 'phrase', 'dashboardHello');
      await greeting.getByRole('button', { name: 'Listen: the greeting' }).focus();
      await page.keyboard.press('Enter');
      const helloAnswer = await hello;
      expect(((await helloAnswer.json()) as { data: { text: string } }).data.text).toBe(juniorPhrases.dashboardHello);
      await expectPlayed(page, helloAnswer);
      const card = readAloudAsked(page, 'phrase', 'practiceCard');
      await practice.getByRole('button', { name: 'Listen: the practice test' }).click();
      await expectPlayed(page, await card);

      // Start practice: the first screen reads itself, the welcome and then the first question.
      const welcome = readAloudAsked(page, 'phrase', 'practiceWelcome');
      const firstQuestion = readAloudAsked(page, 'question');
      await practice.getByRole('link', { name: 'Start practice' }).click();
      await page.waitForURL((url) => url.pathname === '/test' && url.searchParams.has('attempt_id'));
      const banner = page.getByRole('region', { name: 'Welcome' });
      await banner.getByText(juniorPhrases.practiceWelcome).waitFor();
      await expectPlayed(page, await welcome);
      const questionAnswer = await firstQuestion;
      const questionUrl = await expectPlayed(page, questionAnswer);
      await page.getByRole('switch', { name: 'Sound' }).waitFor();
      await expectNoSideScroll(page, `the first screen at ${width} px`);
      await shot('first-screen');
      expect(consoleErrors).toEqual([]);

      // The question's own speaker button plays it again (the page keeps the link: no second request).
      await page.locator('main').getByRole('button', { name: 'Listen: question 1' }).click();
      await expect.poll(() => endedCount(page, questionUrl), { timeout: 20_000 }).toBe(2);

      // Answer it; the feedback has a speaker button too.
      await page.locator('main').getByRole('radiogroup').first().getByRole('radio').nth(1).check();
      await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
      const feedbackButton = page.locator('main').getByRole('button', { name: 'Listen: how you did on question 1' });
      await feedbackButton.waitFor();
      await shot('feedback');
      const feedback = readAloudAsked(page, 'feedback');
      await feedbackButton.click();
      const feedbackAnswer = await feedback;
      expect(((await feedbackAnswer.json()) as { data: { text: string } }).data.text).toBe(juniorPhrases.right);
      await expectPlayed(page, feedbackAnswer);
      await page.locator('footer').getByRole('button', { name: 'Next' }).click();

      // Question 2, then a listening question whose choices are pictures: large picture tiles.
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Question 2' }).waitFor();
      await fillPage(main);
      await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
      await page.locator('footer').getByRole('button', { name: 'Next' }).click();
      const tiles = main.getByRole('radiogroup');
      await tiles.locator('img[src$="place-library.svg"]').waitFor();
      const tile = await tiles.locator('img').first().boundingBox();
      expect(tile?.height).toBeGreaterThanOrEqual(96);
      await expectNoSideScroll(page, `the picture question at ${width} px`);
      await shot('pictures');

      // The rest of the practice, then the celebration: stars for how the child did (decision 0833), the words that
      // go with them said aloud, the sound switch.
      const cheer = page.waitForResponse((r) => {
        if (!r.url().endsWith('/v1/readAloud') || r.request().method() !== 'POST') return false;
        const body = r.request().postDataJSON() as { kind: string; phrase?: string };
        return body.kind === 'phrase' && (body.phrase === 'celebrate' || body.phrase === 'practiceAgain');
      });
      await answerAll(page);
      const done = page.getByRole('dialog', { name: 'Well done! You finished the practice set.' });
      const stars = Number(
        (await done.getByRole('img', { name: /^[0-5] of 5 stars$/ }).getAttribute('aria-label'))![0],
      );
      await done.getByText(stars >= 3 ? juniorPhrases.celebrate : juniorPhrases.practiceAgain).waitFor();
      await expectPlayed(page, await cheer);
      expect(await done.getByText(/\/ 12|Overall level|%/).count()).toBe(0);
      await shot('celebration');
      const sound = done.getByRole('switch', { name: 'Sound' });
      await sound.click();
      expect(await sound.getAttribute('aria-checked')).toBe('false');
      await context.close();
      // The words are heard in real time (about half a minute of speech in all).
    });
  }
});
