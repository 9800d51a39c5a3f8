import { launchChromium } from '../browser.js';
import type { EngineDriver } from './engine-driver.js';
import { ScriptedPageDriver } from './scripted-page-driver.js';

/** Debian's Chromium through Playwright, as the other reader tests drive it. */
export async function startChromium(): Promise<EngineDriver> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return new ScriptedPageDriver('chromium', page, {
    problems,
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    close: () => browser.close(),
  });
}
