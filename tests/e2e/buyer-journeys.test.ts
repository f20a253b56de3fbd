import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { chromiumPerFile } from '../support/browser';
import { putItem } from '../support/table';
import { newParent } from './auth-support';
import { addChild, atProvider, expectEveryActivityOpen, shots, signedInLearner } from './buyer-support';

/**
 * Every kind of buyer in Chromium, clicking through from where they start to the course they paid
 * for with every activity in it open (decision 0327): an adult in rupees with a coupon, an international
 * learner in dollars (the sandbox playing Stripe), a parent for a child who then signs in herself, an
 * organisation learner applying a key, and a decline whose retry keeps the coupon and the child.
 * Screenshots of each journey's screens at 1280 and 375 px: /tmp/journey-*.png.
 */
const chromium = chromiumPerFile();
const newContext = (options?: Parameters<typeof chromium.newContext>[0]) => chromium.newContext(options);
const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Buy this course' });

async function fromMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: item }).click();
}

async function applyCoupon(page: Page, code: string, saved: string): Promise<void> {
  const panel = panelOf(page);
  await panel.getByLabel('Coupon code').fill(code);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await panel.getByText(`Great! You just saved ${saved}`).waitFor();
}

async function succeeded(page: Page, amount: string, shot: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/paymentsuccess', { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
  await page.getByRole('cell', { name: amount, exact: true }).waitFor();
  await shots(page, shot);
  await page.getByRole('link', { name: 'Continue' }).click();
}

/** The bill of the newest order on History, as text. */
async function billText(page: Page): Promise<string> {
  await page.goto('/history');
  const href = await page.getByRole('link', { name: /^Bill/ }).first().getAttribute('href');
  const { text } = await extractText(new Uint8Array(await (await page.request.get(href!)).body()), {
    mergePages: true,
  });
  return text;
}

