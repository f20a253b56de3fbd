import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { chromiumPerFile } from '../support/browser';
import { signUp } from '../support/accounts';
import { answerAll } from './attempt-support';
import { parentActingFor } from './family-support';

/**
 * A junior's olympiad test day in Chromium, what it says being true (decisions 0832, 0833, 0840): the practice
 * set's celebration gives stars for how the child did, and "My stars" shows them; the adaptive final test counts
 * "of at most" its length; once it is finished the parent's view of the child offers the certificate of
 * participation, whose PDF names the child and the result. Screenshots: /tmp/olympiad-*.png.
 */
const chromium = chromiumPerFile();

describe('a junior’s olympiad test day', () => {
  it('stars for how the child did, a true question count, and a certificate of participation for the parent', async () => {
    const parent = await signUp({ parentName: 'Anita Rao' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Dev Rao', child_grade: '6', child_avatar: 1 })
    ).body.data.child as ChildProfile;

    for (const width of [1280, 375]) {
      const junior = await chromium.newContext({ viewport: { width, height: 900 } });
      const page = await junior.newPage();
      await page.goto('/junior/signin');
      await page.getByLabel('Username').fill(child.child_user_name);
      await page.getByLabel('PIN', { exact: true }).fill(child.child_pin!);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/junior/dashboard');
      await page.getByRole('region', { name: 'Practice test' }).getByRole('link', { name: 'Start practice' }).click();
      await page.waitForURL((url) => url.pathname === '/test');
      await answerAll(page);
      const stars = page
        .getByRole('dialog', { name: /You finished the practice set/ })
        .getByRole('img', { name: /stars$/ });
      const label = (await stars.getAttribute('aria-label'))!;
      expect(label).toMatch(/^[0-5] of 5 stars$/);
      await page.screenshot({ path: `/tmp/olympiad-celebration-${width}.png` });
      await page.goto('/junior/dashboard');
      const mine = page
        .getByRole('region', { name: 'My stars' })
        .getByRole('listitem')
        .filter({ hasText: 'My last practice' });
      expect(await mine.getByRole('img').getAttribute('aria-label')).toBe(label);
      await page.screenshot({ path: `/tmp/olympiad-dashboard-${width}.png`, fullPage: true });
      if (width === 375) {
        await junior.close();
        break;
      }

      // The final test: adaptive, so it counts against its longest possible length, never "20 of 20" after 11.
      await page.getByRole('region', { name: 'Final test' }).getByRole('button', { name: 'Start final test' }).click();
      await page.getByRole('dialog', { name: 'Are you ready?' }).getByRole('button', { name: "I'm ready" }).click();
      await page.waitForURL((url) => url.pathname === '/test' && url.searchParams.has('attempt_id'));
      await page
        .locator('footer')
        .getByText(/^(Instructions · up to \d+ questions|1 of at most \d+ questions)$/)
        .waitFor();
      await answerAll(page);
      // Finished: the questions it asked, never "20 of 20" after fewer.
      const counted = (await page
        .locator('footer')
        .getByText(/^\d+ questions? answered$/)
        .textContent())!;
      expect(Number.parseInt(counted, 10)).toBeLessThanOrEqual(20);
      await page.screenshot({ path: '/tmp/olympiad-final-done-1280.png' });
      await junior.close();
    }

    // The parent, acting for the child: the certificate of participation on the final test's card.
    const acting = await parentActingFor((o) => chromium.newContext(o), parent, {
      childId: child.child_id,
      childName: 'Dev Rao',
    });
    const view = await acting.newPage();
    await view.goto(`/child/dashboard/${child.child_id}`);
    const card = view.getByRole('region', { name: 'Final test' });
    await card.getByText(/^Level \d+ of 12$/).waitFor();
    const certificate = card.getByRole('link', { name: 'Certificate' });
    await certificate.waitFor();
    await view.screenshot({ path: '/tmp/olympiad-parent-card-1280.png', fullPage: true });
    const pdf = new Uint8Array(await (await view.request.get((await certificate.getAttribute('href'))!)).body());
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Certificate of Participation');
    expect(text).toContain('Dev Rao');
    expect(text).toMatch(/Overall level \d+ of 12/);
    expect(text).toMatch(/Better than \d+% of the children of Class 6 on the day/); // the stack seeds 40 per class
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await acting.close();
  }, 240_000);
});
