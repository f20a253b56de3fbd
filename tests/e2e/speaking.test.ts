import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AttemptData, ScoreData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { localBucketName } from '../../functions/data/buckets';
import { wavBytes } from '../../functions/speech/wav';
import { chromiumPerTest } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { TestClient } from '../support/api-client';
import { seededQuestions, stackData } from '../support/learners';
import { silentWav, spokenWav, uploadRecording } from '../support/speech';
import { rightSubmission } from '../support/attempts';
import { expectNoSideScroll } from './attempt-support';

/**
 * Spoken answers in Chromium with a fake microphone: Chromium plays a WAV made at test time with
 * flite as if it were the learner speaking. The offline engine (pocketsphinx) scores it. Each
 * recording needs its own browser, since the fake microphone's file is a launch flag.
 * Screenshots: /tmp/speech-*.png.
 */
const questions = seededQuestions();
const dir = mkdtempSync(join(tmpdir(), 'fluentia-mic-'));
const chromium = chromiumPerTest();

/** A long answer about something else (the topic check fails it). */
const OFF_TOPIC =
  'Last weekend I visited the old market near my home with my younger brother. We bought fresh mangoes, a small clay pot and two notebooks for school, and then we walked home slowly in the evening.';

/** Half a second of quiet, the speech, then a second of quiet: what a learner's recording sounds like. */
function padded(wav: Buffer): Buffer {
  const speech = new Int16Array(
    wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length - ((wav.length - 44) % 2)),
  );
  const out = new Int16Array(speech.length + 24_000);
  out.set(speech, 8_000);
  return wavBytes(out);
}

/**
 * A learner on `courseIds`, signed in in a browser whose microphone says `wav` (speaking answers on, as after the echo
 * test, unless `speechOff`).
 */
async function learnerWithMic(
  courseIds: number[],
  wav: Buffer,
  name: string,
  width = 1280,
  speechOff = false,
): Promise<MicPage> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner(courseIds, { speechOn: !speechOff });
  store.destroy();
  return micPage(learner, wav, name, width);
}

/** A browser signed in as `learner` whose microphone says `wav` (a new Chromium: the file is a launch flag). */
interface MicPage {
  page: Page;
  client: TestClient;
  seconds: number;
  learner: { token: string; userId: string };
}

async function micPage(
  learner: { token: string; userId: string },
  wav: Buffer,
  name: string,
  width = 1280,
): Promise<MicPage> {
  const file = join(dir, `${name}.wav`);
  const audio = padded(wav);
  writeFileSync(file, audio);
  const context = await chromium.newContext([`--use-file-for-fake-audio-capture=${file}`], {
    viewport: { width, height: 900 },
    permissions: ['microphone'],
  });
  const session = fakeSession({
    token: learner.token,
    login_user_id: learner.userId,
    username: 'Speaker',
    login_id: learner.userId,
  });
  await context.addInitScript((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(session));
  const page = await context.newPage();
  const client = new TestClient();
  client.token = learner.token;
  return { page, client, seconds: (audio.length - 44) / 32_000, learner };
}

/** Records every part of the question on screen, each for the length of the microphone's file. */
async function recordParts(main: Locator, seconds: number): Promise<void> {
  const names = await main
    .getByRole('group', { name: /^(Your answer|Word \d+ of \d+|Gap \d+)$/ })
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')!));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const part = main.getByRole('group', { name, exact: true });
    await part.getByRole('button', { name: 'Record' }).click();
    await part.getByText('Recording…').waitFor();
    await main.page().waitForTimeout(seconds * 1000);
    await part.getByRole('button', { name: 'Stop' }).click();
    await part.getByText('Recorded', { exact: true }).waitFor({ timeout: 15_000 });
  }
}

/** Starts the first quick-answers activity of course 683 by API and opens its first question. */
async function openDrill(page: Page, client: TestClient): Promise<AttemptData> {
  const attempt = (
    await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 683, element_id: 6831 })
  ).body.data.attempt;
  await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
  return attempt;
}

