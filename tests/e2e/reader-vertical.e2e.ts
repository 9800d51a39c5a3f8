import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReaderPage } from './pages/reader-page.js';
import { publishBaseBook, READER_DIST } from './support/base-book.js';
import { bookVariant } from './support/book-variant.js';
import { launchChromium } from './support/browser.js';
import { openPreview, previewBookOf, previewHarness } from './support/preview-harness.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

/**
 * A top-bound (calendar-style) book, issue 19: `flipDirection: vertical` or `bindingType:
 * top` puts the spine across the book, stacks each spread's pages top and bottom, and turns
 * pages up and down by drag, click and keyboard, in a published book and in the preview.
 */
let work: string;
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  let base: string;
  ({ work, base } = await publishBaseBook('reader-vertical', 'Calendar', 8, { width: 160, height: 120 }));
  server = await startStaticServer(
    {
      '/base/': base,
      '/vertical/': bookVariant(work, base, 'vertical', (book) => Object.assign(book.settings, { flipDirection: 'vertical' })),
      '/top-rtl/': bookVariant(work, base, 'top-rtl', (book) => Object.assign(book.settings, { bindingType: 'top', rightToLeft: true })),
      '/reader/': READER_DIST,
    },
    { '/harness.html': previewHarness(1000, 650) },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(root: Page | Frame, selector: string): Promise<Box> {
  const box = await root.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not on screen`);
  return box;
}

/** Page `upper` lies right above page `lower`, both centred on the same vertical line. */
async function expectStacked(root: Page | Frame, upper: number, lower: number): Promise<void> {
  const top = await boxOf(root, `img[data-page="${upper}"]`);
  const bottom = await boxOf(root, `img[data-page="${lower}"]`);
  expect(Math.abs(top.y + top.height - bottom.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(top.x + top.width / 2 - (bottom.x + bottom.width / 2))).toBeLessThanOrEqual(1);
}

async function openVertical(book = 'vertical'): Promise<{ page: Page; reader: ReaderPage; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const { page, problems } = await ReaderPage.watched(context);
  const reader = new ReaderPage(page);
  await page.goto(`${server.origin}/${book}/index.html`);
  await reader.waitForLoaded();
  return { page, reader, problems, close: () => context.close() };
}

describe('a vertical (top-bound) book', () => {
  it('stacks its spreads top and bottom and turns the lower page up by drag, or lets it fall back', async () => {
    const { page, reader, problems, close } = await openVertical();
    const book = await boxOf(page, '.fb-book');
    expect(book.height).toBeGreaterThan(book.width);
    // The cover lies below the spine, the way the first sheet of a calendar hangs.
    const cover = await boxOf(page, 'img[data-page="1"]');
    expect(cover.y).toBeGreaterThanOrEqual(book.y + book.height / 2 - 1);

    // Held three quarters down: the lower page curls up from its bottom edge, not yet turned.
    await reader.dragEdgeCorner('bottom', 0.75, true);
    await reader.waitForCurl();
    const leaf = await boxOf(page, '.fb-leaf');
    expect(Math.abs(leaf.y - (book.y + book.height / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(leaf.width - book.width)).toBeLessThanOrEqual(1);
    expect(await reader.counter().textContent()).toBe('1 / 8');
    // Let go short of the spine: the page falls back.
    await reader.releaseAtHeight(0.8);
    await reader.waitForRest();
    await reader.waitForVisiblePages([1]);

    // Dragged up past the spine and let go: the page turns, and the next spread is stacked.
    await reader.dragEdgeCorner('bottom', 0.3);
    await reader.waitForCounter('2-3 / 8');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);
    await expectStacked(page, 2, 3);

    // The upper page dragged back down over the spine turns back.
    await reader.dragEdgeCorner('top', 0.8);
    await reader.waitForRest();
    await reader.waitForVisiblePages([1]);
    expect(problems).toEqual([]);
    await close();
  });

  it('turns on a click at the bottom or top edge and with the down and up arrows', async () => {
    const { reader, problems, close } = await openVertical();
    await reader.clickEdge('bottom');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);
    await reader.press('ArrowDown');
    await reader.waitForRest();
    await reader.waitForVisiblePages([4, 5]);
    await reader.press('ArrowUp');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);
    await reader.clickEdge('top');
    await reader.waitForRest();
    await reader.waitForVisiblePages([1]);
    expect(problems).toEqual([]);
    await close();
  });

  it('turns the upper page down in a right-to-left book bound at the top', async () => {
    const { page, reader, problems, close } = await openVertical('top-rtl');
    const book = await boxOf(page, '.fb-book');
    const cover = await boxOf(page, 'img[data-page="1"]');
    expect(cover.y + cover.height).toBeLessThanOrEqual(book.y + book.height / 2 + 1);
    // Held, the page is curled (a drag, not a swipe); let go below the spine, it turns.
    await reader.dragEdgeCorner('top', 0.7, true);
    await reader.waitForCurl();
    await reader.releaseAtHeight(0.75);
    await reader.waitForCounter('2-3 / 8');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);
    await expectStacked(page, 3, 2);
    await reader.press('ArrowUp');
    await reader.waitForRest();
    await reader.waitForVisiblePages([4, 5]);
    await reader.press('ArrowDown');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);
    expect(problems).toEqual([]);
    await close();
  });

  it('follows the binding type and the flip direction in the live preview', async () => {
    const context = await browser.newContext();
    const { page, problems } = await ReaderPage.watched(context);
    const { frame, post } = await openPreview(page, `${server.origin}/harness.html`);
    const reader = new ReaderPage(frame);
    await post('book', previewBookOf(path.join(work, 'base'), `${server.origin}/base/`));
    await post('page', 2);
    await reader.waitForVisiblePages([2, 3]);
    const side = await boxOf(frame, '.fb-book');
    expect(side.width).toBeGreaterThan(side.height);

    // A top binding alone binds the book at the top: the spread restacks, still on page 2.
    await post('bindingType', 'top');
    await frame.waitForFunction(() => document.querySelector('.fb-reader')?.classList.contains('fb-vertical') === true);
    await expectStacked(frame, 2, 3);
    await post('bindingType', null);
    await frame.waitForFunction(() => document.querySelector('.fb-reader')?.classList.contains('fb-vertical') === false);
    await post('flipDirection', 'vertical');
    await frame.waitForFunction(() => document.querySelector('.fb-reader')?.classList.contains('fb-vertical') === true);
    await expectStacked(frame, 2, 3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
