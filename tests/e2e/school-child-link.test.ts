import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schoolWithChildren, type SchoolCard } from '../support/school-children';
import { expectNoSideScroll } from './attempt-support';
import { launch, newParent, Pages } from './auth-support';

/**
 * A school's child linked to a parent, in Chromium (decision 0893; docs/family.md, "A school's child"): a school's
 * coordinator registers a class (through the API, as the console does), a new parent signs up, opens "Link a child
 * from school" on Child Profiles, types a wrong PIN and is told so, then the card's details with the tick, and sees
 * the child among their children. The school and the parents are this file's own. Screenshots:
 * /tmp/school-child-link-*.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/school-child-link-${name}.png`, fullPage: true });

async function linkFromCard(page: Page, card: SchoolCard, width: number) {
  await page.getByRole('button', { name: 'Link a child from school' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Link a child from school' });
  await dialog.getByRole('button', { name: 'Link child' }).click();
  await dialog.getByText('Please enter the login id from the child’s card').waitFor();
  await dialog.getByText('Please tick the box to agree to the notice for your child.').waitFor();
  await shot(page, `form-${width}`);

  await dialog.getByLabel('Login id').fill(card.loginId);
  await dialog.getByLabel('PIN', { exact: true }).fill(card.pin === '000000' ? '000001' : '000000');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Link child' }).click();
  await dialog.getByText('The login id or PIN is incorrect.').waitFor();
  await shot(page, `wrong-${width}`);

  await dialog.getByLabel('PIN', { exact: true }).fill(card.pin);
  await dialog.getByRole('button', { name: 'Link child' }).click();
  await page.getByRole('article', { name: card.name }).waitFor();
  await page.getByText(`${card.name} is now linked to your account.`).waitFor();
  expect(await dialog.isVisible()).toBe(false);
}

describe("a parent links their child from the school's login card", () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  for (const width of [1280, 375])
    it(`signs up, links the child with the card's login id and PIN, and sees the child (${width} px)`, async () => {
      const { cards } = await schoolWithChildren(1);
      const card = cards[0]!;
      const page = await pages.open(width);
      await newParent(page, 'Kavita Verma');
      await page.getByRole('heading', { name: 'No children added yet' }).waitFor();
      await shot(page, `empty-${width}`);
      await linkFromCard(page, card, width);
      const childCard = page.getByRole('article', { name: card.name });
      await childCard.getByText(card.loginId).waitFor();
      await childCard.getByText('Class 5').waitFor();
      await expectNoSideScroll(page);
      await shot(page, `linked-${width}`);

      // The link holds: after a reload the child is still the parent's.
      await page.reload();
      await page.getByRole('article', { name: card.name }).waitFor();
    });
});
