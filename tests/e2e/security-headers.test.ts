import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '../../infra/web/security-headers';
import { localIdentity } from '../../infra/local/identity-keys';
import { ownAdult, type OwnAccount } from '../support/own-accounts';
import { baseUrl, launch, Pages, signInWithPin } from './auth-support';

/**
 * The production build served locally (WEB_MODE=dist) carries the headers CloudFront adds
 * (infra/web/security-headers.ts), with the deployed Content-Security-Policy, and the app works
 * under it: a sign-in and a course page run in Chromium without one CSP violation.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;
const expected = securityHeaders({ bucketOrigins: [inject('endpoints').s3], region: localIdentity.region });

describe('security headers of the local production build', () => {
  beforeAll(async () => {
    [browser, adult] = await Promise.all([launch(), ownAdult()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('sends every header, with the production CSP (no inline scripts), on the page, a client route and the API', async () => {
    expect(expected['content-security-policy']).toContain("script-src 'self';");
    for (const path of ['/', '/mydashboard', '/assets/does-not-exist.js', '/v1/health']) {
      const res = await fetch(baseUrl + path);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
    }
  });

  it('lets the app sign in and open a course without a CSP violation', async () => {
    const page = await pages.open(1280);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.getByText(`Hello ${adult.name}`).waitFor();
    for (const path of ['/online', '/mycourse?course_id=101', '/myprofile']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
