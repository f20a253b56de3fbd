import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { totpCode, totpStepAt } from '../../functions/identity/totp';
import { baseUrl, signInWithPin } from './auth-support';

/**
 * The demo coach's sign-in on the login page (not a test file): the PIN, then the authenticator step
 * (decision 570). The test plays the coach's authenticator app: on the run's first sign-in it reads
 * the setup key the page shows, as a person types it into an app, and keeps it (with the last code's
 * time step, since a step's code signs in once) in a file of this stack's run for the later files.
 */
export const demoCoach = { loginId: 'meera.coach@example.com', pin: '135790', userId: 'demo-coach-meera' } as const;

interface AuthenticatorApp {
  secret: string;
  lastStep: number;
}

const appFile = () => path.join(os.tmpdir(), `fluentia-e2e-authenticator-${new URL(baseUrl).port}.json`);

/** The setup key shown on the page, without the spaces that group it. */
export async function setupKeyOn(page: Page): Promise<string> {
  return (await page.locator('code').innerText()).replace(/\s+/g, '');
}

/** The next code the app shows that no sign-in used yet (waiting for it when the last one was just used). */
export async function nextCode(app: AuthenticatorApp): Promise<{ code: string; step: number }> {
  const step = Math.max(totpStepAt(Date.now()), app.lastStep + 1);
  // The server takes one step either side of now: a later one is waited for.
  while (step > totpStepAt(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  return { code: totpCode(app.secret, step), step };
}

export function rememberApp(app: AuthenticatorApp): void {
  writeFileSync(appFile(), JSON.stringify(app));
}

/** Signs the demo coach in from `path` (the login page by default), authenticator step included. */
export async function signInAsDemoCoach(page: Page, from = '/'): Promise<void> {
  await signInWithPin(page, demoCoach.loginId, demoCoach.pin, from);
  const setup = page.getByRole('heading', { name: 'Set up your authenticator app' });
  await setup.or(page.getByRole('heading', { name: 'Enter your authenticator code' })).waitFor();
  const app: AuthenticatorApp = (await setup.isVisible())
    ? { secret: await setupKeyOn(page), lastStep: -1 }
    : (JSON.parse(readFileSync(appFile(), 'utf8')) as AuthenticatorApp);
  const { code, step } = await nextCode(app);
  rememberApp({ secret: app.secret, lastStep: step });
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('6-digit code').press('Enter');
}
