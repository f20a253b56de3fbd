import type { Page } from 'playwright-core';
import { totpCode, totpStepAt } from '../../functions/identity/totp';
import { signInWithPin } from './auth-support';

/**
 * A coach's sign-in on the login page (not a test file): the PIN, then the authenticator step
 * (decision 570). The test plays the coach's authenticator app: on the first sign-in it reads the
 * setup key the page shows, as a person types it into an app, and keeps it on the coach (with the
 * last code's time step, since a step's code signs in once) for the next sign-in. The coach is a
 * test file's own (`ownCoach()`, tests/support/own-accounts.ts).
 */
export interface AuthenticatorApp {
  secret: string;
  lastStep: number;
}

export interface CoachLogin {
  loginId: string;
  pin: string;
  /** Set by the first sign-in, which sets the app up. */
  authenticator?: AuthenticatorApp;
}

/** The setup key shown on the page, without the spaces that group it. */
export async function setupKeyOn(page: Page): Promise<string> {
  return (await page.locator('code').innerText()).replace(/\s+/g, '');
}

/** The next code the app shows that no sign-in used yet (waiting for it when the last one was just used). */
export async function nextCode(app: AuthenticatorApp): Promise<{ code: string; step: number }> {
  const step = Math.max(totpStepAt(Date.now()), app.lastStep + 1);
  // The server takes one step either side of now: a later one is waited for.
  while (step > totpStepAt(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  app.lastStep = step;
  return { code: totpCode(app.secret, step), step };
}

/** Signs a coach in from `from` (the login page by default), authenticator step included. */
export async function signInAsCoach(page: Page, coach: CoachLogin, from = '/'): Promise<void> {
  await signInWithPin(page, coach.loginId, coach.pin, from);
  const setup = page.getByRole('heading', { name: 'Set up your authenticator app' });
  await setup.or(page.getByRole('heading', { name: 'Enter your authenticator code' })).waitFor();
  if (await setup.isVisible()) coach.authenticator = { secret: await setupKeyOn(page), lastStep: -1 };
  if (!coach.authenticator) throw new Error(`${coach.loginId} has an authenticator this test did not set up`);
  const { code } = await nextCode(coach.authenticator);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('6-digit code').press('Enter');
}
