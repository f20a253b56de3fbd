import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownAdult, type OwnAccount } from '../support/own-accounts';
import { launch, Pages, signInWithPin, storedSession } from './auth-support';

/**
 * Stored sessions in Chromium: a tampered token ends the session on the next API call, unless the
 * refresh cookie can renew it; single sign-on by link.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;

/** Changes one character in the middle of the stored token's payload. */
async function tamperToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('fluentia:session') ?? '{}') as { token: string };
    const [head = '', body = '', signature = ''] = session.token.split('.');
    const i = Math.floor(body.length / 2);
    const changed = body.slice(0, i) + (body[i] === 'A' ? 'B' : 'A') + body.slice(i + 1);
    session.token = [head, changed, signature].join('.');
    localStorage.setItem('fluentia:session', JSON.stringify(session));
  });
}

describe('sessions', () => {
  beforeAll(async () => {
    [browser, adult] = await Promise.all([launch(), ownAdult()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('a tampered token sends the visitor to / on the next API call, with the session cleared', async () => {
    const page = await pages.open(1280);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await tamperToken(page);
    await pages.current.clearCookies(); // no refresh cookie: nothing can renew the token
    await page.goto('/sso'); // validates the stored token: GET v1/validateuser
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await storedSession(page)).toBeNull();
  });

  it('renews a rejected token with the refresh cookie and carries on', async () => {
    const page = await pages.open(1280);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await tamperToken(page);
    const tampered = (await storedSession(page))?.token;
    await page.goto('/sso?return_path=%2Fhistory');
    await page.waitForURL((url) => url.pathname === '/history');
    const session = await storedSession(page);
    expect(session?.token).not.toBe(tampered);
    expect(session?.login_id).toBe(adult.loginId);
  });

  it('single sign-on: validates the token in the link, waits, then goes to the return path with its search string', async () => {
    const page = await pages.open(1280);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    const token = String((await storedSession(page))?.token);
    await page.evaluate(() => localStorage.clear());

    const started = Date.now();
    await page.goto(
      `/sso?token=${encodeURIComponent(token)}&return_path=${encodeURIComponent('/mycourse?course_id=3')}&unit=2`,
    );
    await page.getByRole('heading', { level: 1, name: 'Signing you in' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/mycourse');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(new URL(page.url()).search).toBe('?course_id=3&unit=2');
    expect(await storedSession(page)).toMatchObject({ login_id: adult.loginId, sso: '1' });
  });
});
