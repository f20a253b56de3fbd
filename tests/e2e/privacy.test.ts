import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unzipSync } from 'fflate';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { useLocalStackDirectly } from '../support/direct-env';
import { signUp } from '../support/accounts';
import { eventsSince, type StoredEvent } from './analytics-support';
import { baseUrl, codeSentTo, launch, newParent, Pages, signInWithPin } from './auth-support';
import { ageLastSend, freshEmail } from '../support/api-client';

useLocalStackDirectly();
const { buildDueExports } = await import('../../functions/privacy/export-build');
vi.setConfig({ testTimeout: 240_000 });

/**
 * Children's data in Chromium (decisions 0800-0804): the privacy page from sign-up; a parent adds a
 * child under the notice, downloads its data, deletes and restores it; a junior's pages load nothing
 * from another site and what they count names no child. Screenshots: /tmp/privacy-*.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/privacy-${name}.png`, fullPage: true });

describe('children’s data', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  for (const width of [1280, 375]) {
    it(`a parent reads the notice, adds a child, downloads its data, deletes and restores it (${width} px)`, async () => {
      const page = await pages.open(width);
      await page.goto('/parent/signup');
      await page.getByRole('link', { name: 'privacy notice' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your privacy and your child’s' }).waitFor();
      await page.getByRole('cell', { name: /days after the answer is scored/ }).waitFor();
      await shot(page, `page-${width}`);

      await newParent(page, 'Nisha Rao');
      await page.getByRole('button', { name: 'Add a child' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a child' });
      await dialog.getByRole('heading', { name: 'Your child’s privacy' }).waitFor();
      expect(await dialog.getByRole('link', { name: 'Read the full privacy notice' }).getAttribute('href')).toBe(
        '/privacy',
      );
      await dialog.getByLabel("Child's name").fill('Tara Rao');
      await dialog.getByLabel('Class').selectOption('4');
      await shot(page, `add-child-${width}`);
      await dialog.getByRole('button', { name: 'Add child' }).click();
      await page.getByRole('article', { name: 'Tara Rao' }).waitFor();

      const panel = page.getByRole('region', { name: 'Your children’s data' });
      await panel.getByText(/You agreed on/).waitFor();
      await panel.getByRole('button', { name: 'Download Tara Rao’s data' }).click();
      await panel.getByText('Preparing your download…').waitFor();
      await buildDueExports(); // the export job's run (every minute on AWS)
      const link = panel.getByRole('link', { name: 'Download Tara Rao’s data (ZIP)' });
      await link.waitFor({ timeout: 30_000 });
      const zip = unzipSync(new Uint8Array(await (await fetch((await link.getAttribute('href'))!)).arrayBuffer()));
      expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'consent.json']));
      await shot(page, `parent-${width}`);

      await page.getByRole('button', { name: 'Delete Tara Rao' }).click();
      await page
        .getByRole('dialog', { name: /Delete Tara Rao/ })
        .getByText(/For 7 days you can restore them/)
        .waitFor();
      await page
        .getByRole('dialog', { name: /Delete Tara Rao/ })
        .getByRole('button', { name: 'Delete' })
        .click();
      await panel.getByText(/Tara Rao was deleted\. Everything about them is erased on/).waitFor();
      await shot(page, `deleted-${width}`);
      await panel.getByRole('button', { name: 'Restore Tara Rao' }).click();
      await page.getByText('Tara Rao was restored.').waitFor();
      await page.getByRole('article', { name: 'Tara Rao' }).waitFor();
    });
  }

  it('an adult downloads their data, deletes the account with a code, signs in again and keeps it', async () => {
    const page = await pages.open(375);
    const email = freshEmail();
    await page.goto('/signup');
    await page.getByLabel('Email or mobile number').fill(email);
    let since = Date.now();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your account' }).waitFor();
    const pin = await codeSentTo(email, since);
    await page.getByLabel('PIN', { exact: true }).fill(pin);
    await page.getByRole('button', { name: 'VERIFY NOW' }).click();
    await page.waitForURL((url) => url.pathname === '/onboard/step1');

    await page.goto('/settings');
    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'Download my data' }).click();
    await data.getByText('Preparing your download…').waitFor();
    await buildDueExports();
    await data.getByRole('link', { name: 'Download my data (ZIP)' }).waitFor({ timeout: 30_000 });

    const card = page.getByRole('region', { name: 'Delete my account' });
    await ageLastSend(email); // the sign-up's PIN went out seconds ago: as if the 30-second wait had passed
    since = Date.now();
    await card.getByRole('button', { name: 'Delete my account…' }).click();
    await card.getByText(/We sent a code to l\*\*\*@example\.com/).waitFor();
    await shot(page, 'settings-375');
    await card.getByLabel('Code').fill(await codeSentTo(email, since));
    await card.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/logout');

    await signInWithPin(page, email, pin);
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto('/settings');
    await card.getByText(/Your account is set to be deleted on/).waitFor();
    await shot(page, 'keep-375');
    await card.getByRole('button', { name: 'Keep my account' }).click();
    await card.getByRole('button', { name: 'Delete my account…' }).waitFor();
  });

  it('a junior’s pages load no third-party script, and their events name no child', async () => {
    const parent = await signUp({ parentName: 'Meena Iyer' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Ishaan Iyer', child_grade: '6', child_avatar: 3 })
    ).body.data.child as ChildProfile;
    const since = new Date().toISOString();
    const page = await pages.open(375);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));

    const signInPage = await page.goto('/junior/signin');
    const csp = (await signInPage!.allHeaders())['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$| 'unsafe-inline';)/); // the site's own scripts only
    await page.getByLabel('Username').fill(child.child_user_name);
    await page.getByLabel('PIN').fill(child.child_pin!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Hello Ishaan Iyer/ }).waitFor();
    await shot(page, 'junior-375');
    await page.close({ runBeforeUnload: true }); // the events leave in a beacon when the tab goes

    const site = new URL(baseUrl).origin;
    const scripts = requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).origin);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((origin) => origin !== site)).toEqual([]);
    const hosts = new Set(requests.map((r) => new URL(r.url()).hostname));
    expect([...hosts].filter((h) => h !== '127.0.0.1' && h !== 'localhost')).toEqual([]);

    let events: StoredEvent[] = [];
    for (let tries = 0; tries < 100 && !events.some((e) => e.event === 'child_signin'); tries += 1) {
      events = await eventsSince(since);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const childSignIn = events.find((e) => e.event === 'child_signin');
    expect(childSignIn).toMatchObject({ page: '/junior/signin', params: {} });
    const sent = JSON.stringify(events);
    for (const secret of [child.child_id, child.child_user_name, 'Ishaan', child.child_pin!, parent.loginId])
      expect(sent).not.toContain(secret);
  });
});
