import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { ImportPanelPage } from './pages/import-panel-page.js';
import { PageTabPage } from './pages/page-tab-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const FREECULTURE = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'freeculture.pdf');

describe('the import panel, merge panel and page tab in the browser host', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('imports a custom page range, merges two PDFs, then adds, deletes and moves pages', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    const panel = new ImportPanelPage(page);
    const pages = new PageTabPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');

    // Import PDF: the panel shows the file's facts and checks the range as it is typed.
    await home.pickPdf(TRACEMONKEY);
    await panel.waitOpen();
    expect(await panel.facts().textContent()).toContain('Pages: 14');
    await panel.typeRange('2-');
    expect(await panel.rangeErrorText()).toBe('Incorrect Format');
    expect(await panel.submitButton().isDisabled()).toBe(true);
    await panel.typeRange('');
    expect(await panel.rangeErrorText()).toBe('Please fill in the page range to be imported');
    await panel.typeRange('2-4');
    await panel.rangeError().waitFor({ state: 'detached' });
    // HD is the lightest preset, which keeps the 28-page merge below quick on a shared machine.
    await panel.chooseQuality('hd');
    await panel.submit();
    await editor.waitForThumbnails(3);
    expect(await editor.thumbs().count()).toBe(3);

    // Merge PDFs: the book has pages, so re-import is confirmed first; at least one PDF is required.
    await page.locator('[data-testid="ribbon-merge-pdfs"]').click();
    expect(await page.locator('[data-testid="confirm-message"]').textContent()).toBe(
      'Re-import replaces the book pages and keeps all current configuration.',
    );
    await panel.confirmReimport();
    await panel.mergeDialog().waitFor();
    await panel.mergeNext();
    expect(await panel.mergeError()).toBe('Please add at least one PDF file.');
    await panel.addToMerge(TRACEMONKEY);
    await panel.addToMerge(TRACEMONKEY);
    expect(await panel.mergeItems().count()).toBe(2);
    await panel.mergeNext();
    await panel.waitOpen();
    // The last choices are the new defaults.
    expect(await panel.rangeInput().inputValue()).toBe('2-4');
    expect(await page.locator('[data-testid="quality-hd"]').isChecked()).toBe(true);
    await panel.chooseAllPages();
    await panel.submit();
    await editor.waitForThumbnails(28, 300_000);

    // Add a blank page first: it is sized like the current page and shows as a blank thumbnail.
    await pages.open();
    await pages.waitForCount(28);
    const before = await pages.order();
    await pages.addBlankPage('first');
    await pages.waitForCount(29);
    expect(await pages.thumbnailIsBlank(0)).toBe(true);
    expect(await pages.thumbnailIsBlank(1)).toBe(false);

    // Delete it with the Delete key after confirming.
    await pages.select(0);
    await pages.deleteSelectedByKey();
    await pages.waitForCount(28);
    expect(await pages.order()).toEqual(before);

    // Alt+ArrowRight moves the selected page one place later.
    await pages.select(0);
    await page.keyboard.press('Alt+ArrowRight');
    await page.waitForFunction((moved) => document.querySelectorAll('[data-testid="page-grid-item"]')[1]?.getAttribute('data-page-id') === moved, before[0]);
    expect((await pages.order()).slice(0, 2)).toEqual([before[1], before[0]]);

    expect(pageErrors).toEqual([]);
  }, 600_000);

  it('shows a re-import\'s pages in the Pages grid as they come, to be looked through, and Cancel keeps the book as it was', async () => {
    const panel = new ImportPanelPage(page);
    const pages = new PageTabPage(page);
    await pages.open();
    const before = await pages.order();

    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="ribbon-import-pdf"]').click();
    const confirming = panel.confirmReimport();
    await (await chooser).setFiles(FREECULTURE);
    await confirming;
    await panel.waitOpen();
    await panel.submit();
    // The grid shows the pages imported so far instead of the book's, while the import's
    // card (its progress and Cancel) is still there; enough of them to scroll the panel.
    const grid = page.locator('[data-testid="page-grid"]');
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="page-grid"][data-importing]')?.getAttribute('data-page-count') ?? 0) >= 40 && document.querySelector('[data-testid="task-import"]') !== null,
      undefined,
      { timeout: 180_000 },
    );
    expect(await page.locator('[data-testid="import-cancel"]').isVisible()).toBe(true);
    // The import's card shows the new book's first page, which came ahead of every page.
    const firstThumb = page.locator('[data-testid="import-first-thumb"]');
    await expect.poll(() => firstThumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await pages.order()).not.toEqual(before);
    // Looked through, not edited: the author scrolls down to a later page and sees its
    // thumbnail; a click selects nothing and the editing buttons wait for the import's end.
    await grid.evaluate((element) => {
      // Page 30 is in the tenth row: the panel is scrolled to put that row in its middle.
      const panel = document.querySelector('#sidebar-panel') as HTMLElement;
      const pitch = (element.querySelector('.page-grid-item') as HTMLElement).offsetHeight + 10;
      panel.scrollTop += element.getBoundingClientRect().top - panel.getBoundingClientRect().top + 9 * pitch + pitch / 2 - panel.clientHeight / 2;
    });
    await expect.poll(() => pages.thumbnailShown(30)).toBe(true);
    await pages.items().and(page.locator('[data-page="30"]')).click();
    expect(await page.locator('.page-grid-item[aria-selected="true"]').count()).toBe(0);
    expect(await page.locator('[data-testid="pages-delete"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="pages-add"]').isDisabled()).toBe(true);
    // Still under way: Cancel now stops a job that has not ended.
    await page.locator('[data-testid="task-import"]').waitFor();
    await page.locator('[data-testid="import-cancel"]').click();
    await page.getByText('Import cancelled. The project is unchanged.').waitFor();
    await page.locator('[data-testid="task-import"]').waitFor({ state: 'detached' });
    await pages.waitForCount(before.length);
    expect(await pages.order()).toEqual(before);
    expect(await grid.getAttribute('data-importing')).toBeNull();
    expect(pageErrors).toEqual([]);
  }, 400_000);
});
