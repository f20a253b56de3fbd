import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsSince, type StoredEvent } from './analytics-support';
import { ownAdult, type OwnAccount } from '../support/own-accounts';
import { launch, Pages, signInWithPin } from './auth-support';

/**
 * Analytics that arrive somewhere (ADR 0560): a sign-in's `web_signin` event leaves the browser in
 * a batch (here when the tab is closed: sendBeacon on page hide) and appears on the local outbox
 * page under "Analytics events". Files running beside this one sign in too: this page's clock starts a day or two
 * back, so its event is told from theirs by its time. Screenshot: /tmp/analytics-outbox-1280.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;

describe('analytics events', () => {
  beforeAll(async () => {
    [browser, adult] = await Promise.all([launch(), ownAdult()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('sends the sign-in event when the tab closes, and the outbox page lists it', async () => {
    const since = new Date().toISOString();
    const page = await pages.open(1280);
    const clockStart = Date.now() - 86_400_000 - randomInt(86_400_000);
    await pages.current.clock.install({ time: clockStart });
    const ours = (e: StoredEvent) => Date.parse(e.at) >= clockStart && Date.parse(e.at) < clockStart + 3_600_000;
    await page.goto('/');
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.close({ runBeforeUnload: true });
    // The beacon is on its way when the tab is gone; wait for it to be stored (a condition, not a time).
    let signIns: StoredEvent[] = [];
    for (let tries = 0; tries < 100 && !signIns.length; tries += 1) {
      signIns = (await eventsSince(since)).filter((e) => e.event === 'web_signin' && ours(e));
      if (!signIns.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(signIns[0]).toMatchObject({ event: 'web_signin', params: { method: 'pin' } });

    const outbox = await pages.open(1280);
    await outbox.goto('/_local/outbox#analytics');
    await outbox.getByRole('heading', { name: 'Analytics events' }).waitFor();
    await outbox.getByRole('cell', { name: 'web_signin' }).first().waitFor();
    await outbox.locator('#analytics').scrollIntoViewIfNeeded();
    await outbox.screenshot({ path: '/tmp/analytics-outbox-1280.png' });
  });
});