/**
 * What the page sent for live transcription: the sessions it opened, its posts to the bucket (the
 * parts and the WAV: a multipart body with a Blob is not readable here) and the recordings it submitted.
 */
function watchLive(page: Page) {
  const seen = { sessions: [] as string[], bucketPosts: 0, submitted: [] as string[] };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/v1/speechSession'))
      seen.sessions.push((request.postDataJSON() as { recording_id: string }).recording_id);
    else if (request.url().endsWith('/v1/submitAnswer'))
      seen.submitted = (request.postDataJSON() as { audio?: string[] }).audio ?? [];
    else if (new URL(request.url()).pathname.endsWith(`/${localBucketName('uploads')}`)) seen.bucketPosts++;
  });
  return seen;
}

/**
 * A known-text answer is aligned from its WAV at submit (decision 382): the page opened no live
 * session and posted no parts, only the WAV, and that WAV is the one submitted.
 */
function expectScoredFromWav(seen: ReturnType<typeof watchLive>): void {
  expect(seen.submitted).toHaveLength(1);
  expect(seen.sessions).toEqual([]);
  expect(seen.bucketPosts).toBe(1);
}

function firstQuestionSays(attempt: AttemptData): string {
  const q = questions.get(attempt.next_question[0]!.question_id)!;
  return (q.correct_answers ?? [])[0]!.split('|')[0]!;
}

