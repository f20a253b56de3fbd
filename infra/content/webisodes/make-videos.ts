import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { videoScripts, type VideoScript } from './lessons';
import { withDuration } from './webm-duration';
import { recordLesson, type LessonInput } from './record-lesson';

/**
 * Makes the seeded lesson videos offline (docs/content.md, "Video lessons"): each line is spoken
 * with Debian's espeak-ng, and Chromium draws the captions on a canvas and records canvas and voice
 * with MediaRecorder (WebM: VP8 + Opus, 480×270, about 110 kbit/s, so a lesson is 100–150 KB).
 * Chromium is the one video encoder this machine has (no ffmpeg); its live WebM lacks a duration,
 * which `withDuration` adds so players show the length and can seek.
 *
 *   npx tsx infra/content/webisodes/make-videos.ts [file-name-filter]
 */
const packages = join(import.meta.dirname, '..', 'packages');
const work = mkdtempSync(join(tmpdir(), 'fluentia-video-'));

function speak(text: string, n: number): string {
  const file = join(work, `line-${n}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '140', '-g', '4', '-w', file, text]);
  return readFileSync(file).toString('base64');
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const scripts = videoScripts.filter((s) => s.file.includes(filter));
  // Debian's Chromium, as the e2e tests use it; the voice must play without a click.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    let n = 0;
    for (const script of scripts) {
      const input: LessonInput = {
        title: script.title,
        kind: kindOf(script),
        lines: script.lines.map((text) => ({ text, wav: speak(text, n++) })),
      };
      const page = await browser.newPage();
      await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>');
      // tsx keeps function names with a `__name` helper that the page does not have.
      await page.evaluate('window.__name = (f) => f');
      const { webm, durationMs } = await page.evaluate(recordLesson, input);
      await page.close();
      const bytes = withDuration(Buffer.from(webm, 'base64'), durationMs);
      writeFileSync(join(packages, script.pkg, 'media', script.file), bytes);
      console.log(
        `${script.pkg}/media/${script.file}: ${(durationMs / 1000).toFixed(1)} s, ${Math.round(bytes.length / 1024)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
}

function kindOf(script: VideoScript): string {
  return script.file.startsWith('lesson-') ? 'Video lesson' : 'Watch and answer';
}

await main();
