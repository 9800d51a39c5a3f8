import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, launched the one way that works on this closed network. */
export const CHROMIUM_PATH = process.env.FLIPBOOK_CHROMIUM ?? '/usr/bin/chromium';

/**
 * `withScrollbars` keeps the scrollbars that take room beside the content, as Firefox and
 * Windows draw them; playwright hides them by default.
 */
export function launchChromium(options: { withScrollbars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...(options.withScrollbars === true ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
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
