import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The web shell in a real browser against the whole local stack (tests/support/e2e-setup.ts builds
 * the app and serves it with the API on one origin). Screenshots of the signed-in layout are left in
 * /tmp/shell-1280.png and /tmp/shell-768.png for a person to look at.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const baseUrl = inject('baseUrl');

const session = fakeSession({ token: 'e2e-not-a-real-token', userType: 'k' });

let browser: Browser;
let context: BrowserContext | undefined;
let pageErrors: string[] = [];

async function open(width: number, signedIn?: object): Promise<Page> {
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 860 } });
  // This suite's sessions carry a made-up token: the screens' API calls get an empty answer here
  // (they show their loading state), so what is tested is the shell around them.
  await context.route(/\/v[13]\//, (route) =>
    route.fulfill({ json: { status: true, code: 200, message: 'OK', data: null } }),
  );
  if (signedIn) {
    // Before any app script runs, as a real sign-in would have left it.
    await context.addInitScript((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(signedIn));
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

describe('web shell', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(pageErrors).toEqual([]);
    pageErrors = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads at / with the brand and the sign-in screen', async () => {
    const page = await open(1280);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.getByText('Fluentia', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.title()).toBe('Sign in · Fluentia');
    expect(await page.getByRole('button', { name: 'LOG IN' }).isVisible()).toBe(true);
  });

  it('starts downloading the opened page’s own code with the HTML (web/route-preload.ts)', async () => {
    const page = await open(1280, session);
    const early: string[] = [];
    page.on('request', (request) => early.push(new URL(request.url()).pathname));
    await page.goto('/mycourse?course_id=101', { waitUntil: 'domcontentloaded' });
    const preloads = await page
      .locator('link[rel=modulepreload]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads.some((href) => /^\/assets\/courses-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/test-/.test(href ?? ''))).toBe(false);
    expect(early.some((p) => /^\/assets\/route-preload-/.test(p))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('shows the not-found text on an unknown path', async () => {
    const page = await open(1280);
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { level: 1, name: '404 ERROR! Oops page not found' }).waitFor();
  });

  it('sends a signed-out visitor on a login-required path to /?return_path=...', async () => {
    const page = await open(1280);
    await page.goto('/settings?tab=2');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).searchParams.get('return_path')).toBe('/settings?tab=2');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });

  it("shows 'App is Offline' while the browser is offline", async () => {
    const page = await open(1280);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const banner = page.getByText('App is Offline', { exact: true });
    expect(await banner.count()).toBe(0);
    await context!.setOffline(true);
    await banner.waitFor();
    await context!.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  it('shows the side panel above 768 px', async () => {
    const page = await open(1280, session);
    // A parent route: on a regular route a parent's session flips to the regular type (spec 01 §2).
    await page.goto('/parent/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Child Profiles' }).waitFor();
    expect(await page.getByText('Hello Asha Rao').isVisible()).toBe(true);
    expect(await page.getByRole('complementary').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'My Dashboard',
      'Child Profiles',
      'Coach Calls',
      'Live Classes',
      'Online Lessons',
      'Buy a Course',
      'Settings',
    ]);
    await page.screenshot({ path: '/tmp/shell-1280.png', fullPage: false });
  });

  it('paints the side panel down the whole page, its menu staying in view while a long page scrolls', async () => {
    const page = await open(1280, session);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/parent/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Child Profiles' }).waitFor();
    // A page three windows long.
    await page
      .locator('main')
      .evaluate((main) => main.append(Object.assign(document.createElement('div'), { style: 'height: 1800px' })));
    const panel = page.getByRole('complementary');
    const measure = () =>
      page.evaluate(() => {
        const side = document.querySelector('aside')!.getBoundingClientRect();
        const main = document.querySelector('main')!.getBoundingClientRect();
        const nav = document.querySelector('aside nav')!.getBoundingClientRect();
        return {
          sideTop: side.top,
          sideBottom: side.bottom,
          mainTop: main.top,
          mainBottom: main.bottom,
          navTop: nav.top,
        };
      });
    const top = await measure();
    expect(top.sideTop).toBe(top.mainTop);
    expect(top.sideBottom).toBeGreaterThanOrEqual(top.mainBottom);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await measure();
    expect(end.sideBottom).toBeGreaterThanOrEqual(end.mainBottom);
    // The menu is still under the header, not scrolled away.
    expect(end.navTop).toBeGreaterThan(0);
    expect(end.navTop).toBeLessThan(600);
    expect(await panel.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: '/tmp/shell-1280-long.png', fullPage: true });
  });

  it('at 768 px hides the side panel and opens the menu as a drawer', async () => {
    const page = await open(768, session);
    await page.goto('/history');
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
    await page.screenshot({ path: '/tmp/shell-768.png' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link').allTextContents()).toContain('History');
    await page.screenshot({ path: '/tmp/shell-768-menu.png' });

    await drawer.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('logs out: clears the stored session and goes to the parent sign-in page', async () => {
    const page = await open(1280);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('fluentia:session', value), JSON.stringify(session));
    await page.goto('/parent/dashboard');
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/login');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('fluentia:')))).toEqual([]);
  });
});
