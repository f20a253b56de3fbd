import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownJunior, type OwnAccount } from '../support/own-accounts';
import { launch, Pages, storedSession } from './auth-support';

/** Junior sign-in with pasted credentials, junior routing and logout, in Chromium. */
let browser: Browser;
const pages = new Pages(() => browser);
let kabir: OwnAccount;

describe('junior sign-in', () => {
  beforeAll(async () => {
    [browser, kabir] = await Promise.all([launch(), ownJunior()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('pre-fills both fields from pasted credentials, signs in to /junior/dashboard, and logs out to /junior/signin', async () => {
    const page = await pages.open(1280);
    await pages.current.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/junior/signin');
    await page.getByRole('heading', { level: 1, name: 'Junior sign in' }).waitFor();
    // What a parent copies from the child's card, pasted with the keyboard as a child would.
    await page.evaluate((text) => navigator.clipboard.writeText(text), `Username: ${kabir.loginId}\nPIN: ${kabir.pin}`);
    await page.getByLabel('Username').focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await page.getByLabel('Username').inputValue()).toBe(kabir.loginId);
    expect(await page.getByLabel('PIN', { exact: true }).inputValue()).toBe(kabir.pin);

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    await page.getByRole('heading', { name: `Hello ${kabir.name}!` }).waitFor(); // the dashboard's greeting (the header says it too, without the mark)
    expect(await storedSession(page)).toMatchObject({ userType: 'w', login_id: kabir.loginId });
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toEqual(['child_signin']);

    // A junior opening an adult page goes back to their own dashboard.
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/signin');
    expect(await storedSession(page)).toBeNull();
  });

  it('renews a rejected token with the junior’s own refresh cookie, which is replaced as it is used', async () => {
    const page = await pages.open(375);
    await page.goto('/junior/signin');
    await page.getByLabel('Username').fill(kabir.loginId);
    await page.getByLabel('PIN', { exact: true }).fill(kabir.pin);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    const refreshCookie = async () => (await pages.current.cookies()).find((c) => c.name === 'fl_rt');
    const first = await refreshCookie();
    expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/' });
    expect(first?.value.startsWith('fls1.')).toBe(true); // the product's own session, not Cognito's

    // The stored token no longer passes (as after an hour asleep): the next call renews it and the page carries on.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('fluentia:session') ?? '{}') as { token: string };
      session.token = session.token.slice(0, -4) + (session.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      localStorage.setItem('fluentia:session', JSON.stringify(session));
    });
    const rejected = (await storedSession(page))?.token;
    await page.reload();
    await page.getByRole('heading', { name: `Hello ${kabir.name}!` }).waitFor();
    await page.waitForFunction(
      (old) => JSON.parse(localStorage.getItem('fluentia:session') ?? '{}').token !== old,
      rejected,
    );
    expect(new URL(page.url()).pathname).toBe('/junior/dashboard');
    const second = await refreshCookie();
    expect(second?.value.startsWith('fls1.')).toBe(true);
    expect(second?.value).not.toBe(first?.value);
  });

  it("shows the spec's messages for empty fields", async () => {
    const page = await pages.open(768);
    await page.goto('/junior/signin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter Username').waitFor();
    await page.getByText('Please enter pin').waitFor();
  });
});
