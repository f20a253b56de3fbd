import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownParent } from '../support/own-accounts';
import { codeSentTo, launch, Pages, storedSession } from './auth-support';

/**
 * Parent sign-in and sign-up by OTP, read from the local outbox, in Chromium against the whole
 * local stack. Screenshot: /tmp/auth-otp.png (the OTP screen while its countdown runs).
 */
let browser: Browser;
const pages = new Pages(() => browser);
let parent: Awaited<ReturnType<typeof ownParent>>;

describe('parent OTP sign-in and sign-up', () => {
  beforeAll(async () => {
    [browser, parent] = await Promise.all([launch(), ownParent()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('signs a parent in with the OTP from the outbox, and logs them out to /parent/login', async () => {
    const page = await pages.open(1280);
    await page.goto('/parent/login');
    await page.getByLabel('Mobile number or e-mail').fill(parent.phone);
    const since = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify OTP' }).waitFor();
    await page.getByText('OTP sent successfully.').waitFor();
    await page.getByText(/You can ask for a new OTP in/).waitFor();
    await page.screenshot({ path: '/tmp/auth-otp.png' });

    const otp = page.getByLabel('OTP', { exact: true });
    await otp.fill(await codeSentTo(parent.phone, since));
    await otp.press('Enter');
    await page.waitForURL((url) => url.pathname === '/parent/dashboard');
    await page.getByText(`Hello ${parent.name}`).waitFor();
    expect(await storedSession(page)).toMatchObject({ userType: 'k', login_id: parent.phone });

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/login');
    expect(await storedSession(page)).toBeNull();
  });

  it('signs a new parent up through the 30-second countdown: Resend OTP appears, restarts it, and the newest OTP works', async () => {
    const page = await pages.open(1280);
    await page.clock.install();
    const phone = `98${String(Date.now()).slice(-8)}`;
    await page.goto('/parent/signup');
    await page.getByLabel('Your name').fill('Anita Desai');
    await page.getByLabel('Mobile number or e-mail').fill(phone);
    const firstSent = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify OTP' }).waitFor();
    await codeSentTo(phone, firstSent);

    const resend = page.getByRole('button', { name: 'Resend OTP' });
    expect(await resend.count()).toBe(0);
    await page.clock.fastForward(29_000);
    await page.getByText('You can ask for a new OTP in 1 second.').waitFor();
    expect(await resend.count()).toBe(0);
    await page.clock.fastForward(1_500);
    await resend.waitFor();

    // The server keeps its own 30-second wait on the real clock: let it pass before asking again.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstSent + 31_000 - Date.now())));
    const secondSent = Date.now();
    await resend.click();
    await page.getByText('You can ask for a new OTP in 30 seconds.').waitFor();
    expect(await resend.count()).toBe(0);

    await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone, secondSent));
    await page.getByRole('button', { name: 'Submit OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/dashboard');
    await page.getByText('Hello Anita Desai').waitFor();
  });

  it('goes back from the OTP screen to change the phone number, keeping what was typed', async () => {
    const page = await pages.open(768);
    await page.goto('/parent/login');
    await page.getByLabel('Mobile number or e-mail').fill('9898989898');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Change phone number or e-mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Parent sign in' }).waitFor();
    expect(await page.getByLabel('Mobile number or e-mail').inputValue()).toBe('9898989898');
  });
});
