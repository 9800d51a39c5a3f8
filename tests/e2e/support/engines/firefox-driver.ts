import puppeteer from 'puppeteer-core';
import type { EngineDriver } from './engine-driver.js';
import { ScriptedPageDriver } from './scripted-page-driver.js';

/** Debian's Firefox ESR; puppeteer-core never downloads a browser of its own. */
export const FIREFOX_PATH = process.env.FLIPBOOK_FIREFOX ?? '/usr/bin/firefox-esr';

/**
 * Firefox ESR, headless, over WebDriver BiDi. Its scrollbars are the classic ones that take
 * room beside the content (12 px on Linux), as most desktop Firefox users see them, rather
 * than the overlay ones that take none.
 */
export async function startFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { 'widget.gtk.overlay-scrollbars.enabled': false },
  });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error instanceof Error ? error.message : String(error)));
  return new ScriptedPageDriver('firefox', page, {
    problems,
    setViewport: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  });
}
