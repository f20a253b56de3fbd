import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshPhone } from '../support/api-client';
import { ownAdult, ownOrgLearner, type OwnAccount } from '../support/own-accounts';
import { codeSentTo, launch, Pages, signInWithPin } from './auth-support';

/**
 * The account screens in Chromium against the whole local stack: a new user through onboarding,
 * the profile form's messages and mobile verification, and the installable site.
 * Screenshots for a person to look at: /tmp/accounts-*.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/accounts-${name}.png`, fullPage: true });

/** A new account by e-mail (/signup, PIN from the outbox); a new user lands on onboarding's step 1. */
async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email or mobile number').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify your account' }).waitFor();
  await page.getByLabel('PIN', { exact: true }).fill(await codeSentTo(email, since));
  await page.getByRole('button', { name: 'VERIFY NOW' }).click();
  await page.waitForURL((url) => url.pathname === '/onboard/step1');
}

const choose = (page: Page, question: string, answer: string) =>
  page.getByRole('group', { name: question }).getByText(answer, { exact: true }).click();
const next = (page: Page) => page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
const onStep = (page: Page, n: number) => page.getByText(`Step ${n} of 5`).waitFor();

describe('account screens', () => {
  beforeAll(async () => {
    [browser, adult] = await Promise.all([launch(), ownAdult()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('takes a new user from sign-up straight into onboarding: five steps, one save, the final page and a filled profile', async () => {
    const page = await pages.open(768);
    const email = freshEmail();
    await signUp(page, email);
    await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor();
    await next(page);
    await page.getByText('Your background is required').waitFor();
    await shot(page, 'onboarding-step1');
    await choose(page, 'Which of these describes you best?', 'Working Professional');
    await next(page);

    await onStep(page, 2);
    await choose(page, 'Are you a parent of a school-going child?', 'Yes');
    await page.getByLabel('Child 1 age').fill('10');
    await page.getByRole('button', { name: 'Add another child' }).click(); // left empty: not sent
    await next(page);

    await onStep(page, 3);
    await choose(page, 'Would you like course updates on WhatsApp?', 'Yes');
    await next(page);
    await page.getByText('Whatsapp number required').waitFor();
    const whatsapp = freshPhone();
    await page.getByLabel('WhatsApp number').fill(whatsapp);
    await next(page);

    await onStep(page, 4);
    await choose(page, 'Would you like news of your progress and new courses?', 'Yes');
    // Another account's phone: the save at the end sends the user back here.
    await page.getByLabel('Mobile number (optional)').fill((await ownOrgLearner()).loginId);
    await next(page);

    await onStep(page, 5);
    await page.getByLabel('Your full name').fill('Neha Kapoor');
    await next(page);
    await page.waitForURL((url) => url.pathname === '/onboard/step4');
    await page.getByText('Phone number exists for another user').waitFor();
    await shot(page, 'onboarding-taken');
    await page.getByLabel('Mobile number (optional)').fill('');
    await next(page);
    await onStep(page, 5);
    await next(page);

    await page.waitForURL((url) => url.pathname === '/onboard/final');
    await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor();
    await shot(page, 'onboarding-final');
    await page.getByRole('link', { name: 'Go to My Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.getByText('Hello Neha Kapoor').first().waitFor();

    // Everything was saved: the profile reads it back, and /onboard no longer starts over.
    await page.goto('/profile');
    await page.getByText('Ages 10').waitFor();
    expect(await page.getByText(whatsapp).count()).toBe(1);
    await page.goto('/onboard');
    await page.waitForURL((url) => url.pathname === '/mydashboard');
  });

  it('shows the profile form messages, and verifies a mobile number with the OTP from the outbox', async () => {
    const page = await pages.open(1280);
    await signUp(page, freshEmail());
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Account' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();

    await page.getByLabel('Full name').fill('Ravi 2');
    await page.getByLabel('Age', { exact: true }).fill('120');
    await page.getByLabel('Mobile number', { exact: true }).fill('5123456789');
    await page.getByLabel('E-mail', { exact: true }).fill('ravi@');
    await page.getByRole('group', { name: 'Are you a parent?' }).getByText('Yes', { exact: true }).click();
    await page.getByLabel('Child 1 age').fill('19');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Name should only contain alphabets',
      'Age should be less than 100',
      'Phone number is not valid',
      'Email id is not valid',
      'Please tell us about yourself',
      'Child age should be less than 18',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Full name').evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'profile-messages');

    const phone = freshPhone();
    await page.getByLabel('Mobile number', { exact: true }).fill(phone);
    const since = Date.now();
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await dialog.getByText('Please enter OTP.').waitFor();
    await dialog.getByLabel('OTP').fill(await codeSentTo(phone, since));
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Your mobile number is verified.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The same number again: already verified, said for a few seconds.
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Phone number already verified').waitFor();

    await page.getByLabel('Full name').fill('Ravi Verma');
    await page.getByLabel('Age', { exact: true }).fill('34');
    const newEmail = freshEmail();
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail);
    // A new e-mail is for messages, not a new way to sign in: the field says so.
    await page.getByText('We will write to this address. You still sign in as before.').waitFor();
    await shot(page, 'profile-email-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'profile-email-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Tell us about yourself').selectOption('Teacher/Trainer');
    await page.getByLabel('Child 1 age').fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Hello Ravi Verma').waitFor();
    await page.getByText(newEmail).first().waitFor(); // the read view shows the typed e-mail
  });

  it('settings and history show their states for a signed-in user', async () => {
    const page = await pages.open(1280);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.goto('/settings');
    await page.getByText(/Turn on Notifications to receive|You are currently subscribed to receive/).waitFor();
    await page.getByRole('link', { name: 'Log out of Fluentia' }).waitFor();
    await shot(page, 'settings');
    await page.getByRole('link', { name: 'History' }).first().click();
    await page.waitForURL((url) => url.pathname === '/history');
    await page.getByText('No Certificates Found').waitFor();
    await page.getByText('No Orders found').waitFor();
  });

  it('is installable: a web app manifest, and a service worker in the production build', async () => {
    const page = await pages.open(1280);
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
      icons: Array<{ sizes: string }>;
      start_url: string;
      display: string;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png'])
      expect((await page.request.get(icon)).status()).toBe(200);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(script ?? '').pathname).toBe('/sw.js');
    // The API is never served from the worker's caches: a call still answers live.
    expect(await page.evaluate(async () => (await fetch('/v1/health')).headers.get('cache-control'))).toBe('no-store');
  });
});
