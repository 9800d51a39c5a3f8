import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, launched the one way that works on this closed network. */
export const CHROMIUM_PATH = process.env.FLIPBOOK_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
