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
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs, ...extraArgs] });
}
