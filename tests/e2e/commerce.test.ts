import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { extractText } from 'unpdf';
import { expectNoSideScroll } from './attempt-support';
import { signedInLearner as signedIn } from './buyer-support';

/**
 * Buying in Chromium against the whole local stack and its payments sandbox: a retail learner buys
 * a course with a coupon (Approve), lands on the success page, opens the course and finds the order
 * in History; Decline lands on the failure page with nothing granted; a payment the bank confirms
 * later shows as pending, and the course opens when Paytm's webhook settles it. Screenshots: /tmp/buy-*.png.
 */
const chromium = chromiumPerFile();

async function signedInLearner(width = 1280): Promise<Page> {
  return (await signedIn((options) => chromium.newContext(options), {}, width)).page;
}

async function openProduct(page: Page, name: string): Promise<void> {
  await page.goto('/buycourse');
  await page.getByRole('heading', { name: 'Recommended Courses' }).waitFor();
  await page.getByRole('link', { name: `Learn more about ${name}` }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('buying a course', () => {
  it('with a coupon, approved in the sandbox: success page, the course opens, the order is in History', async () => {
    const page = await signedInLearner();
    await openProduct(page, 'Quick Speaking Drills');
    await page.screenshot({ path: '/tmp/buy-product-1280.png', fullPage: true });
    const panel = page.getByRole('complementary', { name: 'Buy this course' });
    await panel.getByLabel('Coupon code').fill('SUMMER2024');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('This coupon has expired.').waitFor();
    await panel.getByLabel('Coupon code').fill('WELCOME10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('Great! You just saved ₹50').waitFor();
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await panel.getByText('Please select State').waitFor();
    await panel.getByLabel('State').selectOption('Karnataka');
    await panel.getByRole('button', { name: 'Buy Now' }).click();

    // After the 4-second wait the provider's page (the sandbox) opens with the server's amount.
    await page.waitForURL((url) => url.pathname === '/_local/paytm/theia/api/v1/showPaymentPage', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pay ₹449.00' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentsuccess', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await page.getByRole('cell', { name: 'Quick Speaking Drills' }).waitFor();
    await page.screenshot({ path: '/tmp/buy-success-1280.png', fullPage: true });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/mycourse' && url.searchParams.get('course_id') === '683');
    await page.getByRole('heading', { level: 1, name: 'Quick Speaking Drills' }).waitFor();

    await page.goto('/history');
    await page.getByRole('cell', { name: 'Quick Speaking Drills' }).waitFor();
    await page.screenshot({ path: '/tmp/buy-history-1280.png', fullPage: true });
    // The bill: a GST tax invoice for the amount paid, IGST for a buyer outside Tamil Nadu.
    const href = await page.getByRole('link', { name: /^Bill/ }).getAttribute('href');
    const pdf = new Uint8Array(await (await page.request.get(href!)).body());
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('IGST 18%');
    expect(text).toContain('INR 449.00');
  });

  it('declined in the sandbox: the failure page, and the course stays locked', async () => {
    const page = await signedInLearner(375);
    await openProduct(page, 'Business Writing');
    await expectNoSideScroll(page, 'the product page at 375 px');
    await page.screenshot({ path: '/tmp/buy-product-375.png', fullPage: true });
    const panel = page.getByRole('complementary', { name: 'Buy this course' });
    await panel.getByLabel('State').selectOption('Tamil Nadu');
    await panel.getByText('Price includes GST (CGST and SGST).').waitFor();
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/_local/paytm/theia/api/v1/showPaymentPage', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentfailure', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your payment was unsuccessful.' }).waitFor();
    await page.screenshot({ path: '/tmp/buy-failure-375.png', fullPage: true });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/purchase' && url.searchParams.get('productID') === '5003');
    await page.goto('/history');
    await page.getByText('No Orders found').waitFor();
  });

  it('pending at the bank: the page says so and waits; when the bank confirms, Paytm’s webhook opens the course', async () => {
    const page = await signedInLearner(375);
    await openProduct(page, 'Everyday English for Adults');
    const panel = page.getByRole('complementary', { name: 'Buy this course' });
    await panel.getByLabel('State').selectOption('Kerala');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/_local/paytm/theia/api/v1/showPaymentPage', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pay ₹1499.00' }).waitFor();
    await page.getByLabel(/The bank confirms later/).check();
    await page.screenshot({ path: '/tmp/buy-paytm-sandbox-375.png', fullPage: true });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentprocess', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your bank is still confirming this payment' }).waitFor();
    await expectNoSideScroll(page, 'the pending payment at 375 px');
    await page.screenshot({ path: '/tmp/buy-pending-375.png', fullPage: true });

    // The bank confirms on the sandbox's pending page; the learner's page, asking every 10 s, moves on.
    const bank = await page.context().newPage();
    await bank.goto('/_local/paytm/pending');
    await bank.getByRole('button', { name: 'Bank confirms' }).click();
    await bank.getByText('No payment is pending.').waitFor();
    await bank.close();
    await page.waitForURL((url) => url.pathname === '/paymentsuccess', { timeout: 25_000 });
    await page.getByRole('cell', { name: 'Everyday English for Adults' }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/mycourse' && url.searchParams.get('course_id') === '101');
  });
});
