import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TocEntry } from '../../src/shared/domain/page.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { openPreview, previewBookOf, previewHarness } from './support/preview-harness.js';
import type { StaticServer } from './support/static-server.js';
import { closeToolbarBooks, openToolbarBooks, publishBook } from './support/toolbar-books.js';

// Finding one's way with the toolbar: thumbnails, contents, go-to, captions, search and
// selection, and which buttons a book shows. Its other tools: reader-toolbar-extras.e2e.ts.

const HOSTILE_ENTRY = 'Intro <img src=x onerror="window.__pwned=1">';

let work: string;
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  ({ work, browser, server } = await openToolbarBooks(
    'reader-toolbar-navigation',
    async (folder) => {
      const toc: TocEntry[] = [{ title: HOSTILE_ENTRY, page: 3, children: [{ title: 'Part A', page: 5, children: [] }] }];
      // Front matter i-iv, then the body counted from 1 on page 5.
      const navigation = await publishBook(folder, 'navigation', 30, { pageMode: 'double', pageCaption: '1-4:i;5:1' }, toc);
      const plain = await publishBook(folder, 'plain', 12, { pageMode: 'double', 'button.thumb': false, 'button.zoom': false });
      const text = await publishBook(folder, 'text', 8, { pageMode: 'double' }, [], {
        1: ['A book of lights'],
        3: ['The old lantern hung', 'by the <door>'],
        6: ['Nobody lit the', 'Lantern that night'],
      });
      return { '/text/': text, '/navigation/': navigation, '/plain/': plain };
    },
    { '/harness.html': previewHarness(1100, 700) },
  ));
});

afterAll(() => closeToolbarBooks({ work, browser, server }));

