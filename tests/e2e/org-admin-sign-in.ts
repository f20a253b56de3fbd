import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newOrg, newOrgAdmin, type TestAdmin, type TestOrg } from '../support/orgs';
import { hashPin } from '../../functions/core/pins';
import { updateUser } from '../../functions/core/users';
import { signInWithPin } from './auth-support';
import { nextCode, setupKeyOn } from './coach-sign-in';

/**
 * An organisation's admin of a new organisation of the file's own, signed in on the login page as staff are
 * (PIN, then setting up an authenticator app) up to the console; the page accepts downloads (keys, cards, exports).
 */
export async function orgAdminInConsole(
  browser: { newContext(options?: BrowserContextOptions): Promise<BrowserContext> },
  width: number,
  org: Parameters<typeof newOrg>[0],
): Promise<{ test: TestOrg; admin: TestAdmin; page: Page }> {
  const pin = '582046';
  const test = await newOrg(org);
  const admin = await newOrgAdmin(test.org);
  await updateUser(admin.userId, { pinHash: await hashPin(pin) });
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInWithPin(page, admin.loginId, pin);
  await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
  const { code } = await nextCode({ secret: await setupKeyOn(page), lastStep: -1 });
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('6-digit code').press('Enter');
  await page.waitForURL(/\/org$/);
  return { test, admin, page };
}
