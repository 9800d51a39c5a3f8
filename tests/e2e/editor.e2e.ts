import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the editor in the browser host', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  let bookServer: StaticServer | undefined;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await bookServer?.close();
    await browser?.close();
    await host?.stop();
  });

  it('imports a PDF, retitles it live, saves, publishes, and the published book turns pages', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    // The token leaves the address bar once the editor has it.
    expect(page.url()).not.toContain('token=');

    // Arabic lays the editor out right to left; the choice survives a reload.
    await home.chooseLanguage('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await home.chooseLanguage('en');
    await page.reload();
    await home.root().waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);

    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    expect(await editor.thumbs().count()).toBe(14);

    const title = 'TraceMonkey, retitled';
    await editor.setTitle(title);
    await editor.waitForPreviewTitle(title);

    await editor.goHomeAndCancel();
    expect(await editor.root().isVisible()).toBe(true);

    await page.locator('[data-testid="ribbon-save"]').click();
    await editor.submitPath('');
    await page.locator('[data-testid="path-error"]').waitFor();
    expect(await editor.pathError()).toBe('Path cannot be empty!');
    await page.keyboard.press('Escape');
    await editor.pathDialog().waitFor({ state: 'detached' });

    const projectFile = path.join(host.appDataDir, 'tracemonkey.flipbook');
    await editor.saveAs(projectFile);
    expect(fs.existsSync(projectFile)).toBe(true);

    const outDir = path.join(host.appDataDir, 'published-book');
    const indexPath = await editor.publishHtml(outDir);
    expect(path.resolve(indexPath)).toBe(path.join(outDir, 'index.html'));
    expect(fs.existsSync(indexPath)).toBe(true);

    bookServer = await startStaticServer({ '/': outDir });
    const readerPage = await browser.newPage();
    await readerPage.goto(`${bookServer.origin}/index.html`);
    const counter = readerPage.locator('[data-testid="page-counter"]');
    await counter.waitFor();
    await readerPage.waitForFunction(() => document.querySelector('[data-testid="book-title"]')?.textContent !== '');
    expect(await readerPage.locator('[data-testid="book-title"]').textContent()).toBe(title);
    await readerPage.keyboard.press('ArrowRight');
    await readerPage.waitForFunction(() => document.querySelector('[data-testid="page-counter"]')?.textContent === '2-3 / 14');
    expect(await counter.textContent()).toBe('2-3 / 14');

    // Back home, the saved project opens again from where it lies, with its title and pages.
    await page.locator('[data-testid="go-home"]').click();
    await home.root().waitFor();
    // The strip's thumbnails wait for the preview to show the book, so they do not compete with its cover.
    await page.evaluate(() => {
      const times = { previewShows: 0, thumbAsked: 0 };
      (window as unknown as { openTimes: typeof times }).openTimes = times;
      window.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
        if (event.data?.type === 'previewPages' && times.previewShows === 0) times.previewShows = performance.now();
      });
      new MutationObserver(() => {
        if (times.thumbAsked === 0 && document.querySelector('[data-testid="page-thumb"][src]') !== null) times.thumbAsked = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    });
    await home.openProjectByPath(projectFile);
    await editor.waitForThumbnails(14);
    expect(await editor.titleInput().inputValue()).toBe(title);
    await page.locator('[data-testid="page-thumb"][src]').first().waitFor();
    const openTimes = await page.evaluate(() => (window as unknown as { openTimes: { previewShows: number; thumbAsked: number } }).openTimes);
    expect(openTimes.previewShows).toBeGreaterThan(0);
    expect(openTimes.thumbAsked).toBeGreaterThanOrEqual(openTimes.previewShows);

    expect(pageErrors).toEqual([]);
  });
});