describe('the reader toolbar', () => {
  it('navigates by thumbnails, the nested contents and the go-to field, with page-number captions', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/navigation/index.html`);
    await reader.waitForLoaded();
    await reader.waitForCounter('i / 30');
    expect(await reader.visibleToolbarButtons()).toEqual(['thumb', 'table', 'goto', 'number', 'autoflip', 'sound', 'print', 'email', 'btnshare', 'doublesinglepage', 'zoom']);

    // Thumbnails: captions under the images, and a click turns to that page.
    await reader.toolbarButton('thumb').click();
    expect(await reader.thumbnail(7).textContent()).toBe('3');
    expect(await reader.thumbnail(2).textContent()).toBe('ii');
    expect(await reader.thumbnail(30).locator('img').getAttribute('loading')).toBe('lazy');
    await reader.thumbnail(7).click();
    await reader.waitForVisiblePages([6, 7]);
    await reader.waitForCounter('2-3 / 30');
    expect(await reader.panel().isHidden()).toBe(true);

    // The table of contents: nested, its titles shown as text, a click turns there.
    await reader.toolbarButton('table').click();
    const entries = reader.panel().locator('.fb-toc-entry');
    expect(await entries.allTextContents()).toEqual([HOSTILE_ENTRY, 'Part A']);
    expect(await reader.panel().locator('ul ul .fb-toc-entry').textContent()).toBe('Part A');
    await reader.panel().getByRole('button', { name: 'Part A' }).click();
    await reader.waitForVisiblePages([4, 5]);
    await reader.waitForCounter('iv-1 / 30');
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);

    // Go to page: by the caption a reader sees, by page number, and a refusal.
    await reader.toolbarButton('goto').click();
    const field = page.locator('[data-testid="goto-field"]');
    await field.fill('iii');
    await field.press('Enter');
    await reader.waitForVisiblePages([2, 3]);
    await reader.toolbarButton('goto').click();
    await field.fill('99');
    await field.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe('There is no such page.');
    await field.fill('12');
    await field.press('Enter');
    // Caption 12 is page 16.
    await reader.waitForVisiblePages([16, 17]);
    await reader.waitForCounter('12-13 / 30');

    // Page numbers: the caption toggle switches the counter to plain numbers.
    await reader.toolbarButton('number').click();
    await reader.waitForCounter('16-17 / 30');
    expect(await reader.toolbarButton('number').getAttribute('aria-pressed')).toBe('false');

    // One or two pages.
    await reader.toolbarButton('doublesinglepage').click();
    await reader.waitForVisiblePages([16]);
    await reader.waitForCounter('16 / 30');
    expect(await reader.toolbarButton('doublesinglepage').getAttribute('aria-pressed')).toBe('false');
    await reader.toolbarButton('doublesinglepage').click();
    await reader.waitForVisiblePages([16, 17]);

    // The zoom group zooms the book.
    await reader.toolbarButton('zoom').getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(() => document.querySelector('.fb-zoom')?.classList.contains('fb-zoomed') === true);
    await reader.toolbarButton('zoom').getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForFunction(() => document.querySelector('.fb-zoom')?.classList.contains('fb-zoomed') === false);

    // Keyboard: the thumbnail panel opens from the keyboard and Escape gives the focus back.
    await reader.toolbarButton('thumb').focus();
    await reader.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-thumb'))).toBe('16');
    await page.addScriptTag({ url: `${server.origin}/axe/axe.min.js` });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await reader.press('Escape');
    expect(await reader.panel().isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-button'))).toBe('thumb');
    const labels = await page.evaluate(() => [...document.querySelectorAll('[data-button] , [data-button] button')].map((b) => b.getAttribute('aria-label')));
    expect(labels.every((label) => typeof label === 'string' && label !== '')).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps three thumbnail columns beside a classic scrollbar, as Firefox and Windows draw it', async () => {
    const withScrollbars = await launchChromium({ withScrollbars: true });
    // The book's CSP refuses inline styles; only the test's own scrollbar style goes past it.
    const context = await withScrollbars.newContext({ viewport: { width: 1100, height: 750 }, bypassCSP: true });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/navigation/index.html`);
    await reader.waitForLoaded();
    // A styled scrollbar as wide as Windows' 17 px (Firefox's is 12 px). Thirty thumbnails
    // overflow the panel, so it shows.
    await page.addStyleTag({ content: '.fb-panel-body::-webkit-scrollbar { width: 17px; background: #555; }' });
    await reader.toolbarButton('thumb').click();
    await reader.thumbnail(30).waitFor({ state: 'attached' });
    const layout = await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('.fb-panel:not([hidden]) .fb-panel-body')!;
      const lefts = [...body.querySelectorAll('.fb-thumb')].map((thumb) => Math.round(thumb.getBoundingClientRect().left));
      return { columns: new Set(lefts).size, scrollbar: body.offsetWidth - body.clientWidth, overflowsSideways: body.scrollWidth > body.clientWidth };
    });
    expect(layout.scrollbar).toBe(17);
    expect(layout.columns).toBe(3);
    expect(layout.overflowsSideways).toBe(false);
    await withScrollbars.close();
  });

  it('searches the published text layers, lists hits with their page, and highlights the hit on the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/text/index.html`);
    await reader.waitForLoaded();
    // The text is not fetched before a reader asks for it.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('text.js')))).toBe(false);

    await reader.toolbarButton('search').click();
    const field = page.locator('[data-testid="search-field"]');
    await field.fill('lantern');
    await field.press('Enter');
    await page.getByText('2 results').waitFor();
    const hits = reader.panel().locator('[data-hit-page]');
    expect(await hits.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-hit-page')))).toEqual(['3', '6']);
    expect(await hits.nth(0).textContent()).toBe('Page 3The old lantern hung by the <door>');
    expect(await hits.nth(1).locator('mark').textContent()).toBe('Lantern');

    await hits.nth(1).click();
    await reader.waitForVisiblePages([6, 7]);
    const onPage = page.locator('.fb-page:has(img[data-page="6"]) [data-testid="search-hit"]');
    await onPage.first().waitFor();
    expect(await onPage.count()).toBe(1);
    const hitBox = await onPage.boundingBox();
    const pageBox = await reader.pageImage(6).boundingBox();
    // The second line, first seven of its eighteen characters.
    expect((hitBox!.y - pageBox!.y) / pageBox!.height).toBeCloseTo(0.2, 1);
    expect(hitBox!.width / pageBox!.width).toBeCloseTo((0.8 * 7) / 18, 1);
    await reader.press('Escape');

    // Select: the transparent text is on the page for screen readers, and a drag selects it instead of turning.
    await reader.toolbarButton('select').click();
    const line = page.locator('.fb-page:has(img[data-page="6"]) [data-testid="text-layer"] span').nth(1);
    await page.locator('.fb-page:has(img[data-page="6"]) .fb-selectable').waitFor();
    expect(await line.textContent()).toBe('Lantern that night');
    expect(await line.evaluate((span) => span.closest('[aria-hidden="true"]') === null && getComputedStyle(span).color === 'rgba(0, 0, 0, 0)')).toBe(true);
    const box = (await line.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('Lantern that');
    expect(await reader.counter().textContent()).toBe('6-7 / 8');
    expect(await reader.toolbarButton('select').getAttribute('aria-pressed')).toBe('true');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows and hides buttons and captions at once when the editor preview changes a setting', async () => {
    const context = await browser.newContext();
    const { page, problems } = await ReaderPage.watched(context);
    const { frame, post } = await openPreview(page, `${server.origin}/harness.html`);
    const reader = new ReaderPage(frame);
    const book = previewBookOf(path.join(work, 'navigation'), `${server.origin}/navigation/`);
    await post('book', book);
    await reader.waitForCounter('i / 30');
    // The tools join the preview once its first spread is painted, as in a published book.
    await reader.waitForLoaded();
    expect(await reader.visibleToolbarButtons()).toContain('thumb');
    await post('button.thumb', false);
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-button="thumb"]')?.hidden === true);
    await post('pageCaption', '');
    await reader.waitForCounter('1 / 30');
    expect(await reader.visibleToolbarButtons()).not.toContain('number');
    await post('button.thumb', true);
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-button="thumb"]')?.hidden === false);
    await reader.toolbarButton('thumb').click();
    expect(await reader.thumbnail(5).textContent()).toBe('5');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides the buttons a book turns off, and those with nothing to do', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/plain/index.html`);
    await reader.waitForLoaded();
    // No thumb or zoom (turned off), no table (no contents), no number (no captions), no search or select (no text).
    expect(await reader.visibleToolbarButtons()).toEqual(['goto', 'autoflip', 'sound', 'print', 'email', 'btnshare', 'doublesinglepage']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
