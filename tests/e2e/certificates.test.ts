import { describe, expect, inject, it } from 'vitest';
import { extractText } from 'unpdf';
import { TestClient } from '../support/api-client';
import { doActivities, finalTestSpokenOnce } from '../support/complete-course';
import { chromiumPerFile } from '../support/browser';
import { fakeSession } from '../support/fake-session';
import { stackData } from '../support/learners';
import { answerAll } from './attempt-support';

/**
 * Certificates in Chromium against the whole local stack: an adult who has done every other activity
 * finishes the End-of-course test,
 * confirms their name, downloads the PDF (its text read back), and the verification page opens
 * signed out; an altered id shows 'not found'. Screenshots: /tmp/cert-*.png.
 */
const chromium = chromiumPerFile();

describe('a certificate', () => {
  it('is claimed after the End-of-course test, downloads as a PDF, and verifies signed out', async () => {
    const store = stackData({
      dynamodbEndpoint: inject('endpoints').dynamodb,
      signingKey: JSON.parse(inject('signingKey')),
    });
    const learner = await store.learner([101]);
    store.destroy();
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (value) => localStorage.setItem('fluentia:session', value),
      JSON.stringify(fakeSession({ token: learner.token, login_user_id: learner.userId })),
    );
    const page = await context.newPage();

    // Under the certificate rule (decision 440): every other activity done, and the final test with
    // a spoken answer recorded; the rest of the final test is answered here, in the browser.
    const client = new TestClient();
    client.token = learner.token;
    await doActivities(client);
    const attempt = await finalTestSpokenOnce(client);
    await page.goto(`/test?attempt_id=${attempt.attempt_id}`);
    await answerAll(page);

    const popup = page.getByRole('dialog');
    const name = popup.getByLabel('Full name on the certificate');
    await name.fill('');
    await popup.getByRole('button', { name: 'Get my certificate' }).click();
    await popup.getByText('Please enter your full name.').waitFor();
    await name.fill('Ravi Kumar');
    await popup.getByRole('button', { name: 'Get my certificate' }).click();
    const download = popup.getByRole('link', { name: 'Download your certificate' });
    await download.waitFor();
    await page.screenshot({ path: '/tmp/cert-popup-1280.png' });
    const pdf = new Uint8Array(await (await page.request.get((await download.getAttribute('href'))!)).body());
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Certificate of Achievement');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Everyday English for Adults');
    const verifyUrl = (await popup.getByRole('link', { name: 'See its verification page' }).getAttribute('href'))!;
    expect(text).toContain(verifyUrl);
    expect(await popup.getByRole('link', { name: 'Add to your LinkedIn profile' }).getAttribute('href')).toContain(
      'linkedin.com/profile/add',
    );

    // The notification centre has it, unread, and it leads to History.
    await page.goto('/mydashboard');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await centre.getByRole('link', { name: 'Your certificate for Everyday English for Adults is ready.' }).click();
    await page.waitForURL((url) => url.pathname === '/history');
    await page.getByRole('cell', { name: 'Ravi Kumar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Notifications' }).count()).toBe(1); // read now: no count

    // Anyone, signed out, with the link.
    const stranger = await chromium.newContext({ viewport: { width: 375, height: 800 } });
    const open = await stranger.newPage();
    await open.goto(verifyUrl);
    await open.getByText('✓ Verified certificate').waitFor();
    await open.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    await open.screenshot({ path: '/tmp/cert-verify-375.png', fullPage: true });
    await open.goto(verifyUrl.slice(0, -2) + (verifyUrl.endsWith('00') ? '11' : '00'));
    await open.getByRole('heading', { name: 'Certificate not found' }).waitFor();
    await stranger.close();
    await context.close();
  }, 180_000); // a whole course under the certificate rule
});
