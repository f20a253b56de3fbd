import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, newParent, Pages, storedSession } from './auth-support';

/**
 * Parents and children in Chromium against the whole local stack: a new parent adds a child, copies
 * the login details, and the child signs in with them as a junior; a parent opens a child's
 * dashboard with a child token and comes back. Screenshots: /tmp/family-*.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/family-${name}.png`, fullPage: true });

async function addChild(page: Page, name: string, grade: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a child' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await dialog.getByText("Child's name is required").waitFor();
  await dialog.getByText("Child's grade is required").waitFor();
  await dialog.getByLabel("Child's name").fill(name);
  await dialog.getByLabel('Class').selectOption(grade);
  await dialog.getByRole('radio', { name: 'Avatar 4' }).check();
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await page.getByRole('article', { name }).waitFor();
}

describe('parents and children', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('a parent adds a child and copies the login details; the child signs in as a junior and reaches only junior routes', async () => {
    const page = await pages.open(1280);
    await pages.current.grantPermissions(['clipboard-read', 'clipboard-write']);
    await newParent(page, 'Sunita Rao');
    await page.getByRole('heading', { name: 'No children added yet' }).waitFor();
    await addChild(page, 'Tara Rao', '4');
    const card = page.getByRole('article', { name: 'Tara Rao' });
    await card.getByText(/PIN for Tara Rao/).waitFor();
    await shot(page, 'parent-dashboard');

    await card.getByRole('button', { name: 'Copy login details for Tara Rao' }).click();
    await page.getByText('Login details for Tara Rao copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Username: \S+\nPIN: \d{6}$/);

    // The child, on their own device: paste, log in, and only the junior pages open.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/parent/login');
    await page.goto('/junior/signin');
    await page.evaluate((text) => navigator.clipboard.writeText(text), copied);
    await page.getByLabel('Username').focus();
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Hello Tara Rao/ }).waitFor(); // the junior's greeting (the header greets too)
    expect(await storedSession(page)).toMatchObject({ userType: 'w' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['My Dashboard']);
    for (const path of ['/parent/dashboard', '/mydashboard', '/profile', '/settings', '/child/dashboard/x']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    }
  });

  it('a parent buys a child licence for one of two children in the payments sandbox: it is that child’s, and the other is offered none', async () => {
    const page = await pages.open(1280);
    await newParent(page, 'Lakshmi Rao');
    await addChild(page, 'Anu Rao', '5');
    await addChild(page, 'Dev Rao', '7');
    const token = String((await storedSession(page))?.token);
    const children = async () =>
      (
        (await (
          await page.request.get('/v1/childprofile', { headers: { 'access-token': token, platform: 'w1' } })
        ).json()) as {
          data: {
            childrenList: Array<{
              child_id: string;
              child_name: string;
              is_purchased: boolean;
              is_parentpurchased: boolean;
            }>;
          };
        }
      ).data.childrenList;
    const anu = (await children()).find((c) => c.child_name === 'Anu Rao')!;

    await page.goto(`/buycourse?childId=${anu.child_id}`);
    await page.getByRole('heading', { level: 1, name: 'Courses for Anu Rao' }).waitFor();
    await page.getByRole('link', { name: 'Learn more about English Olympiad Practice for Children' }).click();
    await page.getByRole('heading', { level: 1, name: 'English Olympiad Practice for Children' }).waitFor();
    const panel = page.getByRole('complementary', { name: 'Buy this course' });
    expect(await panel.getByLabel('For which child?').inputValue()).toBe(anu.child_id);
    await panel.getByLabel('State').selectOption('Kerala');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/_local/paytm/theia/api/v1/showPaymentPage', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentsuccess', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await shot(page, 'child-licence-paid');
    expect((await children()).find((c) => c.child_id === anu.child_id)).toMatchObject({
      is_purchased: true,
      is_parentpurchased: false,
    });

    // Bought for Anu, so nothing is left to apply: neither card offers a licence.
    await page.goto('/parent/dashboard');
    await page.getByRole('article', { name: 'Anu Rao' }).getByText('English Olympiad Practice for Children').waitFor();
    expect(await page.getByRole('button', { name: /^Apply License/ }).count()).toBe(0);
    await shot(page, 'child-licence-applied');
    expect((await children()).find((c) => c.child_name === 'Dev Rao')).toMatchObject({
      is_purchased: false,
      is_parentpurchased: false,
    });
  });

  it("a parent opens a child's dashboard with a child token, sees the test cards, and comes back", async () => {
    const page = await pages.open(768);
    await newParent(page, 'Imran Sheikh');
    await addChild(page, 'Zoya Sheikh', '7');
    await page.getByRole('button', { name: 'Take a test as Zoya Sheikh' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/child/dashboard/'));
    await page.getByRole('heading', { level: 1, name: 'Hello Zoya Sheikh!' }).waitFor();
    const session = await storedSession(page);
    expect((session?.actingChild as { childId: string } | undefined)?.childId).toBe(
      decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? ''),
    );
    for (const card of ['Practice test', 'Final test', 'Speaking test', 'Kids courses'])
      await page.getByRole('region', { name: card }).waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Kids courses' })
        .getByRole('link', { name: 'View Courses' })
        .getAttribute('href'),
    ).toMatch(/^\/buycourse\?childId=/);
    await shot(page, 'child-dashboard-768');

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/dashboard');
    await page.getByRole('article', { name: 'Zoya Sheikh' }).waitFor();
    expect((await storedSession(page))?.actingChild).toBeUndefined();

    await page.getByRole('button', { name: 'Delete Zoya Sheikh' }).click();
    await page
      .getByRole('dialog', { name: "Delete Zoya Sheikh's profile?" })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('heading', { name: 'No children added yet' }).waitFor();
  });
});
