import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
const HOSTILE_TITLE = 'Colours <img src=x onerror="window.__pwned=1">';

let work: string;
let browser: Browser;
let server: StaticServer;
let colours: string;
let long: string;

async function publishBook(outDir: string, title: string, pageCount: number): Promise<void> {
  // Page 4 is landscape so the spread shows pages of different shapes side by side.
  const pages = Array.from({ length: pageCount }, (_, i) => ({ width: i === 3 ? 160 : 120, height: i === 3 ? 100 : 160, color: pageColor(i + 1) }));
  const project = await createFakeProject({ title, pages });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
}

const watchedPage = (context: BrowserContext) => ReaderPage.watched(context);

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-reader-e2e-'));
  colours = path.join(work, 'colours');
  long = path.join(work, 'long');
  await publishBook(colours, HOSTILE_TITLE, 6);
  await publishBook(long, 'Long', 30);
  server = await startStaticServer(
    { '/colours/': colours, '/long/': long, '/reader/': READER_DIST },
    { '/harness.html': '<!doctype html><title>Editor</title><link rel="icon" href="data:,"><iframe src="/reader/index.html" width="900" height="600"></iframe><script>window.received=[];addEventListener("message",(e)=>received.push(e.data));</script>' },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a published book served over HTTP', () => {
  it('opens on the cover, turns with the keyboard, clicks and buttons, and shows its title as text', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const { page, problems } = await watchedPage(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/colours/index.html`);

    await reader.waitForCounter('1 / 6');
    await reader.waitForVisiblePages([1]);
    expect(await reader.title().textContent()).toBe(HOSTILE_TITLE);
    expect(await page.title()).toBe(HOSTILE_TITLE);
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    expect(await reader.visibleImagesLoaded()).toBe(true);
    expect(await reader.pageImage(1).getAttribute('alt')).toBe('Page 1');

    await reader.press('ArrowRight');
    await reader.waitForCounter('2-3 / 6');
    await reader.waitForVisiblePages([2, 3]);
    expect(await page.locator('[role="status"]').textContent()).toBe('Pages 2 and 3 of 6');

    await reader.clickEdge('left');
    await reader.waitForCounter('1 / 6');
    await reader.waitForVisiblePages([1]);

    await reader.nextButton().click();
    await reader.nextButton().click();
    await reader.waitForVisiblePages([4, 5]);
    await reader.press('End');
    await reader.waitForVisiblePages([6]);
    expect(await reader.nextButton().isDisabled()).toBe(true);
    await reader.press('PageUp');
    await reader.waitForCounter('4-5 / 6');
    await reader.press('Home');
    await reader.waitForVisiblePages([1]);
    expect(await reader.previousButton().isDisabled()).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('curls the turning page over the spine, with the next page landing on its back', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/colours/index.html`);
    await reader.waitForLoaded();
    // Checked in the same task as the key press, so no timing is involved.
    const turning = await page.evaluate(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      const leaf = document.querySelector<HTMLElement>('.fb-leaf');
      const front = leaf?.querySelector('.fb-face-front img')?.getAttribute('data-page');
      const back = leaf?.querySelector('.fb-face-back img')?.getAttribute('data-page');
      const clip = leaf?.querySelector<HTMLElement>('.fb-face-front')?.style.clipPath ?? '';
      return { hidden: leaf?.hidden, front, back, clipped: clip.startsWith('polygon(') };
    });
    expect(turning).toEqual({ hidden: false, front: '1', back: '2', clipped: true });
    await reader.waitForVisiblePages([2, 3]);
    await reader.waitForRest();
    await context.close();
  });

  it('turns instantly when the reader prefers reduced motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.origin}/colours/index.html`);
    await new ReaderPage(page).waitForLoaded();
    const after = await page.evaluate(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      const shown = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => img.dataset.page);
      return { leafHidden: document.querySelector<HTMLElement>('.fb-leaf')?.hidden, shown };
    });
    expect(after).toEqual({ leafHidden: true, shown: ['2', '3'] });
    await context.close();
  });

  it('keeps only the current spread and two spreads either side in the DOM', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/long/index.html`);
    await reader.waitForCounter('1 / 30');
    expect(await reader.imageCount()).toBe(5);
    const counts: number[] = [];
    for (let spread = 1; spread <= 15; spread += 1) {
      await reader.press('ArrowRight');
      const left = spread * 2;
      await reader.waitForVisiblePages(left + 1 <= 30 ? [left, left + 1] : [left]);
      counts.push(await reader.imageCount());
      expect(await reader.pageImage(left - 6).count()).toBe(0);
    }
    expect(Math.max(...counts)).toBe(10);
    await context.close();
  });

  it('keeps pages of different shapes in proportion, meeting at the spine', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/colours/index.html`);
    await reader.press('ArrowRight');
    await reader.press('ArrowRight');
    await reader.waitForVisiblePages([4, 5]);
    const left = await reader.pageImage(4).boundingBox();
    const right = await reader.pageImage(5).boundingBox();
    expect(left && right).toBeTruthy();
    expect(left!.width / left!.height).toBeCloseTo(160 / 100, 1);
    expect(right!.width / right!.height).toBeCloseTo(120 / 160, 1);
    expect(Math.abs(left!.x + left!.width - right!.x)).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('a published book opened from disk', () => {
  it('turns pages from file:// with no network and no CSP errors', async () => {
    const context = await browser.newContext({ offline: true });
    const { page, problems } = await watchedPage(context);
    const reader = new ReaderPage(page);
    await page.goto(pathToFileURL(path.join(colours, 'index.html')).href);
    await reader.waitForCounter('1 / 6');
    await reader.press('ArrowRight');
    await reader.waitForCounter('2-3 / 6');
    await reader.waitForVisiblePages([2, 3]);
    expect(await reader.visibleImagesLoaded()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the reader as the live preview', () => {
  it('announces itself, takes a book and a new title from its parent, and ignores other senders', async () => {
    const context = await browser.newContext();
    const { page, problems } = await watchedPage(context);
    await page.goto(`${server.origin}/harness.html`);
    await page.waitForFunction(() => (window as unknown as { received: { type: string }[] }).received.some((m) => m.type === 'previewReady'));
    const frame = page.frames().find((f) => f.url().endsWith('/reader/index.html'));
    expect(frame).toBeDefined();
    const reader = new ReaderPage(frame!);

    const book = JSON.parse(
      fs
        .readFileSync(path.join(colours, 'book.js'), 'utf8')
        .replace(/^window\.__FLIPBOOK_BOOK__ = /, '')
        .replace(/;\s*$/, ''),
    ) as { pages: Record<string, string | number>[] };
    for (const entry of book.pages) {
      for (const key of ['thumb', 'normal', 'hd']) entry[key] = `${server.origin}/colours/${entry[key]}`;
    }
    const post = (message: unknown) =>
      page.evaluate((data) => document.querySelector('iframe')!.contentWindow!.postMessage(data, location.origin), message);

    await post({ type: 'previewBook', key: 'book', value: book });
    await reader.waitForCounter('1 / 6');
    await reader.waitForVisiblePages([1]);
    expect(await reader.visibleImagesLoaded()).toBe(true);

    // A setting applies at once, keeping the page: right to left puts the cover on the left.
    await post({ type: 'previewBook', key: 'rightToLeft', value: true });
    await frame!.waitForFunction(() => {
      const cover = document.querySelector('img[data-page="1"]')?.getBoundingClientRect();
      const book = document.querySelector('.fb-book')?.getBoundingClientRect();
      return cover !== undefined && book !== undefined && cover.width > 0 && cover.right <= book.left + book.width / 2 + 1;
    });
    await reader.waitForVisiblePages([1]);

    await post({ type: 'previewBook', key: 'title', value: '<b>Renamed</b>' });
    await reader.waitForTitle('<b>Renamed</b>');
    expect(await frame!.locator('b').count()).toBe(0);

    // A message the reader posts to itself is not from the parent and must change nothing.
    await frame!.evaluate(() => window.postMessage({ type: 'previewBook', key: 'title', value: 'Spoofed' }, '*'));
    await post({ type: 'previewBook', key: 'title', value: 'From the editor' });
    await reader.waitForTitle('From the editor');
    expect(problems).toEqual([]);
    await context.close();
  });
});
