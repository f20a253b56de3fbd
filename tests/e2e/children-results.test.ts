import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { signUp } from '../support/accounts';
import { answerAll } from './attempt-support';
import { parentActingFor } from './family-support';

/**
 * A child's final test in Chromium: the junior answers the ready check (once only, timed) and takes
 * it from their dashboard; their card then says they did it, with no level or ranking (decision 0427);
 * the parent's view of the child shows the level, the percentile among Class 7 (the local stack
 * seeds 40 earlier scores per class) and the report, whose PDF names the child; the parent's
 * notification centre has the news. Screenshots: /tmp/kids-*.png.
 */
const chromium = chromiumPerFile();

describe('a child’s final test', () => {
  it('asks the child first, then gives the parent’s view the level, percentile and report, and tells the parent', async () => {
    const parent = await signUp({ parentName: 'Sunita Bose' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Rohan Bose', child_grade: '7', child_avatar: 2 })
    ).body.data.child as ChildProfile;

    const junior = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await junior.newPage();
    await page.goto('/junior/signin');
    await page.getByLabel('Username').fill(child.child_user_name);
    await page.getByLabel('PIN', { exact: true }).fill(child.child_pin!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    await page.getByRole('region', { name: 'Final test' }).getByRole('button', { name: 'Start final test' }).click();
    const ready = page.getByRole('dialog', { name: 'Are you ready?' });
    await ready.getByText(/only one time\. You will have 25 minutes/).waitFor();
    await page.screenshot({ path: '/tmp/kids-ready-check-1280.png' });
    await ready.getByRole('button', { name: "I'm ready" }).click();
    await page.waitForURL((url) => url.pathname === '/test' && url.searchParams.has('attempt_id'));
    await answerAll(page);
    await page.goto('/junior/dashboard');

    const childCard = page.getByRole('region', { name: 'Final test' });
    await childCard.getByText('You did it!', { exact: false }).waitFor();
    expect(await childCard.getByText(/Better than|of 12/).count()).toBe(0);
    await page.screenshot({ path: '/tmp/kids-final-card-child-1280.png', fullPage: true });
    await junior.close();

    // The parent, acting for the child, reads the level, the ranking and the report.
    const acting = await parentActingFor((o) => chromium.newContext(o), parent, {
      childId: child.child_id,
      childName: 'Rohan Bose',
    });
    const parentView = await acting.newPage();
    await parentView.goto(`/child/dashboard/${child.child_id}`);
    const card = parentView.getByRole('region', { name: 'Final test' });
    await card.getByText(/^Level \d+ of 12$/).waitFor();
    await card.getByText(/^Better than \d+% of children in Class 7$/).waitFor();
    await card.getByRole('button', { name: 'Download report' }).click();
    const link = card.getByRole('link', { name: 'Open your detailed report (PDF)' });
    await link.waitFor();
    await parentView.screenshot({ path: '/tmp/kids-final-card-1280.png', fullPage: true });
    const pdf = new Uint8Array(await (await parentView.request.get((await link.getAttribute('href'))!)).body());
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Rohan Bose');
    expect(text).toContain('Final Test');
    await acting.close();

    const parentContext = await chromium.newContext({ viewport: { width: 375, height: 800 } });
    await parentContext.addInitScript(
      (value) => localStorage.setItem('fluentia:session', value),
      JSON.stringify(
        fakeSession({ token: parent.client.token!, login_user_id: parent.userId, userType: 'k', isParent: true }),
      ),
    );
    const parentPage = await parentContext.newPage();
    await parentPage.goto('/parent/dashboard');
    await parentPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await parentPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('Rohan Bose finished the Final Test. See the score and the report on their card.')
      .waitFor();
    await parentPage.screenshot({ path: '/tmp/kids-parent-notification-375.png' });
    await parentContext.close();
  });
});
