import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Shared by the e2e suites (not a test file itself): answering every page of an attempt until the
 * completion popup opens, and the no-sideways-scrolling check every screen is held to.
 */
/** Nothing on the page is wider than the window (no sideways scrolling): scrollWidth ≤ clientWidth. */
export async function expectNoSideScroll(page: Page, what = 'the page'): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is wider than the window`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A control's label on one line, in text no smaller than `minPx`: each of its words' line boxes shares one top (no
 * wrapping).
 */
export async function expectOneLine(control: Locator, what: string, minPx = 15): Promise<void> {
  const { lines, fontPx } = await control.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return { lines: tops.size, fontPx: parseFloat(getComputedStyle(el).fontSize) };
  });
  expect(lines, `${what} wraps`).toBe(1);
  expect(fontPx, `${what} is smaller than readable text`).toBeGreaterThanOrEqual(minPx);
}

/** Sixty ordinary words, unlike any question, for long and short written answers alike. */
const ESSAY =
  'Last weekend I visited the old market near my home with my younger brother. We bought fresh mangoes, a small clay pot and two notebooks for school. ' +
  'The shopkeepers were friendly and patient, and one of them explained how the pots are made by hand in a nearby village. ' +
  'In the evening we cooked dinner together and talked about what we had seen.';

/** Fills every answer control on the page shown: first option, first word, a word per gap, the essay. */
export async function fillPage(main: Locator): Promise<void> {
  // Linked pages: open every folded question first.
  for (const toggle of await main.locator('button[aria-expanded="false"][aria-controls]').all()) {
    if ((await toggle.textContent())?.startsWith('Question')) await toggle.click();
  }
  for (const group of await main.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
  for (const group of await main.getByRole('group').all()) {
    const boxes = group.getByRole('checkbox');
    if ((await boxes.count()) > 0) await boxes.first().check();
    const words = group.locator('button[aria-pressed="false"]');
    if ((await words.count()) > 0) await words.first().click();
  }
  for (const gap of await main.locator('input[aria-label^="Gap"]').all()) await gap.fill('is');
  for (const box of await main.locator('textarea').all()) await box.fill(ESSAY);
}

/**
 * Answers the attempt on screen until the completion popup opens: Submit (or Next on instructions,
 * Skip on spoken questions), then Next past the feedback when the activity shows it.
 */
export async function answerAll(
  page: Page,
  options: { record?: (main: Locator) => Promise<void> } = {},
): Promise<{ answered: number; sawFeedback: boolean; sawSpoken: boolean; sawLinked: boolean }> {
  const main = page.locator('main');
  const footer = page.locator('footer');
  const done = page.getByRole('dialog').filter({ hasText: /You finished the/ });
  let answered = 0;
  let sawFeedback = false;
  let sawSpoken = false;
  let sawLinked = false;
  for (let step = 0; step < 60; step++) {
    if (await done.isVisible()) return { answered, sawFeedback, sawSpoken, sawLinked };
    const proceed = footer.getByRole('button', { name: /^(Submit|Next)$/ });
    await proceed.waitFor();
    // A spoken question offers Skip beside Submit; these journeys skip it (tests/e2e/speaking.test.ts records).
    const skip = footer.getByRole('button', { name: 'Skip' });
    const spoken = (await skip.count()) > 0;
    if (spoken && options.record) await options.record(main);
    const action = spoken && !options.record ? skip : proceed;
    const label = (await action.textContent())?.trim();
    const feedbackMode = (await main.locator('[data-verdict]').count()) > 0;
    if (feedbackMode) {
      sawFeedback = true;
      await action.click();
      await main
        .locator('[data-verdict]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => done.waitFor());
      continue;
    }
    if (label === 'Submit' && (await main.getByText('Not answered').count()) > 0) {
      // A linked page: Submit stays inactive until every question on it is answered.
      sawLinked = true;
      expect(await action.getAttribute('aria-disabled')).toBe('true');
    }
    if (label === 'Submit' && !spoken) await fillPage(main);
    if (spoken) sawSpoken = true;
    const counter = await footer.getByText(/ questions?$/).textContent();
    const sent = page.waitForResponse((r) => r.url().includes('/v1/submitAnswer') && r.request().method() === 'POST');
    await action.click();
    expect((await sent).ok()).toBe(true);
    answered++;
    // The page changes: feedback, the next question (the counter moves), or the completion popup.
    await page.waitForFunction(
      (before) =>
        document.querySelector('main [data-verdict]') !== null ||
        document.querySelector('dialog[open]') !== null ||
        document.querySelector('footer p')?.textContent !== before,
      counter,
    );
  }
  throw new Error('The attempt did not finish within 60 pages');
}