describe('buyer journeys, from the dashboard into the course bought', () => {
  it('an adult pays in rupees with a coupon and finds every activity of Everyday English open', async () => {
    const { page } = await signedInLearner(newContext);
    await page.goto('/mydashboard');
    await fromMenu(page, 'Buy a Course');
    await page.getByRole('heading', { level: 1, name: 'Buy a Course' }).waitFor();
    await shots(page, 'adult-products');
    await page.getByRole('link', { name: 'Learn more about Everyday English for Adults' }).click();
    await page.getByRole('heading', { level: 1, name: 'Everyday English for Adults' }).waitFor();
    await applyCoupon(page, 'WELCOME10', '₹150');
    const panel = panelOf(page);
    await panel.getByText('₹1,349', { exact: true }).waitFor();
    await panel.getByLabel('State').selectOption('Karnataka');
    await shots(page, 'adult-product');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await atProvider(page, 'adult-provider', 'Approve');
    await succeeded(page, '₹1,349', 'adult-success');

    await page.waitForURL((url) => url.pathname === '/mycourse' && url.searchParams.get('course_id') === '101');
    await page.getByRole('heading', { level: 1, name: 'Everyday English for Adults' }).waitFor();
    const { open } = await expectEveryActivityOpen(page);
    // The activity the package holds back until purchase is open to its buyer.
    expect(open).toContain('GO: Writing a short email');
    await shots(page, 'adult-course');
    await page.getByRole('button', { name: 'GO: Writing a short email' }).click();
    await page.getByRole('dialog', { name: 'Writing a short email' }).getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((url) => url.pathname === '/test');

    // History on a phone: every column of the order on screen, nothing scrolling sideways.
    await page.goto('/history');
    await page.getByRole('cell', { name: 'Everyday English for Adults' }).waitFor();
    await shots(page, 'adult-history');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [what, cell] of [
      ['the amount', page.getByRole('cell').filter({ hasText: '₹1,349.00' })],
      ['the bill', page.getByRole('link', { name: /^Bill/ })],
    ] as const) {
      const box = await cell.boundingBox();
      expect(box && box.x + box.width, `${what} on screen at 375 px`).toBeLessThanOrEqual(375);
    }
    const bill = await billText(page);
    expect(bill).toContain('Tax Invoice');
    expect(bill).toContain('State: Karnataka');
  });

  it('an international learner pays in dollars, is asked no Indian state, and gets an invoice with no GST', async () => {
    const { page } = await signedInLearner(newContext, { international: true, fullName: 'Maya Stone' });
    await page.goto('/mydashboard');
    await fromMenu(page, 'Buy a Course');
    await page.getByRole('link', { name: 'Learn more about Business Writing' }).click();
    const panel = panelOf(page);
    await panel.getByText('Price in US dollars, paid by card. No Indian tax is added.').waitFor();
    await applyCoupon(page, 'FLAT200', '$3');
    await panel.getByText('$46', { exact: true }).waitFor();
    expect(await panel.getByLabel('State').count()).toBe(0);
    await shots(page, 'dollars-product');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await atProvider(page, 'dollars-checkout', 'Approve');
    await succeeded(page, '$46', 'dollars-success');

    await page.waitForURL((url) => url.pathname === '/mycourse' && url.searchParams.get('course_id') === '507');
    await page.getByRole('heading', { level: 1, name: 'Business Writing Essentials' }).waitFor();
    await expectEveryActivityOpen(page);
    await shots(page, 'dollars-course');
    const bill = await billText(page);
    expect(bill).toContain('Invoice');
    expect(bill).toContain('Place of supply: outside India');
    expect(bill).toContain('USD 46.00');
    expect(bill).not.toMatch(/State|GST/);
  });

  it('a parent buys for a child from the child’s dashboard; it is on her dashboard, and she finds it when she signs in', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await newParent(page, 'Sunita Rao');
    const tara = await addChild(page, 'Tara Rao', '4');
    await page.getByRole('button', { name: 'Take a test as Tara Rao' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello Tara Rao!' }).waitFor();
    await page.getByRole('region', { name: 'Kids courses' }).getByRole('link', { name: 'View Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Courses for Tara Rao' }).waitFor();
    await shots(page, 'child-products');
    await page.getByRole('link', { name: 'Learn more about English Olympiad Practice for Children' }).click();
    const panel = panelOf(page);
    await panel.getByText('For Tara Rao').waitFor();
    await applyCoupon(page, 'WELCOME10', '₹100');
    await panel.getByLabel('State').selectOption('Kerala');
    await shots(page, 'child-product');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await atProvider(page, 'child-provider', 'Approve');
    await page.getByText('the course is on Tara Rao’s dashboard').waitFor({ timeout: 20_000 });
    await succeeded(page, '₹899', 'child-success');

    // Continue (through /parent/verifyotp) opens Tara's dashboard, where the course now is.
    await page.waitForURL((url) => url.pathname.startsWith('/child/dashboard/'), { timeout: 15_000 });
    const courses = page.getByRole('region', { name: 'Kids courses' });
    await courses.getByRole('link', { name: 'English Olympiad Practice' }).waitFor();
    await shots(page, 'child-dashboard');
    await courses.getByRole('link', { name: 'English Olympiad Practice' }).click();
    await page.getByRole('heading', { level: 1, name: /^English Olympiad Practice/ }).waitFor();
    await expectEveryActivityOpen(page);
    await shots(page, 'child-course');
    await page.goto('/parent/dashboard');
    await page.getByRole('article', { name: 'Tara Rao' }).getByText('English Olympiad Practice for Children').waitFor();

    // Tara, on Junior sign-in with the details her parent copied: her course is there, open.
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/login');
    await page.goto('/junior/signin');
    await page.getByLabel('Username').fill(tara.username);
    await page.getByLabel('PIN').fill(tara.pin);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello Tara Rao!' }).waitFor();
    const mine = page.getByRole('region', { name: 'My courses' });
    await mine.getByRole('link', { name: 'English Olympiad Practice' }).click();
    await page.getByRole('heading', { level: 1, name: /^English Olympiad Practice/ }).waitFor();
    await expectEveryActivityOpen(page);
    await shots(page, 'junior-course');
  });

  it('an organisation learner applies a licence key in Settings and finds the organisation’s course open', async () => {
    const key = `FLU-E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
    await putItem({
      pk: `LICENCE#${key}`,
      sk: 'KEY',
      entity: 'licence',
      licenceKey: key,
      orgId: 'org-sunrise',
      orgName: 'Sunrise Public School',
      courses: [{ courseId: 315, courseTitle: 'Sunrise School English', courseType: 'online' }],
    });
    const { page } = await signedInLearner(newContext);
    await page.goto('/mydashboard');
    await fromMenu(page, 'Settings');
    await page.getByRole('textbox', { name: 'Licence key' }).fill(key);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Licence key applied.').waitFor();
    await shots(page, 'org-settings');
    await fromMenu(page, 'Online Lessons');
    await page.getByRole('link', { name: 'Sunrise School English' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Sunrise School English' }).waitFor();
    await expectEveryActivityOpen(page);
    await shots(page, 'org-course');
  });

  it('a declined payment’s retry keeps the coupon, the state and the child, and charges the price first shown', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await newParent(page, 'Lakshmi Rao');
    await addChild(page, 'Anu Rao', '5');
    await addChild(page, 'Dev Rao', '7');
    await fromMenu(page, 'Buy a Course');
    await page.getByRole('heading', { level: 2, name: 'For your children' }).waitFor();
    await page.getByRole('link', { name: 'Learn more about English Olympiad Practice for Children' }).click();
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await panel.getByText('Please choose the child this course is for.').waitFor();
    const forWhom = panel.getByLabel('For which child?');
    await forWhom.selectOption({ label: 'Dev Rao' });
    await applyCoupon(page, 'WELCOME10', '₹100');
    await panel.getByLabel('State').selectOption('Kerala');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await atProvider(page, 'retry-provider-declined', 'Decline');

    await page.waitForURL((url) => url.pathname === '/paymentfailure', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Your payment was unsuccessful.' }).waitFor();
    await shots(page, 'retry-failure');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/purchase');
    // The same terms: Dev, the coupon applied (the same price), Kerala.
    await panel.getByText('Great! You just saved ₹100').waitFor();
    expect(await forWhom.locator('option:checked').textContent()).toBe('Dev Rao');
    await panel.getByText('Great! You just saved ₹100').waitFor();
    await panel.getByText('₹899', { exact: true }).waitFor();
    expect(await panel.getByLabel('State').inputValue()).toBe('Kerala');
    await shots(page, 'retry-product');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await atProvider(page, 'retry-provider', 'Approve');
    await succeeded(page, '₹899', 'retry-success');

    await page.waitForURL((url) => url.pathname.startsWith('/child/dashboard/'), { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Hello Dev Rao!' }).waitFor();
    await page
      .getByRole('region', { name: 'Kids courses' })
      .getByRole('link', { name: 'English Olympiad Practice' })
      .click();
    await page.getByRole('heading', { level: 1, name: /^English Olympiad Practice/ }).waitFor();
    await expectEveryActivityOpen(page);
    // Dev got it, not his sister.
    await page.goto('/parent/dashboard');
    await page.getByRole('article', { name: 'Dev Rao' }).getByText('English Olympiad Practice for Children').waitFor();
    expect(await page.getByRole('article', { name: 'Anu Rao' }).getByText('Free practice tests').count()).toBe(1);
  });

  it('a course preview opened from the product page leads back to it, by its link and by the browser’s Back', async () => {
    const { page } = await signedInLearner(newContext);
    await page.goto('/purchase?productID=5003');
    await page.getByRole('heading', { level: 1, name: 'Business Writing' }).waitFor();
    await page.getByRole('link', { name: 'Business Writing', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mycourse' && url.searchParams.get('previewMode') === '1');
    await page.getByRole('heading', { level: 1, name: 'Business Writing Essentials' }).waitFor();
    await shots(page, 'preview');
    await page.getByRole('link', { name: 'Back to product page' }).click();
    await page.waitForURL((url) => url.pathname === '/purchase' && url.searchParams.get('productID') === '5003');
    await panelOf(page).getByRole('button', { name: 'Buy Now' }).waitFor();

    await page.getByRole('link', { name: 'Business Writing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Business Writing Essentials' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/purchase' && url.searchParams.get('productID') === '5003');
    await panelOf(page).getByRole('button', { name: 'Buy Now' }).waitFor();
    // The preview's limits end on the product page: the rest of the site opens again.
    await fromMenu(page, 'Buy a Course');
    await page.getByRole('heading', { level: 1, name: 'Buy a Course' }).waitFor();
  });
});
