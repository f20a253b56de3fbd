import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { freePort } from '../../infra/local/ports';
import { median, shuffled } from './stats';

/**
 * Lighthouse (mobile: its default Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on
 * the production build served by the local stack, signed in as the demo adult learner where the
 * page needs it. Debian's Chromium runs with a persistent profile, so the session Playwright
 * stores at sign-in is the one Lighthouse's tab sees (localStorage is kept between runs; the HTTP cache,
 * the service worker and its caches are not).
 */
export interface PageFigure {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript the page downloads (transfer size, so compressed when the server compresses). */
  jsBytes: number;
  /** What the largest paint was, and where its time went (Lighthouse's LCP breakdown, ms): what holds LCP up. */
  lcpElement: string;
  /** Text responses Lighthouse found sent without compression (its uses-text-compression audit): 0 is the goal. */
  uncompressed: number;
  /** Every run's score, for the spread on a busy machine. */
  scores: number[];
}

// A learner's browser with a microphone it may use (as the e2e suites have): a test that asks for
// the microphone first would otherwise be measured behind the no-microphone help. The bench's
// HTTP/2 front has a certificate made for the run (h2-front.ts).
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--ignore-certificate-errors',
];

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByLabel('Email, mobile number or Olympiad ID').fill('asha@example.com');
  await page.getByLabel('PIN or licence key').fill('246810');
  await page.getByLabel('PIN or licence key').press('Enter');
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 90_000 });
}

export async function measurePages(base: string, runs = 5): Promise<PageFigure[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fluentia-lighthouse-'));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...flags, `--remote-debugging-port=${port}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    // The login page first, signed out; then sign in once for the others.
    const pages: Array<{ name: string; url: string; signedIn: boolean }> = [
      { name: 'login', url: `${base}/`, signedIn: false },
    ];
    await signIn(page, base);
    // A test page: the course's first activity, started once; every run reopens the same attempt.
    await page.goto(`${base}/test?course_id=101&element_id=1010&start=1`);
    await page.waitForURL((url) => url.searchParams.has('attempt_id'), { timeout: 90_000 });
    const testUrl = page.url();
    // Opened once, course 101 becomes the active course in the session: the runs measure a learner
    // opening the course they study (a course change first makes one more call, POST v1/courses).
    await page.goto(`${base}/mycourse?course_id=101`);
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('fluentia:session') ?? '{}').activeCourseId === '101',
      undefined,
      { timeout: 90_000 },
    );
    await page.goto('about:blank');
    pages.push(
      { name: 'dashboard', url: `${base}/mydashboard`, signedIn: true },
      { name: 'course', url: `${base}/mycourse?course_id=101`, signedIn: true },
      { name: 'test', url: testUrl, signedIn: true },
    );
    await page.goto(`${base}/`);
    const stored = await page.evaluate(() => localStorage.getItem('fluentia:session'));
    const samples = new Map<string, PageFigure[]>(pages.map((p) => [p.name, []]));
    const cdp = await browser.newCDPSession(page);
    for (let round = 0; round < runs; round++) {
      for (const p of shuffled(pages)) {
        // The login page is measured signed out (signed in it redirects); the session comes back after.
        await page.evaluate(
          (value) =>
            value === null
              ? localStorage.removeItem('fluentia:session')
              : localStorage.setItem('fluentia:session', value),
          p.signedIn ? stored : null,
        );
        // The session is kept, but not the HTTP cache nor the service worker and its cache (it would
        // serve every script from the second run on): every run downloads as a first visit does.
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(base).origin,
          storageTypes: 'service_workers,cache_storage',
        });
        const result = await lighthouse(p.url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${p.url}`);
        // LIGHTHOUSE_REPORTS=<folder> keeps each page's last report, to see what holds a figure up.
        if (process.env.LIGHTHOUSE_REPORTS)
          writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${p.name}.json`), JSON.stringify(result.lhr));
        const audits = result.lhr.audits;
        const summary =
          (
            audits['resource-summary']?.details as
              { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
          )?.items ?? [];
        samples.get(p.name)!.push({
          page: p.name,
          score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          jsBytes: summary.find((r) => r.resourceType === 'script')?.transferSize ?? Number.NaN,
          lcpElement: describeLcp(audits),
          uncompressed:
            (audits['uses-text-compression']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
          scores: [],
        });
      }
    }
    return pages.map((p) => {
      const list = samples.get(p.name)!;
      const pick = (f: (x: PageFigure) => number) => median(list.map(f));
      return {
        page: p.name,
        score: pick((x) => x.score),
        lcpMs: pick((x) => x.lcpMs),
        cls: pick((x) => x.cls),
        tbtMs: pick((x) => x.tbtMs),
        jsBytes: pick((x) => x.jsBytes),
        lcpElement: list.at(-1)?.lcpElement ?? '',
        uncompressed: Math.max(...list.map((x) => x.uncompressed)),
        scores: list.map((x) => x.score),
      };
    });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

type Audits = Record<string, { details?: unknown } | undefined>;

/** 'img.media: TTFB 600, load delay 900, load 300, render delay 200' from Lighthouse's LCP element audit. */
function describeLcp(audits: Audits): string {
  const tables =
    (
      audits['largest-contentful-paint-element']?.details as
        { items?: Array<{ items?: Array<Record<string, unknown>> }> } | undefined
    )?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const phases = tables[1]?.items ?? [];
  const label = node ? `${node.selector ?? ''} "${String(node.nodeLabel ?? '').slice(0, 30)}"` : 'unknown';
  return `${label}: ${phases.map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`).join(', ')}`;
}