// On 2026-12-08 these tests failed now and then, in full CI runs and once alone, where they had passed before: a right
// recording came back 'not sure', or the End-of-course test asked one spoken question, or five were not enough for a
// Speaking level. Each try is a new learner and a new sitting (the engine's choices are seeded by the attempt's id),
// so one more try is clean; why a sitting goes so is open (issue 43, spoken outcomes).
describe('speaking in the browser', { retry: 1 }, () => {
  it('a learner with speaking answers off takes the echo test when a speaking test starts, and YES turns them on', async () => {
    const { page, client } = await learnerWithMic([683], spokenWav('Hello, my name is Asha.'), 'echo', 1280, true);
    const attempt = (
      await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 683, element_id: 6831 })
    ).body.data.attempt;
    expect(attempt).toMatchObject({ check_mic: true, speech_test: true });
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    const dialog = page.getByRole('dialog', { name: 'Echo test' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Start recording' }).click();
    await dialog.getByRole('button', { name: 'YES' }).click({ timeout: 20_000 });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    expect((await client.get<{ speech_is_on: boolean }>('/v1/checkspeech')).body.data).toEqual({ speech_is_on: true });
  });

  it('the right answer, recorded and played back, scores high with few flagged words and the correct answer spoken', async () => {
    const said = questions.get(68301)!.correct_answers![0]!;
    const { page, client, seconds } = await learnerWithMic([683], spokenWav(said), 'right');
    const live = watchLive(page);
    const attempt = await openDrill(page, client);
    expect(firstQuestionSays(attempt)).toBe(said);
    // The audio device runs at its own rate, so this recording goes through the page's resampler to 16 kHz (decision
    // 279).
    expect(await page.evaluate(() => new AudioContext().sampleRate)).not.toBe(16_000);
    const main = page.locator('main');
    await main.getByRole('group', { name: 'Your answer' }).waitFor();
    await page.screenshot({ path: '/tmp/speech-question-1280.png', fullPage: true });
    await recordParts(main, seconds);
    expect(await main.locator('audio').count()).toBe(1); // playback before submitting
    await main.getByText('You have 3 chances to re-record.').waitFor();
    await page.screenshot({ path: '/tmp/speech-recorded-1280.png', fullPage: true });

    // The answer is held back a moment so the page's progress state can be seen while it is scored.
    await page.route('**/v1/submitAnswer', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ response });
    });
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    await page.locator('footer').getByRole('status').getByText('Scoring your spoken answer…').waitFor();
    const score = Number(await main.locator('[class*="speechNumber"]').textContent({ timeout: 20_000 }));
    expect(score).toBeGreaterThanOrEqual(70);
    expect(await main.locator('[data-testid="spoken-words"] mark').count()).toBeLessThanOrEqual(1);
    await main.getByLabel('Hear the correct answer').waitFor();
    await main.getByLabel('Your recording').waitFor();
    expectScoredFromWav(live);
    await page.screenshot({ path: '/tmp/speech-feedback-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page, 'spoken feedback at 375 px');
    await page.screenshot({ path: '/tmp/speech-feedback-375.png', fullPage: true });
  });

  it('a different sentence scores low and its words are flagged', async () => {
    const { page, client, seconds } = await learnerWithMic(
      [683],
      spokenWav('The weather in London is very cold and rainy today'),
      'wrong',
    );
    await openDrill(page, client);
    const main = page.locator('main');
    await recordParts(main, seconds);
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    const score = Number(await main.locator('[class*="speechNumber"]').textContent({ timeout: 20_000 }));
    expect(score).toBeLessThan(50);
    expect(await main.locator('[data-testid="spoken-words"] mark').count()).toBeGreaterThan(0);
    await main.getByText('Poor: please record it again').waitFor();

    // Poor must be recorded again: Next waits, the feedback offers the recorder, and the resent answer (is_retry)
    // replaces it.
    const next = page.locator('footer').getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.locator('footer').getByText('Record your answer again and send it before you go on.').waitFor();
    const retry = main.getByRole('region', { name: 'Record this answer again' });
    await recordParts(retry, seconds);
    await page.screenshot({ path: '/tmp/speech-retry-1280.png', fullPage: true });
    const resent = page.waitForResponse((r) => r.url().includes('/v1/submitAnswer') && r.request().method() === 'POST');
    await retry.getByRole('button', { name: 'Send again' }).click();
    expect(JSON.parse((await resent).request().postData() ?? '{}')).toMatchObject({ is_retry: true, is_audio: 'yes' });
    await retry.waitFor({ state: 'detached' });
    await main.getByText('Poor', { exact: true }).waitFor(); // the same sentence again: still poor, and nothing more is asked
    expect(await next.isDisabled()).toBe(false);
  });

  it('an answer the engine cannot tell says so in words, offers the recorder right there, and is never counted', async () => {
    // 'half past seven' for 'It's half past seven': neither clearly right nor clearly wrong to the engine.
    const { page, client, seconds } = await learnerWithMic([683], spokenWav('half past seven'), 'say-again');
    const attempt = (
      await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 683, element_id: 6831 })
    ).body.data.attempt;
    const first = await uploadRecording(client, spokenWav(firstQuestionSays(attempt)));
    const sent = await client.post<SubmitAnswerData>('/v1/submitAnswer', {
      attempt_id: attempt.attempt_id,
      question_id: attempt.next_question[0]!.question_id,
      is_audio: 'yes',
      audio: [first],
    });
    expect(sent.body.data.attempt.next_question[0]!.question_id).toBe(68302);
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    const main = page.locator('main');
    await recordParts(main, seconds);
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();

    await main.getByText('We could not tell whether you said it right. This does not count against you.').waitFor({
      timeout: 20_000,
    });
    expect(await main.locator('[data-verdict]').first().textContent()).toBe('Not sure');
    const next = page.locator('footer').getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    const retry = main.getByRole('region', { name: 'Say it again' });
    await retry.getByText('Record it once more before you go on').waitFor();
    await page.screenshot({ path: '/tmp/speech-say-again-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page, '“say it again” at 375 px');
    await page.screenshot({ path: '/tmp/speech-say-again-375.png', fullPage: true });

    // Said again and sent: the re-recording's marks are lower (spec 02 §9), so it passes, and nothing more is asked.
    await recordParts(retry, seconds);
    await retry.getByRole('button', { name: 'Send again' }).click();
    await retry.waitFor({ state: 'detached' });
    expect(await main.locator('[data-verdict]').first().getAttribute('data-verdict')).toBe('correct');
    expect(await main.getByTestId('spoken-unsure').count()).toBe(0);
    expect(await next.isDisabled()).toBe(false);
    await page.screenshot({ path: '/tmp/speech-said-again-375.png', fullPage: true });
  });

  it('silence is refused with “Please try recording again” and the question stays', async () => {
    const { page, client } = await learnerWithMic([683], silentWav(1.5), 'silence');
    await openDrill(page, client);
    const main = page.locator('main');
    await recordParts(main, 2.5);
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please try recording again', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
  });

  it('the End-of-course test asks its spoken questions, and a numeric Speaking level shows in the score panel', async () => {
    // A learner at about level 6: the written questions are answered through the API, right up to
    // level 6 and wrong above; every spoken one is recorded in the page, where the microphone says
    // the question's own sentence up to level 6 and another one above (exposure control means no
    // one spoken question is asked of everyone, so each gets a browser whose microphone says it).
    const other = questions.get(10046)!.correct_answers![0]!.split('|')[0]!;
    const start = await learnerWithMic([101], spokenWav(other), 'end-of-course', 1280);
    let { page } = start;
    const { client, learner } = start;
    page.on('dialog', (dialog) => void dialog.accept()); // leaving the timed test page between questions
    let current = (
      await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 101, element_id: 1010 })
    ).body.data.attempt;
    let recorded = 0;
    for (let guard = 0; guard < 40 && current.next_question.length; guard++) {
      const shown = current.next_question;
      if (shown.length === 1 && shown[0]!.spoken) {
        const own = questions.get(shown[0]!.question_id)?.correct_answers?.[0]?.split('|')[0];
        const says = own && shown[0]!.qlevel <= 6 ? own : other === own ? OFF_TOPIC : other;
        const mic = await micPage(learner, spokenWav(says), `end-of-course-${recorded}`, 1280);
        page = mic.page;
        const { seconds } = mic;
        page.on('dialog', (dialog) => void dialog.accept());
        await page.goto(`/test?attempt_id=${current.attempt_id}`);
        const main = page.locator('main');
        await main.getByRole('group', { name: 'Your answer' }).waitFor();
        await recordParts(main, seconds);
        const sent = page.waitForResponse(
          (r) => r.url().includes('/v1/submitAnswer') && r.request().method() === 'POST',
        );
        await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
        const body = (await (await sent).json()) as { status: boolean; message: string; data: SubmitAnswerData };
        expect(body.status, body.message).toBe(true);
        current = body.data.attempt;
        recorded++;
      } else {
        const wrong = shown[0]!.qlevel > 6;
        const body = rightSubmission(current.attempt_id, shown, { wrong });
        if (wrong && shown.length === 1 && shown[0]!.type === 'LA') body.user_answer = OFF_TOPIC; // long enough, about something else
        const answer = await client.post<SubmitAnswerData>('/v1/submitAnswer', body);
        expect(answer.body.status, answer.body.message).toBe(true);
        current = answer.body.data.attempt;
      }
    }
    expect(current.next_question).toEqual([]);
    expect(recorded).toBeGreaterThanOrEqual(3);
    const panel = (await client.get<ScoreData>('/v1/mystep')).body.data;
    const review = (
      await client.get<{
        items: Array<{ question: { domain: string; question_id: number }; answers: { score: number } }>;
      }>(`/v1/fetchattempt/${current.attempt_id}/1`)
    ).body.data;
    console.log(
      'answers',
      JSON.stringify(review.items.map((i) => [i.question.question_id, i.question.domain, i.answers.score])),
      'score panel',
      JSON.stringify(panel),
    );
    expect(panel.sLevel).toEqual(expect.any(Number));

    // The score panel as the learner sees it, with the Speaking level as a number out of 12.
    await page.goto('/mycourse?course_id=101');
    const score = page.getByRole('region', { name: 'Your Score' });
    const speaking = score.getByRole('progressbar', { name: 'Speaking level' });
    await speaking.waitFor();
    expect(await speaking.getAttribute('aria-valuetext')).toBe(`${panel.sLevel} / 12`);
    await page.screenshot({ path: '/tmp/speech-end-of-course-1280.png', fullPage: true });
  });
});
