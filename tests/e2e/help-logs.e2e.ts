import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

describe('feedback and error-log export', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('writes a zip of the logs into the chosen folder from the Help menu and the about dialog, and says "Log export failed" when it cannot', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    // A failure first, so the log has something to say.
    await page.locator('[data-testid="home-open-project"]').click();
    await page.locator('[data-testid="path-input"]').fill(path.join(host.appDataDir, 'missing.flipbook'));
    await page.locator('[data-testid="path-submit"]').click();
    expect(await editor.pathError()).toBe('Project file does not exist!');
    await page.keyboard.press('Escape');
    await editor.pathDialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Export logs…' }).click();
    const outDir = path.join(host.appDataDir, 'support');
    await editor.submitPath(outDir);
    await page.getByText(/The error log was written to .*flipbook-logs-.*\.zip\./).waitFor();
    const zips = fs.readdirSync(outDir).filter((name) => name.endsWith('.zip'));
    expect(zips).toHaveLength(1);
    expect(fs.readFileSync(path.join(outDir, zips[0] as string)).subarray(0, 2).toString('latin1')).toBe('PK');

    const blocker = path.join(host.appDataDir, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'About Flipbook Studio' }).click();
    await page.locator('[data-testid="export-logs"]').click();
    await page.locator('[data-testid="path-input"]').fill(path.join(blocker, 'inside'));
    await page.locator('[data-testid="path-submit"]').click();
    await page.locator('[data-testid="path-error"]').waitFor();
    expect(await editor.pathError()).toContain('Log export failed');
  });
});
