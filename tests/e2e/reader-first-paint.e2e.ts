import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

// Issue 23 items 1 and 3: the opening spread's images are fetched from the markup, before the
// reader's script runs, and the neighbours wait until the spread is painted.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');

let work: string;
let browser: Browser;
let server: StaticServer;

async function publishBook(name: string, settings: Record<string, unknown>): Promise<void> {
  const project = await createFakeProject({ title: name, pages: Array.from({ length: 8 }, (_, i) => ({ width: 120, height: 160, color: pageColor(i + 1) })) });
  project.updateBook({ settings });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(path.join(work, name));
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-first-paint-'));
  await publishBook('cover', {});
  await publishBook('pair', { startOnDoublePage: true, pageMode: 'double', rightToLeft: true });
  await publishBook('german', { languages: [{ code: 'de', label: '' }] });
  await publishBook('bilingual', { languages: [{ code: 'en', label: '' }, { code: 'de', label: '' }] });
  server = await startStaticServer(Object.fromEntries(['cover', 'pair', 'german', 'bilingual'].map((name) => [`/${name}/`, path.join(work, name)])));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/**
 * Opens a book with reader.js held back until every opening page's image has been asked
 * for: a page the reader's script had to discover would never be asked for, and the open
 * would time out. Records the layout shifts and the largest paints from the first moment.
 */
async function openWithReaderHeld(bookName: string, opening: readonly number[]): Promise<{ page: Page; requested: string[]; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const { page, problems } = await ReaderPage.watched(context);
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number; __paints: { url: string; time: number }[] };
    state.__shift = 0;
    state.__paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) state.__paints.push({ url: entry.url, time: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const requested: string[] = [];
  let allRequested: () => void = () => undefined;
  const openingRequested = new Promise<void>((resolve) => (allRequested = resolve));
  page.on('request', (request) => {
    const file = /files\/(page-\d+-\w+\.webp)$/.exec(request.url())?.[1];
    if (file === undefined) return;
    requested.push(file);
    if (opening.every((n) => requested.some((name) => name.startsWith(`page-${n}-`)))) allRequested();
  });
  let readerServed = false;
  await page.route('**/reader.js', async (route) => {
    await openingRequested;
    readerServed = true;
    await route.continue();
  });
  await page.goto(`${server.origin}/${bookName}/index.html`, { waitUntil: 'commit' });
  await openingRequested;
  expect(readerServed).toBe(false);
  await page.waitForFunction(() => performance.getEntriesByName('flipbook:first-spread').length > 0);
  return { page, requested, problems };
}

describe('the first spread of a published book', () => {
  it('is fetched from the markup before reader.js runs, taken over by the reader without a second fetch or a layout shift', async () => {
    const { page, requested, problems } = await openWithReaderHeld('cover', [1]);
    const reader = new ReaderPage(page);
    await reader.waitForVisiblePages([1]);
    expect(await reader.visibleImagesLoaded()).toBe(true);
    // The reader's image, and the one it decodes early (boot/early-decode.ts), picked the very
    // file the preload fetched: one request for page 1, of any rendition.
    expect(requested.filter((file) => /^page-1-/.test(file))).toEqual(['page-1-normal.webp']);
    expect(await reader.pageImage(1).evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/files\/page-1-normal\.webp$/);

    // The neighbours (pages 2 and 3) are asked for only after page 1 was painted.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('page-3-normal.webp')));
    const timing = await page.evaluate(() => {
      const paints = (window as unknown as { __paints: { url: string; time: number }[] }).__paints;
      const start = (name: string) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime ?? -1;
      return { cover: paints.find((paint) => paint.url.endsWith('page-1-normal.webp'))?.time ?? Infinity, neighbours: [start('page-2-normal.webp'), start('page-3-normal.webp')] };
    });
    expect(timing.cover).toBeLessThan(Infinity);
    for (const neighbour of timing.neighbours) expect(neighbour).toBeGreaterThan(timing.cover);

    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    // The reader still turns, and back on the cover its srcset gives way to the HD image, as on any page that rests.
    await reader.press('ArrowRight');
    await reader.waitForVisiblePages([2, 3]);
    await reader.press('ArrowLeft');
    await reader.waitForVisiblePages([1]);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[data-page="1"]')?.currentSrc.endsWith('page-1-hd.webp') === true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('names both pages of a right-to-left book that opens on a double page', async () => {
    const { page, requested, problems } = await openWithReaderHeld('pair', [1, 2]);
    const reader = new ReaderPage(page);
    await reader.waitForVisiblePages([1, 2]);
    expect(requested.filter((file) => /^page-[12]-(thumb|normal)/.test(file)).sort()).toEqual(['page-1-normal.webp', 'page-2-normal.webp']);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // Issue 23 item 2: the code needed for the first spread loads first, at most 30 KB gzipped; the tools come after it.
  it("loads at most 30 KB of gzipped code before the first spread, its language's words beside it, and the tools after", async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const { page, problems } = await ReaderPage.watched(context);
    await page.goto(`${server.origin}/german/index.html`);
    const reader = new ReaderPage(page);
    await reader.waitForLoaded();
    const loads = await page.evaluate(() => {
      const firstSpread = performance.getEntriesByName('flipbook:first-spread')[0]?.startTime ?? -1;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({
          file: new URL(entry.name).pathname.replace(/^\/german\//, ''),
          before: (entry as PerformanceResourceTiming).responseEnd <= firstSpread,
          start: entry.startTime - firstSpread,
          end: (entry as PerformanceResourceTiming).responseEnd - firstSpread,
        }));
    });
    // The reader's code: not book.js (the book's data) nor the template's stylesheet (its design, like its pages).
    const before = loads.filter((load) => load.before && load.file !== 'book.js' && !load.file.startsWith('templates/')).map((load) => load.file);
    expect(before.sort()).toEqual(['parts/de.js', 'reader.css', 'reader.js']);
    const gzipped = before.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(work, 'german', file)), { level: 9 }).length, 0);
    expect(gzipped).toBeLessThanOrEqual(30 * 1024);
    // The tools and their styles are asked for only once the spread is painted; page passwords never, in a public book.
    const tools = loads.filter((load) => load.file.startsWith('parts/') && load.file !== 'parts/de.js');
    expect(tools.map((load) => load.file)).toContain('parts/features.js');
    for (const load of tools) expect(load.start, load.file).toBeGreaterThanOrEqual(0);
    // The build's plan of the parts: what the tools need, however deep, is asked for with them, not after them.
    const toolsEnd = tools.find((load) => load.file === 'parts/features.js')?.end ?? -1;
    for (const file of ['parts/features.css', 'parts/text-layers.js', 'parts/text-layers.css']) expect(tools.find((load) => load.file === file)?.start, file).toBeLessThan(toolsEnd);
    expect(loads.some((load) => load.file.includes('protection'))).toBe(false);
    // The book speaks its language, from the words part, and the tools work.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.locator('.fb-next').getAttribute('aria-label')).toBe('Nächste Seite');
    await reader.toolbarButton('thumb').click();
    await expect.poll(() => page.locator('.fb-thumb').count()).toBe(8);
    expect(problems).toEqual([]);
    await context.close();
  });

  // What the reader's script makes the browser do before the cover shows, on a phone (Lighthouse's
  // screen), where the window's size depends on the page's layout.
  it('lays the reader out once before a phone shows the cover, and reads localStorage only for a choice of languages', async () => {
    const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
    /** Layout passes from reader.js's start to the first-spread mark, and storage reads before the mark. */
    const open = async (bookName: string): Promise<{ layouts: number; storageReads: number }> => {
      const context = await browser.newContext(phone);
      const { page, problems } = await ReaderPage.watched(context);
      await page.addInitScript(() => {
        const state = window as unknown as { __reads: number; __readsAtSpread: number | null };
        state.__reads = 0;
        state.__readsAtSpread = null;
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (this: Storage, key: string) {
          state.__reads += 1;
          return getItem.call(this, key);
        };
        new PerformanceObserver((list) => {
          if (state.__readsAtSpread === null && list.getEntries().some((entry) => entry.name === 'flipbook:first-spread')) state.__readsAtSpread = state.__reads;
        }).observe({ type: 'mark', buffered: true });
      });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
      await page.goto(`${server.origin}/${bookName}/index.html`);
      await page.waitForFunction(() => (window as unknown as { __readsAtSpread: number | null }).__readsAtSpread !== null);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ts: number; tid: number; args?: { data?: { url?: string } } }[] }).traceEvents;
      const script = events.find((event) => event.name === 'EvaluateScript' && event.args?.data?.url?.endsWith('/reader.js'));
      const mark = events.find((event) => event.name === 'flipbook:first-spread');
      expect(script).toBeDefined();
      expect(mark).toBeDefined();
      const layouts = events.filter((event) => event.name === 'Layout' && event.tid === script?.tid && event.ts >= (script?.ts ?? 0) && event.ts <= (mark?.ts ?? 0)).length;
      const storageReads = await page.evaluate(() => (window as unknown as { __readsAtSpread: number }).__readsAtSpread);
      expect(problems).toEqual([]);
      await context.close();
      return { layouts, storageReads };
    };
    // One full pass when the stage is measured, and a small one after the single-page class is set.
    // Reading the window's size once the view was built forced a full pass before either.
    const cover = await open('cover');
    expect(cover.layouts).toBeGreaterThanOrEqual(1);
    expect(cover.layouts).toBeLessThanOrEqual(2);
    expect(cover.storageReads).toBe(0);
    // Two languages: the reader's earlier choice between them is read, once.
    expect((await open('bilingual')).storageReads).toBe(1);
  });

  // A book copied without its parts/ folder, or a part lost on the network: the book still opens and turns.
  it('still opens and turns when the tools part cannot be loaded, and says so in the console', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const { page, problems } = await ReaderPage.watched(context);
    await page.route('**/parts/features.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${server.origin}/cover/index.html`);
    const reader = new ReaderPage(page);
    await reader.waitForVisiblePages([1]);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.fb-tools')?.dataset.waiting === undefined);
    // The toolbar shows what reader.js has (zoom, full screen) and no tools; the page arrows work.
    expect(await page.locator('.fb-zoom-in').isVisible()).toBe(true);
    expect(await page.locator('[data-button="thumb"]').count()).toBe(0);
    await page.locator('.fb-next').click();
    await reader.waitForVisiblePages([2, 3]);
    expect(problems.some((problem) => problem.includes("The reader's tools could not be loaded"))).toBe(true);
    await context.close();
  });
});
