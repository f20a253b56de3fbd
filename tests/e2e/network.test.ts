import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AttemptData } from '#shared/api/contract-assessment';
import * as keys from '../../functions/data/keys';
import { TestClient } from '../support/api-client';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { getItem, partition } from '../support/table';
import { expectNoSideScroll, fillPage } from './attempt-support';

/**
 * A learner's timed test through a bad network in Chromium (decisions 0370–0379):
 * answers refused by an overloaded service (503, then 429) are sent again under their key while the
 * page says it is reconnecting; an answer given during a 12-second outage is saved on the device,
 * survives a reload without a connection, and is sent when the connection returns, with the time it
 * waited given back; a reload offline with no copy of the page shows the offline state. The server's
 * own records prove nothing was lost or doubled. Screenshots: /tmp/network-*.png at 1280 and 375 px.
 */
const chromium = chromiumPerFile();
const OUTAGE_MS = 12_000;

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `/tmp/network-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 860 });
  await expectNoSideScroll(page, `${name} at 375 px`);
  await page.screenshot({ path: `/tmp/network-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
};

async function learnerInFinalTest(): Promise<{
  context: BrowserContext;
  page: Page;
  client: TestClient;
  userId: string;
  attempt: AttemptData;
}> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner([101]);
  store.destroy();
  const context = await chromium.newContext({ viewport: { width: 1280, height: 860 } });
  const session = fakeSession({
    token: learner.token,
    login_user_id: learner.userId,
    username: 'Ravi',
    login_id: learner.userId,
  });
  await context.addInitScript(
    (value) => localStorage.getItem('fluentia:session') ?? localStorage.setItem('fluentia:session', value),
    JSON.stringify(session),
  );
  const client = new TestClient();
  client.token = learner.token;
  // The 25-minute End-of-course test of course 101: timed by the server.
  const attempt = (
    await client.post<{ attempt: AttemptData }>('/v1/startAttempt', { course_id: 101, element_id: 1010 })
  ).body.data.attempt;
  const page = await context.newPage();
  return { context, page, client, userId: learner.userId, attempt };
}

/** The service worker controls the page and holds every file the page loaded (so a reload offline opens it). */
async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const cache = await caches.open('fluentia-assets-v1');
      const files = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/'));
      for (const file of files) if (!(await cache.match(file))) return false;
      return (await caches.match('/index.html')) !== undefined;
    },
    undefined,
    { polling: 250, timeout: 20_000 },
  );
}

/**
 * The connection goes (or comes back). Chromium's offline emulation lets a request through in the
 * first moments of a reloaded document, which a real outage never does: the API is cut at the
 * context's router too, so nothing reaches the server while "offline".
 */
const cut = (route: Route) => route.abort('internetdisconnected');
async function outage(context: BrowserContext, on: boolean): Promise<void> {
  if (on) {
    await context.route('**/v1/**', cut);
    await context.setOffline(true);
  } else {
    await context.unroute('**/v1/**', cut);
    await context.setOffline(false);
  }
}

const answersOf = async (userId: string, attemptId: string) =>
  (await partition(`USER#${userId}`)).filter((i) => String(i.sk).startsWith(`ATTEMPT#${attemptId}#A#`));

/** The test's clock in the header (a spoken question has a recorder's timer too). */
const clock = (page: Page) => page.locator('header').getByRole('timer');
const counter = (page: Page) =>
  page
    .locator('footer')
    .getByText(/ of \d+ questions$/)
    .textContent();
