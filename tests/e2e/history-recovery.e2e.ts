import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

/** The recovery file is written this long after an edit (RECOVERY_DELAY_MS), plus slack for a busy machine. */
const RECOVERY_WAIT_MS = 4000;

describe('undo, redo and crash recovery in the editor', () => {
  let host: RunningWebHost | undefined;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('undoes and redoes edits with the keyboard and the ribbon, showing the first and last steps', async () => {
    host = await startWebHost();
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.newProject();
    const undo = page.locator('[data-testid="ribbon-undo"]');
    const redo = page.locator('[data-testid="ribbon-redo"]');
    expect(await undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(true);

    await editor.setTitle('First title');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="ribbon-undo"]') as HTMLButtonElement).disabled);
    await editor.waitForPreviewTitle('First title');

    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => (document.querySelector('[data-testid="title-input"]') as HTMLInputElement).value === 'My Project');
    await editor.waitForPreviewTitle('My Project');
    expect(await undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(false);

    await redo.click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="title-input"]') as HTMLInputElement).value === 'First title');
    expect(await redo.isDisabled()).toBe(true);
  });

  it('offers the edits back after the server is killed mid-edit, and recovers them', async () => {
    const appDataDir = host?.appDataDir ?? '';
    const editor = new EditorPage(page);
    await editor.setTitle('Typed before the crash');
    await page.waitForTimeout(RECOVERY_WAIT_MS);
    await host?.kill();

    host = await startWebHost({ appDataDir });
    const home = new HomePage(page);
    await home.open(host.url);
    const dialog = page.locator('[data-testid="recover-dialog"]');
    await dialog.waitFor();
    expect(await page.locator('[data-testid="recover-item"]').textContent()).toContain('Typed before the crash');
    await page.locator('[data-testid="recover-open"]').click();
    await dialog.waitFor({ state: 'detached' });
    await editor.root().waitFor();
    expect(await editor.titleInput().inputValue()).toBe('Typed before the crash');
    expect(await editor.dirtyIndicator().isVisible()).toBe(true);
  });
});
