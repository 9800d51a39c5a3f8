import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { bookVariant, type PublishedBook } from './support/book-variant.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');

let work: string;
let browser: Browser;
let server: StaticServer;

/** A copy of the published base book with its book.js changed (settings, links). */
function variant(base: string, name: string, change: (book: PublishedBook) => void): string {
  return bookVariant(work, base, name, change);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-reader-flip-e2e-'));
  const base = path.join(work, 'base');
  const pages = Array.from({ length: 8 }, (_, i) => ({ width: 120, height: 160, color: pageColor(i + 1) }));
  const project = await createFakeProject({ title: 'Eight', pages });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(base);
  const mounts: Record<string, string> = {
    '/base/': base,
    '/rtl/': variant(base, 'rtl', (book) => Object.assign(book.settings, { rightToLeft: true })),
    '/single/': variant(base, 'single', (book) => Object.assign(book.settings, { pageMode: 'auto' })),
    '/double-start/': variant(base, 'double-start', (book) => Object.assign(book.settings, { startOnDoublePage: true, banLastPage: true })),
    '/linked/': variant(base, 'linked', (book) => {
      book.settings.linkTarget = 'self';
      book.pages[1]!.links = [
        { x: 0.1, y: 0.1, width: 0.5, height: 0.2, target: { kind: 'page', page: 7 } },
        { x: 0.1, y: 0.6, width: 0.5, height: 0.2, target: { kind: 'url', url: 'https://example.org/' } },
      ];
    }),
    // axe is served from the book's own origin so the reader's CSP (script-src 'self') admits it unchanged.
    '/axe/': path.join(ROOT, 'node_modules', 'axe-core'),
  };
  server = await startStaticServer(mounts);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('turning pages by hand', () => {
  it('curls a dragged corner and turns the page when let go past the middle, or lets it fall back', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/base/index.html`);
    await reader.waitForLoaded();

    // Held at three quarters of the book: the page is curled, not yet turned.
    await reader.dragCorner('right', 0.75, true);
    await reader.waitForCurl();
    expect(await reader.counter().textContent()).toBe('1 / 8');
    // Let go on the way back towards the edge, short of the spine: the page falls back.
    await reader.releaseAt(0.8);
    await reader.waitForRest();
    await reader.waitForVisiblePages([1]);

    // Dragged past the spine and let go: the page turns.
    await reader.dragCorner('right', 0.3);
    await reader.waitForCounter('2-3 / 8');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);

    // The left page dragged back over to the right turns back.
    await reader.dragCorner('left', 0.8);
    await reader.waitForRest();
    await reader.waitForVisiblePages([1]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('turns once per wheel gesture, and on a click at a page edge', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/base/index.html`);
    await reader.waitForLoaded();
    // Five wheel events of one gesture, dispatched together: one turn.
    await page.evaluate(() => {
      const stage = document.querySelector('.fb-stage')!;
      for (let i = 0; i < 5; i += 1) stage.dispatchEvent(new WheelEvent('wheel', { deltaY: 60, bubbles: true, cancelable: true }));
    });
    await reader.waitForRest();
    await reader.waitForVisiblePages([2, 3]);
    await reader.clickEdge('right');
    await reader.waitForRest();
    await reader.waitForVisiblePages([4, 5]);
    await context.close();
  });
});

describe('book settings', () => {
  it('mirrors a right-to-left book: page 1 on the left, and the left arrow goes forward', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/rtl/index.html`);
    await reader.waitForLoaded();
    const book = (await reader.book().boundingBox())!;
    const cover = (await reader.pageImage(1).boundingBox())!;
    expect(cover.x + cover.width).toBeLessThanOrEqual(book.x + book.width / 2 + 1);
    await reader.press('ArrowLeft');
    await reader.waitForVisiblePages([2, 3]);
    const second = (await reader.pageImage(2).boundingBox())!;
    const third = (await reader.pageImage(3).boundingBox())!;
    expect(second.x).toBeGreaterThan(third.x);
    await reader.press('ArrowRight');
    await reader.waitForVisiblePages([1]);
    await context.close();
  });

  it('shows one page at a time on a portrait screen', async () => {
    const context = await browser.newContext({ viewport: { width: 480, height: 800 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/single/index.html`);
    await reader.waitForLoaded();
    await reader.press('ArrowRight');
    await reader.waitForCounter('2 / 8');
    await reader.waitForRest();
    await reader.waitForVisiblePages([2]);
    await context.close();
  });

  it('starts on a double page and never reaches a banned last page', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/double-start/index.html`);
    await reader.waitForLoaded();
    await reader.waitForVisiblePages([1, 2]);
    await reader.press('End');
    await reader.waitForRest();
    await reader.waitForVisiblePages([5, 6]);
    expect(await reader.nextButton().isDisabled()).toBe(true);
    await context.close();
  });
});

describe('links and the address', () => {
  it('opens at the page of #page=N and keeps the address on the current page', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/base/index.html#page=5`);
    await reader.waitForLoaded();
    await reader.waitForVisiblePages([4, 5]);
    await reader.press('ArrowRight');
    await reader.waitForRest();
    await page.waitForFunction(() => location.hash === '#page=6');
    await context.close();
  });

  it('turns to the page of an internal link, and opens web links safely in the chosen target', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/linked/index.html#page=2`);
    await reader.waitForLoaded();
    const web = page.getByRole('link', { name: 'https://example.org/' });
    expect(await web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await web.getAttribute('target')).toBe('_self');
    await page.getByRole('link', { name: 'Go to page 7' }).click();
    await reader.waitForRest();
    await reader.waitForVisiblePages([6, 7]);
    await context.close();
  });
});

describe('zoom and accessibility', () => {
  it('zooms in with the button and swaps in the HD images', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/base/index.html#page=2`);
    await reader.waitForLoaded();
    await reader.zoomInButton().click();
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.fb-zoom')?.style.transform)).toMatch(/scale\(1\.5\)/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].every((img) => img.src.endsWith('-hd.webp') && img.complete),
    );
    await context.close();
  });

  it('passes an axe-core check with no serious or critical violations, and reaches every control by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/linked/index.html#page=2`);
    await reader.waitForLoaded();
    await page.addScriptTag({ url: `${server.origin}/axe/axe.min.js` });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);

    const focused: string[] = [];
    // Eight toolbar tools come first (thumb, goto, autoflip, sound, print, email, btnshare,
    // doublesinglepage: reader-toolbar-navigation.e2e.ts tests them).
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    }
    expect(focused).toEqual(expect.arrayContaining(['Zoom out', 'Zoom in', 'Full screen', 'Go to page 7', 'https://example.org/', 'Previous page', 'Next page']));
    expect(problems).toEqual([]);
    await context.close();
  });
});
