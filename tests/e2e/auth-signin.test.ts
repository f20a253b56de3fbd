import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newLicence } from '../support/accounts';
import { ownAdult, ownOrgLearner, type OwnAccount } from '../support/own-accounts';
import { codeSentTo, here, launch, Pages, signInWithPin, storedSession } from './auth-support';

/**
 * The login page, sign-up with its PIN, Google through the local provider page, and logout, in
 * Chromium against the whole local stack. Screenshots: /tmp/auth-login-1280.png,
 * /tmp/auth-login-768.png, /tmp/auth-login-errors.png, /tmp/auth-login-key-refused-{375,1280}.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;

describe('sign in on the login page', () => {
  beforeAll(async () => {
    [browser, adult] = await Promise.all([launch(), ownAdult()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('signs in with a PIN (Enter in the PIN field), lands on /mydashboard and the header greets', async () => {
    const page = await pages.open(1280);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.screenshot({ path: '/tmp/auth-login-1280.png' });
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.getByText(`Hello ${adult.name}`).waitFor();
    expect(await storedSession(page)).toMatchObject({ login_id: adult.loginId, sso: '1', userType: 'T' });
    const cookies = await pages.current.cookies();
    expect(cookies.find((c) => c.name === 'fl_rt')).toMatchObject({ httpOnly: true, path: '/v1/', sameSite: 'Strict' });
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toEqual(['web_signin']);
  });

  it('signs in with a licence key in the PIN field, and sends an existing account to its PIN first', async () => {
    const page = await pages.open(375);
    // An unused key is no way into someone's account: its owner signs in first, then adds the key.
    await signInWithPin(page, adult.loginId, await newLicence());
    await page
      .getByRole('alert')
      .getByText(
        'This login id already has an account. Please sign in with your PIN or an OTP, then add your licence key in Settings.',
      )
      .waitFor();
    expect(here(page)).toBe('/');
    await page.screenshot({ path: '/tmp/auth-login-key-refused-375.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: '/tmp/auth-login-key-refused-1280.png' });
    const org = await ownOrgLearner();
    await signInWithPin(page, org.loginId, org.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.getByText(`Hello ${org.name}`).waitFor();
  });

  it('at 768 px shows one column; validation and server messages appear where they belong', async () => {
    const page = await pages.open(768);
    await page.goto('/?pname=Gold%20Plan');
    await page.getByText('Sign in to buy Gold Plan').waitFor();
    await page.screenshot({ path: '/tmp/auth-login-768.png' });
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByText('Please enter a valid email or mobile number').waitFor();
    await page.getByText('Please enter your PIN').waitFor();
    expect(
      await page.getByLabel('Email, mobile number or Olympiad ID').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.screenshot({ path: '/tmp/auth-login-errors.png' });

    await page.getByLabel('Email, mobile number or Olympiad ID').fill('nobody@example.com');
    await page.getByLabel('PIN or licence key').fill('135790');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByRole('alert').waitFor();
    expect(here(page)).toBe('/?pname=Gold%20Plan');
  });

  it('a signed-out visitor sent to /?return_path=… goes there after signing in', async () => {
    const page = await pages.open(1280);
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/');
    expect(here(page)).toBe('/?return_path=%2Fsettings');
    await page.getByLabel('Email, mobile number or Olympiad ID').fill(adult.loginId);
    await page.getByLabel('PIN or licence key').fill(adult.pin);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
  });

  it("signs up ('Create an account'), verifies with the PIN from the outbox (VERIFY NOW) and goes on to onboarding", async () => {
    const page = await pages.open(1280);
    const email = `learner${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'New user' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByLabel('Email or mobile number').fill(email);
    await page.getByLabel('Full name (optional)').fill('Neha Shah');
    const since = Date.now();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your account' }).waitFor();
    await page.getByText('PIN sent to phone/email. Enter PIN to get started.').waitFor();
    expect(await page.getByRole('button', { name: 'Click here to resend PIN' }).count()).toBe(0);
    await page.getByLabel('PIN', { exact: true }).fill(await codeSentTo(email, since));
    await page.getByRole('button', { name: 'VERIFY NOW' }).click();
    // A new user goes on to onboarding (spec 01 §4), greeted as new although a name was given.
    await page.waitForURL((url) => url.pathname === '/onboard/step1');
    await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor();
    await page.getByText('Hello Neha Shah').waitFor();
  });

  it('signs in with Google through the local provider page', async () => {
    const page = await pages.open(1280);
    await page.goto('/?return_path=%2Fhistory');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/_local/social');
    await page.getByRole('heading', { name: /local stand-in/ }).waitFor();
    await page.getByRole('button', { name: /Continue as this Google user/ }).click();
    await page.waitForURL((url) => url.pathname === '/history');
    expect(new URL(page.url()).hash).toBe('');
    await page.getByText('Hello Riya Sharma').waitFor();
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toEqual(['web_signin']);
  });

  it('logs an adult out to /, with nothing of the session left', async () => {
    const page = await pages.open(1280);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fluentia:')))).toEqual([]);
    expect((await pages.current.cookies()).find((c) => c.name === 'fl_rt')).toBeUndefined();
  });
});
