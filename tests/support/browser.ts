import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium as every e2e suite launches it: headless, and with the background services off
 * that would otherwise try (and fail) to reach the internet from this closed network.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A learner's microphone: allowed, and a fake device (tests that speak pass their own WAV file).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs, ...extraArgs] });
}
