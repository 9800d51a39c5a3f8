import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { saveCloseAndReopen } from './pages/editor-flows.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the language tab', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  let bookServer: StaticServer | undefined;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  });

  afterAll(async () => {
    await bookServer?.close();
    await browser?.close();
    await host?.stop();
  });


  async function waitForPreviewLanguage(lang: string): Promise<void> {
    await expect.poll(async () => (await new EditorPage(page).previewDocument()).evaluate(() => document.documentElement.lang).catch(() => ''), { timeout: 15_000 }).toBe(lang);
  }

  const order = () => page.locator('[data-testid="reader-language-order"] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));

  it('offers languages with labels, shows the default in the preview, undoes, saves, reopens and publishes them', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="tab-language"]').click();
    await waitForPreviewLanguage('en');

    await page.locator('[data-testid="reader-language-fr"]').check();
    await waitForPreviewLanguage('fr');
    // The reader's own words follow: the next-page button speaks French.
    expect(await (await new EditorPage(page).previewDocument()).locator('.fb-next').getAttribute('aria-label')).toBe('Page suivante');
    await page.locator('[data-testid="reader-language-de"]').check();
    await page.locator('[data-testid="reader-language-up-de"]').click();
    expect(await order()).toEqual(['de', 'fr']);
    await waitForPreviewLanguage('de');

    await page.keyboard.press('Control+z');
    await expect.poll(order).toEqual(['fr', 'de']);
    await waitForPreviewLanguage('fr');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(order).toEqual(['de', 'fr']);
    await waitForPreviewLanguage('de');

    await page.locator('[data-testid="reader-language-label-fr"]').fill('Français (Canada)');
    await saveCloseAndReopen(page, path.join(host.appDataDir, 'languages.flipbook'), 14);
    await page.locator('[data-testid="tab-language"]').click();
    expect(await order()).toEqual(['de', 'fr']);
    expect(await page.locator('[data-testid="reader-language-label-fr"]').inputValue()).toBe('Français (Canada)');

    const outDir = path.join(host.appDataDir, 'published-languages');
    await editor.publishHtml(outDir);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
    bookServer = await startStaticServer({ '/': outDir });
    const reader = await browser.newPage();
    await reader.goto(`${bookServer.origin}/index.html`);
    await reader.locator('[data-button="language"]').click();
    expect(await reader.locator('[data-locale]').allTextContents()).toEqual(['Deutsch', 'Français (Canada)']);
    expect(await reader.evaluate(() => document.documentElement.lang)).toBe('de');
    await reader.locator('[data-locale="fr"]').click();
    await reader.waitForFunction(() => document.documentElement.lang === 'fr');
    await reader.close();
  });
});