const seconds = (clock: string) => {
  const [m, s] = clock.trim().split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

/** Fills the page shown (or skips a spoken question) and presses its button; does not wait. */
async function answer(page: Page): Promise<void> {
  const footer = page.locator('footer');
  const skip = footer.getByRole('button', { name: 'Skip' });
  if ((await skip.count()) > 0) return skip.click();
  const button = footer.getByRole('button', { name: /^(Submit|Next)$/ });
  await button.waitFor();
  if ((await button.textContent())?.trim() === 'Submit') await fillPage(page.locator('main'));
  await button.click();
}

async function nextPage(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction(
    (text) =>
      document.querySelector('dialog[open]') !== null || document.querySelector('footer p')?.textContent !== text,
    before,
    { timeout: 30_000 },
  );
}

describe('the test page under a bad network', () => {
  it('loses and doubles no answer through 503s, 429s and a 12-second outage with a reload; says it is reconnecting; gives the waiting time back', async () => {
    const { context, page, client, userId, attempt } = await learnerInFinalTest();
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    await clock(page).waitFor();
    await offlineReady(page);

    // 1. An ordinary answer.
    let before = await counter(page);
    await answer(page);
    await nextPage(page, before);

    // 2. The service is overloaded: a 503, then a 429 (held while we look), then the answer lands.
    const keysSent: string[] = [];
    let releaseThrottle: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseThrottle = resolve));
    await page.route('**/v1/submitAnswer', async (route: Route) => {
      keysSent.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (keysSent.length === 1)
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service Unavailable"}',
        });
      if (keysSent.length === 2) {
        await held;
        return route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too Many Requests"}' });
      }
      return route.continue();
    });
    before = await counter(page);
    await answer(page);
    const reconnecting = page.getByText('Reconnecting…', { exact: true });
    await reconnecting.waitFor();
    expect(await page.locator('[data-connection="reconnecting"]').textContent()).toContain(
      'Your answer is saved on this device.',
    );
    expect(await page.getByText(/^Oops/).count()).toBe(0);
    await page
      .getByRole('region', { name: 'Connection' })
      .getByText('Saved on this device, waiting to be sent')
      .waitFor();
    await shot(page, 'reconnecting');
    releaseThrottle();
    await nextPage(page, before);
    await reconnecting.waitFor({ state: 'detached' });
    expect(keysSent.length).toBe(3);
    expect(new Set(keysSent).size).toBe(1);
    await page.unroute('**/v1/submitAnswer');

    const itemKey = keys.attempt(userId, attempt.attempt_id);
    const creditGiven = async () =>
      (await getItem<{ timeCreditMs?: number }>(itemKey.pk, itemKey.sk))?.timeCreditMs ?? 0;

    // 3. The connection goes for 12 s. The learner answers anyway; the answer waits on the device.
    const sent: Request[] = [];
    page.on('request', (r) => r.url().endsWith('/v1/submitAnswer') && sent.push(r));
    // Every API request from here on, so a failure says which one reached the server and when.
    const trace: string[] = [];
    const outageStarted = Date.now();
    const note = (what: string) => (r: Request) =>
      r.url().includes('/v1/') &&
      trace.push(`${Date.now() - outageStarted} ms ${what} ${r.method()} ${new URL(r.url()).pathname}`);
    context.on('request', note('sent'));
    context.on('requestfailed', note('failed'));
    context.on('requestfinished', note('answered'));
    await outage(context, true);
    await page.getByText('App is Offline', { exact: true }).waitFor();
    await page.getByText('You are offline.', { exact: true }).waitFor();
    before = await counter(page);
    const number = Number((before ?? '').split(' ')[0]);
    const creditBefore = await creditGiven();
    const pressedAt = Date.now();
    trace.push(`${pressedAt - outageStarted} ms the learner answers question ${number}`);
    await answer(page);
    const panel = page.getByRole('region', { name: 'Connection' });
    await panel.getByText(`Question ${number}`, { exact: true }).waitFor();
    const clockAtPress = seconds(await clock(page).innerText());
    expect(await clock(page).getAttribute('aria-label')).toMatch(/stopped while your answer waits$/);
    await panel.getByText(/^The clock is stopped while your answer waits/).waitFor();
    await shot(page, 'offline-waiting');

    // A reload without a connection: the app comes from the service worker, the page from the device.
    trace.push(`${Date.now() - outageStarted} ms reload`);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await clock(page).waitFor();
    await page.getByRole('region', { name: 'Connection' }).getByText(`Question ${number}`, { exact: true }).waitFor();
    expect(await page.getByText(/^Oops/).count()).toBe(0);
    await shot(page, 'offline-reloaded');
    await page.waitForTimeout(Math.max(0, OUTAGE_MS - (Date.now() - pressedAt)));
    // Questions only: an instruction page the engine showed earlier is recorded too, but not numbered.
    const onServer = (await answersOf(userId, attempt.attempt_id)).filter((a) => !a.instruction);
    expect(
      onServer,
      [
        ...trace,
        `on the server: ${onServer.map((a) => `${String(a.questionId)} at ${String(a.answeredAt ?? '?')}`).join(', ')}`,
      ].join('\n'),
    ).toHaveLength(number - 1); // nothing reached the server
    // The clock stood still all along (it may show a second less: it was read mid-second).
    expect(seconds(await clock(page).innerText())).toBeGreaterThanOrEqual(clockAtPress - 1);

    const delivered = page.waitForResponse((r) => r.url().endsWith('/v1/submitAnswer'));
    await outage(context, false);
    const response = await delivered;
    const after = (await response.json()) as { data: { attempt: AttemptData } };
    await page.getByRole('region', { name: 'Connection' }).waitFor({ state: 'detached' });
    expect(sent).toHaveLength(1); // nothing left the device while it was offline
    const pauseTime = (sent[0]!.postDataJSON() as { pause_time: number }).pause_time;
    expect(pauseTime).toBeGreaterThanOrEqual(clockAtPress - 1);
    // The time it waited was given back: the server's clock shows what the learner's did at the press.
    expect(after.data.attempt.time_remaining).toBeGreaterThanOrEqual(pauseTime - 2);
    // Whole seconds on both sides: up to 2 s of it may be rounded away, never more given than waited.
    const given = (await creditGiven()) - creditBefore;
    expect(given).toBeGreaterThanOrEqual(OUTAGE_MS - 2_500);
    expect(given).toBeLessThanOrEqual(Date.now() - pressedAt);
    const clockAfter = seconds(await clock(page).innerText());
    expect(clockAfter).toBeGreaterThanOrEqual(clockAtPress - 3);

    // 4. A reload offline on a device without the page's copy: the offline state, then the test.
    await outage(context, true);
    await page.evaluate(() => localStorage.removeItem('fluentia:attempt-snapshots'));
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByText('App is Offline', { exact: true }).waitFor();
    expect(await page.getByText(/^Oops/).count()).toBe(0);
    await shot(page, 'offline-state');
    await outage(context, false);
    await clock(page).waitFor();

    // 5. To the end, then the server's record: every answer once.
    for (let step = 0; step < 20 && !(await page.locator('dialog[open]').count()); step++) {
      before = await counter(page);
      await answer(page);
      await nextPage(page, before);
    }
    await page.getByRole('dialog', { name: 'Great! You finished the activity.' }).waitFor();
    const items = await partition(`USER#${userId}`);
    const answers = await answersOf(userId, attempt.attempt_id);
    const record = items.find((i) => i.sk === `ATTEMPT#${attempt.attempt_id}`) as
      { answeredIds: number[]; status: string } | undefined;
    expect(record?.status).toBe('graded');
    expect(answers.map((a) => a.questionId).sort()).toEqual([...(record?.answeredIds ?? [])].sort());
    expect(new Set(answers.map((a) => a.questionId)).size).toBe(answers.length);
    expect(answers.length).toBeGreaterThanOrEqual(4);
    const review = await client.get<{ items: unknown[] }>(`/v1/fetchattempt/${attempt.attempt_id}/1`);
    expect(review.body.status).toBe(true);
    await context.close();
  });
});
