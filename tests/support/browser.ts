import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

/**
 * Debian's Chromium as every e2e suite launches it: headless, and with the background services off
 * that would otherwise try (and fail) to reach the internet from this closed network.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A learner's microphone: allowed, and a fake device (tests that speak pass their own WAV file).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs, ...extraArgs] });
}

/**
 * A context on the local stack's URL whose site pages' uncaught errors go into `errors` (pages of other origins, such
 * as a downloaded PDF's tab, are not the site's).
 */
async function siteContext(
  browser: Browser,
  errors: string[],
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const site = inject('baseUrl');
  const context = await browser.newContext({ baseURL: site, ...options });
  context.on('page', (page) =>
    page.on('pageerror', (error) => page.url().startsWith(site) && errors.push(error.message)),
  );
  return context;
}

/**
 * One Chromium for a whole e2e file, opened before its first test and closed after its last, with
 * the checks every such file makes: contexts open on the local stack's URL, and a test fails when a
 * page of the site, in any context it opened, threw an uncaught error. Call it at the top of the file.
 */
export function chromiumPerFile(extraArgs: string[] = []): {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
  });
  afterAll(() => browser?.close());
  afterEach(() => expect(errors.splice(0)).toEqual([]));
  return {
    newContext(options = {}) {
      if (!browser) throw new Error('chromiumPerFile: the browser opens in beforeAll');
      return siteContext(browser, errors, options);
    },
  };
}

/**
 * A Chromium of its own for each test, for files whose tests need different launch flags (a fake
 * microphone's file is one): `newContext` launches it, and it is closed after the test with the same
 * page-error check as chromiumPerFile's. Call it at the top of the file.
 */
export function chromiumPerTest(): {
  newContext(launchArgs: string[], options?: BrowserContextOptions): Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  const errors: string[] = [];
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
    expect(errors.splice(0)).toEqual([]);
  });
  return {
    async newContext(launchArgs, options = {}) {
      await browser?.close();
      browser = await launchChromium(launchArgs);
      return siteContext(browser, errors, options);
    },
  };
}
