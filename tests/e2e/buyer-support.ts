import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { setFields } from '../support/table';
import { expectNoSideScroll } from './attempt-support';

/**
 * Shared by tests/e2e/buyer-journeys.test.ts (not a test file itself): buyers signed in as each kind
 * of person, the payment provider's page, and what "inside the bought course with every activity
 * open" means on the course page. Screenshots go to /tmp/journey-<name>-<width>.png.
 */
type NewContext = (options?: { viewport?: { width: number; height: number } }) => Promise<BrowserContext>;

/** A new learner with a name (a bill carries it), signed in on this browser; `fields` go on the account. */
export async function signedInLearner(
  newContext: NewContext,
  fields: Record<string, unknown> = {},
  width = 1280,
): Promise<{ page: Page; userId: string }> {
  const store = stackData({
    dynamodbEndpoint: inject('endpoints').dynamodb,
    signingKey: JSON.parse(inject('signingKey')),
  });
  const learner = await store.learner([]);
  store.destroy();
  await setFields(`USER#${learner.userId}`, 'PROFILE', { fullName: 'Ravi Kumar', ...fields });
  const context = await newContext({ viewport: { width, height: 900 } });
  const session = fakeSession({
    token: learner.token,
    login_user_id: learner.userId,
    username: 'Ravi',
    login_id: learner.userId,
    userDetails: { user_mail: '', user_phone: '', full_name: 'Ravi Kumar' },
  });
  await context.addInitScript((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(session));
  return { page: await context.newPage(), userId: learner.userId };
}

/** Adds a child on Child Profiles; returns the junior's login details shown once. */
export async function addChild(page: Page, name: string, grade: string): Promise<{ username: string; pin: string }> {
  await page.getByRole('button', { name: 'Add a child' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel("Child's name").fill(name);
  await dialog.getByLabel('Class').selectOption(grade);
  await dialog.getByRole('button', { name: 'Add child' }).click();
  const card = page.getByRole('article', { name });
  const pinLine = await card.getByText(/PIN for /).textContent();
  const username = (await card.locator('dd').first().textContent())?.trim() ?? '';
  return { username, pin: /(\d{6})/.exec(pinLine ?? '')?.[1] ?? '' };
}

/** The provider's page (the sandbox playing Paytm, or Stripe Checkout): waits for it, shows it, presses the button. */
export async function atProvider(page: Page, shot: string, decision: 'Approve' | 'Decline'): Promise<void> {
  const button = page.getByRole('button', { name: decision });
  await button.waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `/tmp/journey-${shot}-1280.png`, fullPage: true });
  await button.click();
}

/** A screenshot at 1280 px, then the same screen at 375 px (nothing wider than the window), then back. */
export async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/journey-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(150); // the layout settles on the new width
  await expectNoSideScroll(page, `${name} at 375 px`);
  await page.screenshot({ path: `/tmp/journey-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Inside the course: every activity of every unit is open, or held back only by the course's own
 * pacing (a reveal date, 'complete any N activities'), which says when it opens; nothing asks to buy.
 * Returns the names of the open activities and the paced ones with their reasons.
 */
export async function expectEveryActivityOpen(page: Page): Promise<{ open: string[]; paced: string[] }> {
  const toggles = page.locator('[data-unit-toggle]');
  await toggles.first().waitFor();
  for (let i = 0; i < (await toggles.count()); i++) {
    if ((await toggles.nth(i).getAttribute('aria-expanded')) === 'false') await toggles.nth(i).click();
  }
  const main = page.getByRole('main');
  const open = await main
    .getByRole('button', { name: /^(GO|REDO|REVIEW|DONE): / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const joins = await main.getByRole('link', { name: /^Join live class: / }).count();
  const paced: string[] = [];
  const names = (
    await main
      .getByRole('button', { name: /^Locked: / })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Locked: |\. Show why$/g, ''));
  for (const name of names) {
    await main.getByRole('button', { name: `Locked: ${name}. Show why` }).click();
    const why = main.getByRole('group', { name: `Why ${name} is locked` });
    expect(await why.getByRole('link', { name: 'Buy Now' }).count(), `${name} still asks to buy`).toBe(0);
    paced.push(`${name}: ${(await why.textContent())?.trim()}`);
  }
  expect(await main.getByRole('link', { name: 'Buy Now' }).count()).toBe(0);
  expect(open.length + joins).toBeGreaterThan(0);
  for (const reason of paced) expect(reason).toMatch(/opens on|complete any \d+ activities/i);
  return { open, paced };
}
