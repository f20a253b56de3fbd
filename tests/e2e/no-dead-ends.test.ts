import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { signUp } from '../support/accounts';
import { data } from '../support/attempts';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { parentActingFor } from './family-support';

/**
 * No dead ends, and axe on the signed-in pages (decisions 0837–0839), in Chromium at 1280 and 375 px: the child's
 * speaking-test card says how to get the test; "View" on a coach course opens the course page that books it, never
 * the external scheduling page; a staff coach has the staff menu, not the shop; and every page a learner, a parent or
 * a coach reaches has no axe violation (the header's account button's name holds its visible text). Screenshots:
 * /tmp/dead-ends-*.png.
 */
const chromium = chromiumPerFile();
const axeSource = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page (the site's CSP allows no injected script: the context bypasses it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(d: Document): Promise<{ violations: Array<{ id: string }> }> } })
      .axe;
    return (await axe.run(document)).violations.map((v) => v.id);
  });
}

async function signedIn(session: Parameters<typeof fakeSession>[0], width: number): Promise<BrowserContext> {
  const context = await chromium.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addInitScript(
    (value) => localStorage.setItem('fluentia:session', value),
    JSON.stringify(fakeSession(session)),
  );
  return context;
}

async function settled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('no dead ends', () => {
  it('a learner’s pages: View opens the product’s own booking, and axe finds nothing', async () => {
    const store = data();
    const learner = await store.learner([101]);
    await store.enrol(learner.userId, 487, 'Interview Ready with a Coach', {
      courseType: 'coach',
      calendlyUrl: 'https://calendly.com/fluentia-coach/30min',
    });
    store.destroy();
    for (const width of [1280, 375]) {
      const context = await signedIn({ token: learner.token, login_user_id: learner.userId }, width);
      const page = await context.newPage();
      await settled(page, '/coach');
      const view = page.getByRole('link', { name: 'View Interview Ready with a Coach' });
      expect(await view.getAttribute('href')).toBe('/mycourse?course_id=487');
      expect(await view.getAttribute('target')).toBeNull();
      await page.screenshot({ path: `/tmp/dead-ends-coach-list-${width}.png`, fullPage: true });
      const pages = ['/coach', '/mydashboard', '/mycourse?course_id=101', '/courses', '/online', '/live', '/profile'];
      for (const url of [...pages, '/settings', '/history', '/buycourse', '/mycourse?course_id=487']) {
        await settled(page, url);
        expect(await axeViolations(page), `${url} at ${width} px`).toEqual([]);
      }
      await context.close();
    }
  }, 240_000);

  it('a parent’s view of a child: the speaking-test card says how to get the test, and axe finds nothing', async () => {
    const parent = await signUp({ parentName: 'Meena Das' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Tara Das', child_grade: '4', child_avatar: 3 })
    ).body.data.child as ChildProfile;
    for (const width of [1280, 375]) {
      const context = await parentActingFor(
        (o) => chromium.newContext(o),
        parent,
        { childId: child.child_id, childName: 'Tara Das' },
        { viewport: { width, height: 900 }, bypassCSP: true },
      );
      const page = await context.newPage();
      await settled(page, `/child/dashboard/${child.child_id}`);
      const card = page.getByRole('region', { name: 'Speaking test' });
      await card.getByText('The speaking test is added by our team').waitFor();
      expect(await card.getByRole('link', { name: 'Buy Course' }).count()).toBe(0);
      expect(await card.getByRole('link', { name: 'support@fluentia.app' }).getAttribute('href')).toMatch(/^mailto:/);
      await page.screenshot({ path: `/tmp/dead-ends-child-${width}.png`, fullPage: true });
      expect(await axeViolations(page), `the child's dashboard at ${width} px`).toEqual([]);
      await settled(page, '/parent/dashboard');
      expect(await axeViolations(page), `the parent's dashboard at ${width} px`).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('a staff coach has the staff menu, not the learner’s shop', async () => {
    const store = data();
    const coach = await store.coach('coach-meera', 'Meera Iyer');
    store.destroy();
    const context = await signedIn({ token: coach.token, login_user_id: coach.userId, isCoach: true }, 1280);
    const page = await context.newPage();
    await settled(page, '/coach/workspace');
    const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Coach workspace' }) });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Coach workspace', 'Profile', 'Settings']);
    expect(await page.getByRole('link', { name: 'Buy a Course' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/dead-ends-coach-menu-1280.png', fullPage: true });
    expect(await axeViolations(page), 'the coach workspace').toEqual([]);
    await context.close();
  }, 120_000);
});
