import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { startWebHost, type RunningWebHost } from './web-host.js';

export interface EditorSession {
  host: RunningWebHost;
  browser: Browser;
  page: Page;
}

/**
 * One web host and one browser tab for a describe block: started before its tests and
 * stopped after them. Read the fields inside tests, once beforeAll has filled them.
 * `firstRun` starts as a new installation would, guided tour included.
 */
export function editorSession(viewport = { width: 1366, height: 860 }, options: { firstRun?: boolean } = {}): EditorSession {
  const session = {} as EditorSession;
  beforeAll(async () => {
    session.host = await startWebHost({ firstRun: options.firstRun === true });
    session.browser = await launchChromium();
    session.page = await session.browser.newPage({ viewport });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.host?.stop();
  });
  return session;
}
