import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { cardLogins } from '../support/login-cards';
import { freshName } from '../support/orgs';
import { answerAll, expectNoSideScroll } from './attempt-support';
import { orgAdminInConsole } from './org-admin-sign-in';

/**
 * A school's coordinator registers a class, in Chromium (docs/organisations.md, "Classes"): signs in,
 * adds Class 6 C, downloads the template, uploads a file of 30 children with two bad rows, reads the
 * preview, fixes the file and uploads it again, confirms the parents' consent, registers and gets the
 * login cards; a child signs in on the junior page with one card and sits a practice set; the coordinator sees
 * the result in the class's results and exports them. The school and its coordinator are this file's own.
 * Screenshots: /tmp/school-classes-*.png.
 */
const chromium = chromiumPerFile();

async function page(width: number): Promise<Page> {
  const context = await chromium.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

const shot = (p: Page, name: string) => p.screenshot({ path: `/tmp/school-classes-${name}.png`, fullPage: true });

async function coordinatorInConsole(width: number): Promise<Page> {
  return (await orgAdminInConsole(chromium, width, { name: 'Lotus Valley School', kind: 'school' })).page;
}

const csv = (rows: string[]) => Buffer.from(['name,class,section', ...rows].join('\r\n') + '\r\n', 'utf8');

async function choose(p: Page, rows: string[]) {
  await p
    .getByLabel('Class file (CSV)')
    .setInputFiles({ name: 'class-6c.csv', mimeType: 'text/csv', buffer: csv(rows) });
}

describe("a school's coordinator registers a class", () => {
  it('adds a class, registers it from a file with two bad rows fixed, a child sits a practice set with a card, and the results export', async () => {
    const coordinator = await coordinatorInConsole(1280);
    const menu = coordinator.getByRole('navigation', { name: 'Organisation menu' });
    await menu.getByRole('link', { name: 'Classes' }).click();
    await coordinator.getByText('No classes yet.', { exact: false }).waitFor();
    await coordinator.getByLabel('Class', { exact: true }).selectOption('6');
    await coordinator.getByLabel('Section').fill('C');
    await coordinator.getByLabel('Class teacher').fill('Farah Khan');
    await coordinator.getByRole('button', { name: 'Add class' }).click();
    await coordinator.getByRole('link', { name: 'Class 6 C' }).waitFor();
    await shot(coordinator, 'classes-1280');
    await coordinator.getByRole('link', { name: 'Class 6 C' }).click();
    await coordinator.getByRole('heading', { level: 1, name: 'Class 6 C' }).waitFor();

    const [template] = await Promise.all([
      coordinator.waitForEvent('download'),
      coordinator.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(readFileSync((await template.path())!, 'utf8')).toBe('\uFEFFname,class,section\r\nAsha Rao,6,C\r\n');

    const names = Array.from({ length: 30 }, () => freshName('Pupil'));
    const withBad = names.map((n, i) => (i === 4 ? '=HYPERLINK("x"),6,C' : i === 9 ? `${n},12,C` : `${n},6,C`));
    await choose(coordinator, withBad);
    await coordinator.getByText('28 of 30 rows are ready to register.').waitFor();
    const fix = coordinator.getByRole('table', { name: 'Rows to fix' });
    expect(await fix.getByRole('row').count()).toBe(3);
    expect(await fix.innerText()).toContain('A name cannot start with =, +, - or @ (spreadsheet formula).');
    expect(await fix.innerText()).toContain('The class must be from 3 to 10.');
    await shot(coordinator, 'preview-1280');

    await choose(
      coordinator,
      names.map((n) => `${n},6,C`),
    );
    await coordinator.getByText('30 of 30 rows are ready to register.').waitFor();
    const register = coordinator.getByRole('button', { name: 'Register 30 children' });
    expect(await register.isDisabled()).toBe(true);
    await coordinator.getByLabel(/I confirm that the parents/).check();
    const [cards] = await Promise.all([coordinator.waitForEvent('download'), register.click()]);
    const logins = cardLogins(readFileSync((await cards.path())!));
    expect(logins).toHaveLength(30);
    await coordinator.getByText(/^Children registered\. Download and print their login cards now/).waitFor();
    await coordinator.getByText(/confirmed on .* that the parents of the 30 children/).waitFor();
    const finalResults = coordinator.getByRole('table', { name: 'Results: Final Test' });
    await finalResults.waitFor();
    expect(await finalResults.getByRole('row').count()).toBe(31);
    await shot(coordinator, 'registered-1280');

    // A lost card: a new PIN for one child, asked first; the card downloads and the old PIN stops working.
    const lost = logins[1]!;
    await coordinator.getByText('Children and login cards (30)').click();
    const row = coordinator
      .getByRole('table', { name: 'Children and login cards' })
      .getByRole('row', { name: new RegExp(lost.loginId) });
    await row.getByRole('button', { name: /^New PIN and card for/ }).click();
    await row.getByText('The old card stops working.').waitFor();
    const [card] = await Promise.all([
      coordinator.waitForEvent('download'),
      row.getByRole('button', { name: 'Make a new PIN' }).click(),
    ]);
    const [fresh] = cardLogins(readFileSync((await card.path())!));
    expect(fresh!.loginId).toBe(lost.loginId);
    await coordinator.getByText(/New PIN made\. The old PIN no longer works/).waitFor();

    const child = await page(375);
    await child.goto('/junior/signin');
    await child.getByLabel('Username').fill(logins[0]!.loginId);
    await child.getByLabel('PIN', { exact: true }).fill(logins[0]!.pin);
    await child.getByRole('button', { name: 'Log in' }).click();
    await child.waitForURL((url) => url.pathname === '/junior/dashboard');
    await child.getByRole('heading', { name: /^Hello Pupil/ }).waitFor();
    await child.screenshot({ path: '/tmp/school-classes-junior-375.png' });
    await expectNoSideScroll(child, 'the junior dashboard at 375 px');
    await child.getByRole('region', { name: 'Practice test' }).getByRole('link', { name: 'Start practice' }).click();
    await child.waitForURL((url) => url.pathname === '/test' && url.searchParams.has('attempt_id'));
    await answerAll(child);
    await child.getByRole('dialog', { name: /You finished the practice set/ }).waitFor();

    // The coordinator's results: the final test first (nobody yet), then the practice set the child finished.
    await coordinator.reload();
    const results = coordinator.getByRole('region', { name: 'Results' });
    await results.getByRole('img', { name: '0 finished, 0 in progress, 30 not started, of 30' }).waitFor();
    await results.getByLabel('Test', { exact: true }).selectOption({ label: 'Practice Set 1' });
    await results.getByRole('img', { name: '1 finished, 0 in progress, 29 not started, of 30' }).waitFor();
    const sat = results.getByRole('row', { name: new RegExp(logins[0]!.loginId) });
    await sat.getByText('Finished', { exact: true }).waitFor();
    expect(await sat.getByRole('cell').nth(2).innerText()).toMatch(/^\d+%$/);
    await shot(coordinator, 'results-1280');
    await results.getByRole('button', { name: 'Export results (CSV)' }).click();
    const link = results.getByRole('link', { name: 'Download results CSV (30 rows)' });
    const [file] = await Promise.all([coordinator.waitForEvent('download'), link.click()]);
    const csvText = readFileSync((await file.path())!, 'utf8');
    expect(csvText).toContain(`"${logins[0]!.loginId}","Practice Set 1","Finished"`);
    expect(csvText.split('\r\n').filter(Boolean)).toHaveLength(31);
    for (const p of [coordinator, child]) await p.context().close();
  });

  it('fits a phone: the class page at 375 px, with the menu in the drawer', async () => {
    const coordinator = await coordinatorInConsole(375);
    await coordinator.getByRole('button', { name: 'Open menu' }).click();
    await coordinator.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Classes' }).click();
    await coordinator.getByLabel('Section').fill('A');
    await coordinator.getByLabel('Class teacher').fill('Farah Khan');
    await coordinator.getByRole('button', { name: 'Add class' }).click();
    await coordinator.getByRole('link', { name: 'Class 5 A' }).click();
    await choose(coordinator, [`${freshName()},5,A`, '<b>Bold</b>,5,A']);
    await coordinator.getByText('1 of 2 rows are ready to register.').waitFor();
    await shot(coordinator, 'preview-375');
    await expectNoSideScroll(coordinator, 'the class page at 375 px');
    await coordinator.getByLabel(/I confirm that the parents/).check();
    await Promise.all([
      coordinator.waitForEvent('download'),
      coordinator.getByRole('button', { name: /^Register 1 child/ }).click(),
    ]);
    const results = coordinator.getByRole('region', { name: 'Results' });
    await results.getByRole('img', { name: '0 finished, 0 in progress, 1 not started, of 1' }).waitFor();
    await shot(coordinator, 'results-375');
    await expectNoSideScroll(coordinator, 'the class results at 375 px');
    await coordinator.context().close();
  });
});
