import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { freshEmail, freshPhone } from '../support/api-client';
import { signUp } from '../support/accounts';
import { answerAll, expectNoSideScroll } from './attempt-support';
import { ownAdult, type OwnAccount } from '../support/own-accounts';
import { codeSentTo, launch, Pages, signInWithPin, storedSession } from './auth-support';

/**
 * Learners, parents and juniors in Chromium against the whole local stack: a junior on their own dashboard
 * taking their practice test from it; an adult learner becoming a parent and adding a child without
 * signing out; and every screen they touch at 375 px and 768 px with nothing wider than the window.
 * (A new user going from sign-up into onboarding: accounts.test.ts.) Screenshots: /tmp/people-*.png.
 */
let browser: Browser;
const pages = new Pages(() => browser);
let adult: OwnAccount;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/people-${name}.png`, fullPage: true });

/** The screen at 375 px and 768 px: it fits, and a screenshot of each for a person to look at. */
async function expectFitsNarrow(page: Page, name: string): Promise<void> {
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(50);
    await expectNoSideScroll(page, `${name} at ${width} px`);
    await shot(page, `${name}-${width}`);
  }
}

/** The main menu's items, once it is on screen (the side panel above 768 px, the drawer below). */
async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'My Dashboard' }).waitFor();
  return menu.getByRole('link').allTextContents();
}

async function openMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** A new parent (by API) with one child; the child's username and PIN. */
async function newJunior(name: string): Promise<ChildProfile> {
  const parent = await signUp({ parentName: 'Rekha Iyer' });
  const res = await parent.client.post('/v1/childprofile', { child_name: name, child_grade: '5', child_avatar: 3 });
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.data.child as ChildProfile;
}

describe('juniors, new parents and narrow screens', () => {
  beforeAll(async () => {
    [browser, adult] = await Promise.all([launch(), ownAdult()]);
  });
  afterEach(() => pages.close());
  afterAll(() => browser?.close());

  it('a junior signs in to their own dashboard and takes their practice test from it, without typing a URL', async () => {
    const child = await newJunior('Anika Iyer');
    const page = await pages.open(1280);
    await page.goto('/junior/signin');
    await page.getByLabel('Username').fill(child.child_user_name);
    await page.getByLabel('PIN', { exact: true }).fill(child.child_pin!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');

    // The child dashboard's content, seen by the child: greeting, date, cards, levels and courses.
    await page.getByRole('heading', { level: 1, name: 'Hello Anika Iyer!' }).waitFor();
    await page
      .getByText(
        new Date().toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      )
      .waitFor();
    const practice = page.getByRole('region', { name: 'Practice test' });
    // Child words (decisions 0428, 0430): a practice as often as the child likes, the final test once only.
    await practice.getByText('Play as often as you like').waitFor();
    await page
      .getByRole('region', { name: 'Final test' })
      .getByText(/Only once · 25 minutes/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Speaking test' })
      .getByText('Ask your parent about the speaking test.')
      .waitFor();
    await page.getByRole('region', { name: 'My stars' }).getByText('Take a test to earn your stars.').waitFor();
    expect(await page.getByText(/attempt|out of 12|Elementary/).count()).toBe(0);
    await page.getByRole('region', { name: 'My courses' }).waitFor();
    expect(await menuLinks(page)).toEqual(['My Dashboard']);
    // No parent's acts for the child: nothing to buy or apply.
    expect(await page.getByRole('button', { name: 'Apply License' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View Courses' }).count()).toBe(0);
    await shot(page, 'junior-dashboard-1280');

    await practice.getByRole('link', { name: 'Start practice' }).click();
    await page.waitForURL((url) => url.pathname === '/test' && url.searchParams.has('attempt_id'));
    await answerAll(page);
    const popup = page.getByRole('dialog', { name: /You finished the practice set/ });
    await popup.waitFor();
    await popup.getByRole('link', { name: /Continue/ }).click();
    await page.waitForURL((url) => url.pathname === '/junior/dashboard');
    await page.getByRole('region', { name: 'Practice test' }).getByRole('link', { name: 'Start practice' }).waitFor();
    await expectFitsNarrow(page, 'junior-dashboard');
  });

  it('an adult learner adds a child: proves a mobile by OTP, becomes a parent and adds the child without signing out', async () => {
    const page = await pages.open(375);
    const email = freshEmail();
    await page.goto('/signup');
    await page.getByLabel('Email or mobile number').fill(email);
    let since = Date.now();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('PIN', { exact: true }).fill(await codeSentTo(email, since));
    await page.getByRole('button', { name: 'VERIFY NOW' }).click();
    await page.waitForURL((url) => url.pathname === '/onboard/step1');
    await expectFitsNarrow(page, 'onboarding-step1');

    await page.goto('/mydashboard');
    await page.getByRole('region', { name: 'Your next step' }).getByText('Find your level, free').waitFor(); // the free start (decision 0435)
    expect(await page.getByText('Find your next course').count()).toBe(0); // no made-up Up Next row
    await page.getByRole('region', { name: 'Your children' }).waitFor();
    await expectFitsNarrow(page, 'new-adult-dashboard');
    await page.setViewportSize({ width: 375, height: 800 });
    await openMenu(page);
    expect(await menuLinks(page)).not.toContain('Child Profiles');
    await page.keyboard.press('Escape');

    await page.getByRole('region', { name: 'Your children' }).getByRole('link', { name: 'Add a child' }).click();
    await page.waitForURL((url) => url.pathname === '/parent/dashboard');
    const card = page.getByRole('region', { name: 'Add your child' });
    await card.waitFor();
    await expectFitsNarrow(page, 'become-parent');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await storedSession(page)).toMatchObject({ userType: 'T', isParent: false });
    await card.getByRole('button', { name: 'Send OTP' }).click();
    await card.getByText('Phone number is required').waitFor();
    const phone = freshPhone();
    await card.getByLabel('Your mobile number').fill(phone);
    since = Date.now();
    await card.getByRole('button', { name: 'Send OTP' }).click();
    await card.getByText(`OTP sent to ${phone}.`).waitFor();
    await card.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone, since));
    await card.getByRole('button', { name: 'Submit OTP' }).click();

    // Now a parent, still signed in: straight to the add-child modal.
    const dialog = page.getByRole('dialog', { name: 'Add a child' });
    await dialog.waitFor();
    expect(await storedSession(page)).toMatchObject({ userType: 'k', isParent: true });
    await dialog.getByLabel("Child's name").fill('Dev Kapoor');
    await dialog.getByLabel('Class').selectOption('6');
    await dialog.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('article', { name: 'Dev Kapoor' }).waitFor();
    await expectFitsNarrow(page, 'parent-dashboard');

    // Child Profiles stays in the menu on /mydashboard (the parent is there in regular mode).
    await page.goto('/mydashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await menuLinks(page)).toContain('Child Profiles');

    // A child's course opened from the child dashboard says whose it is.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Child Profiles' }).click();
    await page
      .getByRole('article', { name: 'Dev Kapoor' })
      .getByRole('button', { name: 'Take a test as Dev Kapoor' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/child/dashboard/'));
    await page.getByRole('heading', { level: 1, name: 'Hello Dev Kapoor!' }).waitFor();
    await expectFitsNarrow(page, 'child-dashboard');
    // The child's class enrols them in the olympiad course (as the class selector does), listed on their dashboard.
    const enrolled = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('fluentia:session') ?? '{}') as {
        token: string;
        actingChild: { childId: string };
      };
      const res = await fetch('/v1/change_grant', {
        method: 'POST',
        headers: { 'content-type': 'application/json', platform: 'w1', 'access-token': session.token },
        body: JSON.stringify({ grade: 6, child_id: session.actingChild.childId }),
      });
      return res.status;
    });
    expect(enrolled).toBe(200);
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('region', { name: 'Kids courses' })
      .getByRole('link', { name: 'English Olympiad Practice' })
      .click();
    await page.waitForURL((url) => url.pathname === '/mycourse');
    await page
      .getByRole('region', { name: 'Whose course' })
      .getByText('You are looking at Dev Kapoor’s course', { exact: false })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'English Olympiad Practice' }).waitFor();
    await expectFitsNarrow(page, 'child-course');
  });

  it("an adult's screens fit at 375 px and 768 px: dashboard, settings (opened at the top), profile, history, course lists with Renew on an expired course", async () => {
    const page = await pages.open(375);
    await signInWithPin(page, adult.loginId, adult.pin);
    await page.waitForURL((url) => url.pathname === '/mydashboard');
    await page.getByRole('region', { name: /Daily step|Your next step/ }).waitFor();
    await page
      .getByRole('region', { name: /Your next step|Daily step/ })
      .getByText(/day streak|Start a streak today/)
      .waitFor();
    await page.getByRole('heading', { name: /Your levels/ }).waitFor();
    await expectFitsNarrow(page, 'adult-dashboard');

    // Settings opens at the top, typed in or from the menu of a dashboard scrolled to its end.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Log out of Fluentia' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/mydashboard');
    await page.getByRole('heading', { name: /Your levels/ }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await openMenu(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Log out of Fluentia' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectFitsNarrow(page, 'settings');

    for (const [path, name] of [
      ['/profile', 'profile'],
      ['/history', 'history'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectFitsNarrow(page, name);
    }

    await page.goto('/online');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectFitsNarrow(page, 'online');
    // Quick Speaking Drills closed yesterday: it says Expired and offers Renew, not Start.
    const expired = page.getByRole('article').filter({ hasText: 'Quick Speaking Drills' });
    await expired.getByText(/^Expired on/).waitFor();
    expect(await expired.getByRole('link', { name: 'Renew Quick Speaking Drills' }).getAttribute('href')).toBe(
      '/buycourse',
    );
    expect(await expired.getByRole('link', { name: /^(Start|Continue|Redo) / }).count()).toBe(0);
  });
});
