import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo, launch, Pages, storedSession } from './auth-support';

/** Junior sign-in with pasted credentials, junior routing and logout, in Chromium. */
let browser: Browser;
const pages = new Pages(() => browser);

describe('junior sign-in', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('pre-fills both fields from pasted credentials, signs in to /junior/dashboard, and logs out to /junior/signin', async () => {
    const page = await pages.open(1280);
    await pages.current.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/junior/signin');
    await page.getByRole('heading', { level: 1, name: 'Junior sign in' }).waitFor();
    // What a parent copies from the child's card, pasted with the keyboard as a child would.
    await page.evaluate((text) => navigator.clipboard.writeText(text), `Username: ${demo.kabir.username}\nPIN: ${demo.kabir.pin}`);
    await page.getByLabel('Username').focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await page.getByLabel('Username').inputValue()).toBe(demo.kabir.username);
    expect(await page.getByLabel('PIN', { exact: true }).inputValue()).toBe(demo.kabir.pin);

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    await page.getByText(`Hello ${demo.kabir.name}`).waitFor();
    expect(await storedSession(page)).toMatchObject({ userType: 'w', login_id: demo.kabir.username });
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toEqual(['child_signin']);

    // A junior opening an adult page goes back to their own dashboard.
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/signin');
    expect(await storedSession(page)).toBeNull();
  });

  it("shows the spec's messages for empty fields", async () => {
    const page = await pages.open(768);
    await page.goto('/junior/signin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter Username').waitFor();
    await page.getByText('Please enter pin').waitFor();
  });
});
