import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { saveCloseAndReopen } from './pages/editor-flows.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the bookmark tab', () => {
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


  /** The captions of the preview's bookmark tabs on one side, top to bottom. */
  async function previewTabs(side: 'left' | 'right'): Promise<string[]> {
    return (await new EditorPage(page).previewDocument()).locator(`[data-testid="bookmarks-${side}"] .fb-bookmark`).allTextContents();
  }

  it('adds bookmarks with the next page and their own colour, shows them on the preview edge, undoes, saves and reopens', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="tab-bookmark"]').click();

    await page.locator('[data-testid="bookmark-add"]').click();
    await page.locator('[data-testid="bookmark-caption"]').first().fill('Intro');
    await expect.poll(() => previewTabs('right')).toEqual(['Intro']);
    // A new tab is captioned "bookmark" in white (online-editor.md, section 4).
    await page.locator('[data-testid="bookmark-add"]').click();
    await expect.poll(() => page.locator('[data-testid="bookmark-page"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['1', '2']);
    const colours = await page.locator('[data-testid="bookmark-background"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(colours[0]).not.toBe(colours[1]);
    await expect.poll(() => previewTabs('right')).toEqual(['Intro', 'bookmark']);
    expect(await (await new EditorPage(page).previewDocument()).locator('[data-testid="bookmarks-right"] .fb-bookmark').nth(1).evaluate((tab) => getComputedStyle(tab).color)).toBe('rgb(255, 255, 255)');

    await page.locator('[data-testid="bookmark-side"]').nth(1).selectOption('left');
    await expect.poll(() => previewTabs('left')).toEqual(['bookmark']);
    // A page beyond the book is refused with a message.
    await page.locator('[data-testid="bookmark-page"]').nth(1).fill('40');
    await page.getByText('The book has only 14 pages: choose a page within it.').waitFor();
    await page.locator('[data-testid="bookmark-page"]').nth(1).fill('5');

    // The tab turns the preview to its page, and the tab keeps its own colour.
    const frame = await new EditorPage(page).previewDocument();
    await frame.locator('[data-testid="bookmarks-left"] .fb-bookmark').click();
    await frame.waitForFunction(() => (document.querySelector('[data-testid="page-counter"]')?.textContent ?? '').startsWith('4-5'));
    expect(await frame.locator('[data-testid="bookmarks-left"] .fb-bookmark').evaluate((tab) => getComputedStyle(tab).backgroundColor)).not.toBe(
      await frame.locator('[data-testid="bookmarks-right"] .fb-bookmark').evaluate((tab) => getComputedStyle(tab).backgroundColor),
    );

    // Back in the editor (the click above focused the preview), undo the page, then the side.
    await page.locator('[data-testid="tab-bookmark"]').focus();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => previewTabs('left')).toEqual([]);
    await expect.poll(() => previewTabs('right')).toEqual(['Intro', 'bookmark']);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => previewTabs('left')).toEqual(['bookmark']);

    await saveCloseAndReopen(page, path.join(host.appDataDir, 'bookmarks.flipbook'), 14);
    await page.locator('[data-testid="tab-bookmark"]').click();
    expect(await page.locator('[data-testid="bookmark-caption"]').first().inputValue()).toBe('Intro');
    expect(await page.locator('[data-testid="bookmark-side"]').nth(1).inputValue()).toBe('left');
    await expect.poll(() => previewTabs('left')).toEqual(['bookmark']);
    // The reader's bookmark button lists them too.
    const frame2 = await new EditorPage(page).previewDocument();
    await frame2.locator('[data-button="bookmark"]').click();
    expect(await frame2.locator('[data-testid="side-panel"] [data-bookmark-page]').allTextContents()).toEqual(['Intro', 'bookmark']);
  });
});
