import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { expect, inject } from 'vitest';
import { freshPhone } from '../support/api-client';

/**
 * Shared by the tests/e2e/auth-*.test.ts suites (not a test file itself): the browser, a page per
 * test and the local outbox (where the local stack delivers the PINs and OTPs it sends). Accounts are
 * each file's own (tests/support/own-accounts.ts), never the demo accounts the stack seeds.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const baseUrl = inject('baseUrl');

export function launch(): Promise<Browser> {
  return launchChromium();
}

/** One browser context per test; page errors are collected so each test can assert there were none. */
export class Pages {
  private context: BrowserContext | undefined;
  errors: string[] = [];

  constructor(private readonly browser: () => Browser) {}

  async open(width = 1280): Promise<Page> {
    this.context = await this.browser().newContext({ baseURL: baseUrl, viewport: { width, height: 860 } });
    const page = await this.context.newPage();
    page.on('pageerror', (error) => this.errors.push(error.message));
    return page;
  }

  get current(): BrowserContext {
    if (!this.context) throw new Error('open() a page first');
    return this.context;
  }

  async close(): Promise<void> {
    await this.context?.close();
    this.context = undefined;
    expect(this.errors).toEqual([]);
    this.errors = [];
  }
}

interface OutboxItem {
  to: string;
  channel: string;
  text: string;
  code?: string;
  sentAt: string;
}

/** The newest code sent to `to` after `since` (ms), waiting for it to arrive. */
export async function codeSentTo(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { items } = (await (await fetch(`${baseUrl}/_local/outbox.json`)).json()) as { items: OutboxItem[] };
    const item = items.find((m) => m.to.includes(to) && m.code && Date.parse(m.sentAt) >= since - 1_000);
    if (item?.code) return item.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code reached ${to} in the local outbox`);
}

/** Where the page is now, as path + search. */
export const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('fluentia:session'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

/** Signs in on the login page with a login id and a PIN or licence key, pressing Enter in the PIN field. */
export async function signInWithPin(page: Page, loginId: string, secret: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email, mobile number or Olympiad ID').fill(loginId);
  await page.getByLabel('PIN or licence key').fill(secret);
  await page.getByLabel('PIN or licence key').press('Enter');
}

/** A new parent by OTP on /parent/signup, as a person signs up; lands on Child Profiles (/parent/dashboard). */
export async function newParent(page: Page, name: string): Promise<void> {
  const phone = freshPhone();
  await page.goto('/parent/signup');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Mobile number or e-mail').fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone, since));
  await page.getByRole('button', { name: 'Submit OTP' }).click();
  await page.getByRole('heading', { level: 1, name: 'Child Profiles' }).waitFor();
}
