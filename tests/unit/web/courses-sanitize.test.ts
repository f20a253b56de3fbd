import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../support/browser';

/**
 * The unit-name sanitiser (web/src/lib/sanitize.ts) in a real browser. DOMPurify's authors do not
 * support happy-dom, and under it DOMPurify lets <script> through, so this one test runs the module
 * as the app ships it (bundled by esbuild) inside Chromium.
 */
let browser: Browser;
let page: Page;

declare global {
  interface Window {
    sanitizer: typeof import('../../../web/src/lib/sanitize');
  }
}

const clean = (html: string) => page.evaluate((input) => window.sanitizer.sanitizeUnitName(input), html);
const text = (html: string) => page.evaluate((input) => window.sanitizer.unitNameText(input), html);

describe('unit-name sanitiser (Chromium)', () => {
  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [path.resolve(import.meta.dirname, '../../../web/src/lib/sanitize.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'sanitizer',
      target: 'es2022',
    });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps b, i, em, strong, u and br', async () => {
    expect(await clean('<b>Bold</b> <i>it</i> <em>em</em> <strong>st</strong> <u>u</u><br>end')).toBe(
      '<b>Bold</b> <i>it</i> <em>em</em> <strong>st</strong> <u>u</u><br>end',
    );
  });

  it('keeps links, opening in a new tab without the opener', async () => {
    expect(await clean('Read <a href="https://fluentia.app/guide" title="Guide">the guide</a>')).toBe(
      'Read <a href="https://fluentia.app/guide" title="Guide" target="_blank" rel="noopener noreferrer">the guide</a>',
    );
    expect(await clean('<a href="mailto:help@fluentia.app">Mail</a>')).toContain('href="mailto:help@fluentia.app"');
    expect(await clean('<a href="/buycourse">Buy</a>')).toContain('href="/buycourse"');
  });

  it('removes script tags with their content', async () => {
    expect(await clean('Unit 1<script>alert(1)</script>')).toBe('Unit 1');
    expect(await clean('<scr<script>ipt>alert(1)</script>x')).not.toContain('<script');
  });

  it('removes event-handler attributes and elements outside the list, keeping their text', async () => {
    expect(await clean('<img src=x onerror="alert(1)">Unit')).toBe('Unit');
    expect(await clean('<b onclick="alert(1)" onmouseover="x()">Bold</b>')).toBe('<b>Bold</b>');
    expect(await clean('<div><span style="color:red">Plain</span></div>')).toBe('Plain');
    expect(await clean('<svg onload="alert(1)"><text>x</text></svg>y')).not.toMatch(/svg|onload/);
  });

  it('removes javascript: and data: links, and attributes links may not carry', async () => {
    expect(await clean('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).not.toContain('href');
    expect(await clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain('href');
    expect(await clean('<a href="https://a.example" style="x" class="y" id="z">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await clean('<b title="t" href="https://a.example">x</b>')).toBe('<b>x</b>');
  });

  it('gives the plain text of a unit name for menus', async () => {
    expect(await text('<b>Starting</b> &amp; <i>greeting</i><script>alert(1)</script>')).toBe('Starting & greeting');
    expect(await text('Unit 2')).toBe('Unit 2');
  });

  it('hands back a name with no tag and no entity as it is, without parsing it', async () => {
    expect(await clean('Unit 3: "Greetings" > hello')).toBe('Unit 3: "Greetings" > hello');
    expect(await text('  Unit 3:\n greetings ')).toBe('Unit 3: greetings');
    expect(await clean('Fish &amp; chips')).toBe('Fish &amp; chips');
    expect(await text('Fish &amp; chips')).toBe('Fish & chips');
  });
});
