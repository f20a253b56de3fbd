import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from '../support/browser';
import { getItem } from '../support/table';
import { expectNoSideScroll } from './attempt-support';
import { signedInLearner } from './buyer-support';

/**
 * An international learner pays in dollars through the sandbox playing Stripe Checkout (the real
 * `stripe` client, a signed webhook, the learner's return), and buy-now mode starts a payment by
 * itself after 3 seconds, with a countdown and a Cancel. Screenshots: /tmp/usd-*.png, /tmp/buynow-*.png.
 */
const chromium = chromiumPerFile();

const signedIn = (fields: Record<string, unknown>, width = 1280) =>
  signedInLearner((options) => chromium.newContext(options), { fullName: 'Maya Stone', ...fields }, width);

describe('an international learner', () => {
  it('sees dollars, pays with Stripe Checkout (sandbox) and finds the course unlocked', async () => {
    const { page, userId } = await signedIn({ international: true });
    await page.goto('/buycourse');
    await page.getByRole('heading', { name: 'Recommended Courses' }).waitFor();
    const card = page.getByRole('article', { name: 'Everyday English for Adults' });
    await card.getByText('$29').waitFor();
    await page.screenshot({ path: '/tmp/usd-products-1280.png', fullPage: true });
    await card.getByRole('link', { name: 'Learn more about Everyday English for Adults' }).click();
    const panel = page.getByRole('complementary', { name: 'Buy this course' });
    await panel.getByText('Price in US dollars, paid by card.').waitFor();
    await panel.getByText('$29', { exact: true }).waitFor();
    // A buyer abroad is asked no Indian state (docs/decisions.md).
    expect(await panel.getByLabel('State').count()).toBe(0);
    await page.screenshot({ path: '/tmp/usd-product-1280.png', fullPage: true });
    await panel.getByRole('button', { name: 'Buy Now' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/_local/stripe/checkout/'), { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pay $29.00' }).waitFor();
    await page.screenshot({ path: '/tmp/usd-checkout-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentsuccess', { timeout: 15_000 });
    await page.getByRole('cell', { name: '$29' }).waitFor();
    await page.screenshot({ path: '/tmp/usd-success-1280.png', fullPage: true });
    expect(await getItem(`USER#${userId}`, 'COURSE#101#ENROL')).toMatchObject({ purchaseStatus: 'purchased' });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/mycourse' && url.searchParams.get('course_id') === '101');
    await page.getByRole('heading', { level: 1, name: 'Everyday English for Adults' }).waitFor();

    // The course lists' recommended strip: what they do not hold yet, in dollars, at phone width too.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/online');
    const strip = page.getByRole('region', { name: 'Recommended Courses' });
    await strip.getByText('$59').waitFor();
    expect(await strip.getByRole('link', { name: 'Learn more about Everyday English for Adults' }).count()).toBe(0);
    await expectNoSideScroll(page, 'the course list with its strip at 375 px');
    await page.screenshot({ path: '/tmp/usd-online-375.png', fullPage: true });
  });
});

describe('buy-now mode', () => {
  it('counts 3 seconds down and starts the payment by itself; Cancel stops it', async () => {
    const { page } = await signedIn({}, 375);
    await page.goto('/purchase?productID=5002&buynow=1');
    const box = page.getByRole('region', { name: /Buy now/ });
    await box.getByLabel('State').selectOption('Kerala');
    await box
      .getByRole('timer')
      .getByText(/Your payment starts in [123] s/)
      .waitFor();
    await expectNoSideScroll(page, 'buy-now mode at 375 px');
    await page.screenshot({ path: '/tmp/buynow-375.png', fullPage: true });
    expect(await page.getByRole('complementary', { name: 'Buy this course' }).isVisible()).toBe(false);
    await page.waitForURL((url) => url.pathname === '/_local/paytm/theia/api/v1/showPaymentPage', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pay ₹499.00' }).waitFor();

    // The flag cleared when it started; a new landing link sets it again; Cancel leaves a normal page.
    await page.goto('/purchase?productID=5002&buynow=1');
    await box.getByRole('timer').waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/buynow-1280.png', fullPage: true });
    await box.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('complementary', { name: 'Buy this course' }).waitFor();
    await page.waitForTimeout(4500);
    expect(new URL(page.url()).pathname).toBe('/purchase');
    await page.reload();
    await page.getByRole('complementary', { name: 'Buy this course' }).waitFor();
    expect(await box.count()).toBe(0);
  });
});
