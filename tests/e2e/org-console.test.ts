import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEmail } from '../support/api-client';
import { chromiumPerFile } from '../support/browser';
import { expectNoSideScroll } from './attempt-support';
import { signInWithPin } from './auth-support';
import { orgAdminInConsole } from './org-admin-sign-in';

/**
 * An organisation's admin and its people, in Chromium (docs/organisations.md): the admin signs in on the
 * login page (PIN, then setting up an authenticator app), lands in the console, issues keys (shown in full
 * once, downloaded once as a CSV file); a new learner signs in with one on the login page; the admin finds
 * it used and revokes another key, whose holder is signed out and then refused. The organisation and its
 * admin are this file's own (made as `npm run org:create` and `org:admin` make them). Screenshots:
 * /tmp/org-console-*.png.
 */
const chromium = chromiumPerFile();

async function page(width: number): Promise<Page> {
  const context = await chromium.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

const shot = (p: Page, name: string) => p.screenshot({ path: `/tmp/org-console-${name}.png`, fullPage: true });

/** An admin of a new company signed in up to the console (the authenticator set up on the way). */
async function adminInConsole(width: number) {
  const signedIn = await orgAdminInConsole(chromium, width, { name: 'Kestrel Analytics', seats: 10 });
  await signedIn.page.getByRole('heading', { level: 1, name: 'Kestrel Analytics' }).waitFor();
  return signedIn;
}

describe("an organisation's admin hands out keys, sees them used and revokes one", () => {
  it('issues keys, a learner signs in with one, the admin sees it used and revokes another, whose holder is refused', async () => {
    const { page: admin } = await adminInConsole(1280);
    // The console's own menu, not the learner's shop.
    const menu = admin.getByRole('navigation', { name: 'Organisation menu' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Overview', 'Keys', 'People', 'Your profile']);
    expect(await admin.getByRole('link', { name: 'Buy a Course' }).count()).toBe(0);
    await admin.getByText('Left to issue', { exact: true }).waitFor();
    await shot(admin, 'overview-1280');

    await menu.getByRole('link', { name: 'Keys' }).click();
    await admin.getByLabel(/How many/).fill('3');
    await admin.getByRole('button', { name: 'Issue keys' }).click();
    const list = admin.getByRole('list', { name: 'New keys' });
    await list.waitFor();
    const keys = (await list.getByRole('listitem').allInnerTexts()).map((k) => k.trim());
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^FLU-[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    for (const key of keys) expect(csv).toContain(`"${key}"`);
    // Downloadable once: the button says so and stays pressed.
    expect(await admin.getByRole('button', { name: 'Downloaded' }).isDisabled()).toBe(true);
    await shot(admin, 'issued-1280');
    await admin.getByRole('button', { name: 'I have saved them' }).click();
    expect(await admin.getByText(keys[0]!).count()).toBe(0);

    // A new learner signs in with the first key on the login page; another has the second.
    const learner = await page(1280);
    const learnerId = freshEmail();
    await signInWithPin(learner, learnerId, keys[0]!);
    await learner.waitForURL(/\/(onboard|mydashboard)/);
    const holder = await page(375);
    const holderId = freshEmail();
    await signInWithPin(holder, holderId, keys[1]!.toLowerCase());
    await holder.waitForURL(/\/(onboard|mydashboard)/);

    // The admin sees the first key used, by whom; finds the second by its holder, and revokes it.
    await admin.reload();
    await admin.getByRole('button', { name: 'Used', exact: true }).click();
    const row = admin.getByRole('row', { name: new RegExp(learnerId.replace(/[.]/g, '\\.')) });
    await row.waitFor();
    expect(await row.innerText()).toContain(keys[0]!.slice(-4));
    await admin.getByRole('textbox', { name: 'Find a key or a holder' }).fill(holderId);
    await admin.getByRole('button', { name: 'Search' }).click();
    const holderRow = admin.getByRole('row', { name: new RegExp(holderId.replace(/[.]/g, '\\.')) });
    await holderRow.getByRole('button', { name: /^Revoke key/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revoke this key?' });
    expect(await dialog.innerText()).toContain(`${holderId} is signed out at once`);
    await shot(admin, 'revoke-1280');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await admin.getByText('Key revoked. Its holder keeps what they earned and loses access at once.').waitFor();
    await holderRow.getByText('Revoked').waitFor();

    // Its holder's next request is refused: the site sends them to sign in, and the key no longer signs in.
    await holder.reload();
    await holder.waitForURL((url) => url.pathname === '/');
    await signInWithPin(holder, holderId, keys[1]!);
    await holder
      .getByText('Your organisation has withdrawn this licence key. Please contact them for a new one.')
      .waitFor();
    await expectNoSideScroll(holder, 'the refusal at 375 px');
    await holder.screenshot({ path: '/tmp/org-console-refused-375.png' });
    // The first learner goes on learning.
    await learner.reload();
    await learner.waitForURL(/\/(onboard|mydashboard)/);

    // People: both joined; the one whose key was revoked has their access ended.
    await admin.getByRole('navigation', { name: 'Organisation menu' }).getByRole('link', { name: 'People' }).click();
    await admin.getByText(learnerId).waitFor();
    expect(await admin.getByRole('row', { name: new RegExp(holderId.replace(/[.]/g, '\\.')) }).innerText()).toContain(
      'Access ended',
    );
    await shot(admin, 'people-1280');
    for (const p of [admin, learner, holder]) await p.context().close();
  });

  it('fits a phone: the console at 375 px, its menu in the drawer', async () => {
    const { page: admin } = await adminInConsole(375);
    await expectNoSideScroll(admin, 'the overview at 375 px');
    await shot(admin, 'overview-375');
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await admin.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Keys' }).click();
    await admin.getByLabel(/How many/).fill('2');
    await admin.getByRole('button', { name: 'Issue keys' }).click();
    await admin.getByRole('list', { name: 'New keys' }).waitFor();
    await expectNoSideScroll(admin, 'the keys just issued at 375 px');
    await shot(admin, 'keys-375');
    await admin.getByRole('button', { name: 'I have saved them' }).click();
    await admin
      .getByRole('button', { name: /^Revoke key FLU-/ })
      .first()
      .waitFor();
    expect(await admin.getByRole('button', { name: /^Revoke key FLU-/ }).count()).toBe(2);
    await expectNoSideScroll(admin, 'the list of keys at 375 px');
    await shot(admin, 'key-list-375');
    await admin.context().close();
  });
});
