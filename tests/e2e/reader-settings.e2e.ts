import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { HD_DELAY_MS } from '../../src/reader/reader-display.js';
import { ReaderPage } from './pages/reader-page.js';
import { bookVariant } from './support/book-variant.js';
import { openPreview, previewBookOf, previewHarness } from './support/preview-harness.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

/**
 * The reader settings of issue 19 in a published book: each one changed from its default
 * changes something a test can see (a computed style, an element, the address, a request),
 * compared with the same book left at its defaults.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');

let work: string;
let base: string;
let browser: Browser;
let server: StaticServer;

const LINKS = [{ x: 0.1, y: 0.1, width: 0.5, height: 0.2, target: { kind: 'page', page: 7 } }];

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-reader-settings-e2e-'));
  base = path.join(work, 'base');
  const pages = Array.from({ length: 12 }, (_, i) => ({ width: 120, height: 160, color: pageColor(i + 1) }));
  const project = await createFakeProject({ title: 'Twelve', pages });
  project.updateBook({ title: 'Twelve', description: '', keywords: '', settings: { pageMode: 'double' } });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(base);
  const variant = (name: string, settings: Record<string, unknown>) =>
    bookVariant(work, base, name, (book) => {
      Object.assign(book.settings, settings);
      book.pages[1]!.links = LINKS;
    });
  server = await startStaticServer(
    {
      '/defaults/': variant('defaults', {}),
      '/tuned/': variant('tuned', {
        thumbnailOpacity: 40,
        toolbarIconSize: 32,
        selectIconSize: 20,
        phoneIconSize: 30,
        outerBorder: true,
        pageThickness: 6,
        textSharpening: true,
        pageLinks: false,
        highDefinition: false,
        fasterLoad: true,
        urlPageNumber: false,
        backForward: false,
        shareHtml: false,
        shareEmbed: false,
      }),
      '/no-share/': variant('no-share', { shareWebPage: false, shareHtml: false, shareEmbed: false }),
      '/reader/': READER_DIST,
    },
    {
      '/harness.html': previewHarness(1000, 650),
    },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function open(book: string, hash = ''): Promise<{ page: Page; reader: ReaderPage; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const { page, problems } = await ReaderPage.watched(context);
  const reader = new ReaderPage(page);
  await page.goto(`${server.origin}/${book}/index.html${hash}`);
  await reader.waitForLoaded();
  return { page, reader, problems, close: () => context.close() };
}

/** A computed style property of the first element matching `selector` (pseudo-element optional). */
function styleOf(root: Page | Frame, selector: string, property: string, pseudo: string | null = null): Promise<string> {
  return root.evaluate(
    ([sel, prop, pse]) => {
      const element = document.querySelector(sel!);
      if (element === null) throw new Error(`nothing matches ${sel}`);
      return getComputedStyle(element, pse).getPropertyValue(prop!);
    },
    [selector, property, pseudo] as const,
  );
}

describe('the display settings', () => {
  it('draws thumbnail opacity, icon sizes, the outer border and the page edges', async () => {
    // The reader's own icon size (1.25rem), which every bar icon has while the book sets none.
    let ownSize = '';
    for (const [book, expected] of [
      ['defaults', { opacity: '1', toolbar: null, select: null, phone: null, outline: 'none', edges: 'none' }],
      ['tuned', { opacity: '0.4', toolbar: '32px', select: '20px', phone: '30px', outline: 'solid', edges: '""' }],
    ] as const) {
      const { page, reader, problems, close } = await open(book);
      await reader.toolbarButton('thumb').click();
      if (ownSize === '') ownSize = await styleOf(page, '[data-button="thumb"] .fb-icon', 'width');
      expect(ownSize).not.toBe('32px');
      expect(await styleOf(page, '.fb-thumb img', 'opacity')).toBe(expected.opacity);
      // Compared as numbers: a hidden button's sizes are rounded otherwise than a shown one's.
      const pixels = async (selector: string, property: string) => Number.parseFloat(await styleOf(page, selector, property));
      expect(await pixels('[data-button="thumb"] .fb-icon', 'width')).toBeCloseTo(Number.parseFloat(expected.toolbar ?? ownSize), 1);
      expect(await pixels('[data-button="select"] .fb-icon', 'width')).toBeCloseTo(Number.parseFloat(expected.select ?? ownSize), 1);
      expect(await pixels('[data-button="phone"] > span', 'font-size')).toBeCloseTo(Number.parseFloat(expected.phone ?? ownSize), 1);
      expect(await styleOf(page, '.fb-book', 'border-top-style', '::after')).toBe(expected.outline);
      expect(await styleOf(page, '.fb-book', 'content', '::before')).toBe(expected.edges);
      if (book === 'tuned') {
        // The button grows around its larger icon; the edges stick out 6 px on both sides of the book.
        expect(await page.locator('[data-button="thumb"]').evaluate((b) => b.getBoundingClientRect().width)).toBeGreaterThanOrEqual(44);
        const [bookWidth, edgesWidth] = await page.evaluate(() => {
          const book = document.querySelector('.fb-book')!;
          return [book.getBoundingClientRect().width, Number.parseFloat(getComputedStyle(book, '::before').width)];
        });
        expect(edgesWidth).toBeCloseTo(bookWidth + 12, 0);
      }
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('sharpens the page images only while zoomed, and only when the book asks for it', async () => {
    for (const [book, zoomed] of [
      ['defaults', 'none'],
      ['tuned', 'url("#fb-sharpen")'],
    ] as const) {
      const { page, reader, close } = await open(book);
      expect(await styleOf(page, 'img[data-visible="true"]', 'filter')).toBe('none');
      await reader.zoomInButton().click();
      await page.waitForFunction(() => document.querySelector('.fb-zoomed') !== null);
      expect(await styleOf(page, 'img[data-visible="true"]', 'filter')).toBe(zoomed);
      await close();
    }
  });

  it('hides the link hotspots when page links are off', async () => {
    for (const [book, shown] of [
      ['defaults', true],
      ['tuned', false],
    ] as const) {
      const { page, reader, close } = await open(book, '#page=2');
      await reader.waitForVisiblePages([2, 3]);
      expect(await page.locator('.fb-link[href="#page=7"]').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Go to page 7' }).isVisible()).toBe(shown);
      await close();
    }
  });
});

describe('loading and the address', () => {
  it('keeps the normal rendition when HD is off, zoomed and after the HD delay', async () => {
    for (const [book, hd] of [
      ['defaults', true],
      ['tuned', false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // A controlled clock fires the reader's HD timer without the test sleeping through it.
      await page.clock.install();
      const reader = new ReaderPage(page);
      await page.goto(`${server.origin}/${book}/index.html#page=2`);
      await reader.waitForLoaded();
      await reader.zoomInButton().click();
      await page.clock.runFor(HD_DELAY_MS * 3);
      if (hd) {
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].every((img) => img.src.endsWith('-hd.webp')));
      } else {
        // The HD swap would have started its request when the zoom or the timer asked for it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(requested.filter((url) => url.endsWith('-hd.webp'))).toEqual([]);
        expect(await page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => img.src.endsWith('-hd.webp')))).toEqual([false, false]);
      }
      await context.close();
    }
  });

  it('preloads one spread on each side with faster load instead of two', async () => {
    for (const [book, pages] of [
      ['defaults', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
      ['tuned', [4, 5, 6, 7, 8, 9]],
    ] as const) {
      const { page, reader, close } = await open(book, '#page=6');
      await reader.waitForVisiblePages([6, 7]);
      const inDom = await page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img.fb-page-image')].map((img) => Number(img.dataset.page)));
      expect(inDom.sort((a, b) => a - b)).toEqual(pages);
      await close();
    }
  });

  it('leaves #page= out of the address when the URL page number is off', async () => {
    const on = await open('defaults', '#page=4');
    await on.reader.press('ArrowRight');
    await on.page.waitForFunction(() => location.hash === '#page=6');
    await on.close();

    const off = await open('tuned', '#page=4');
    await off.reader.waitForVisiblePages([4, 5]);
    await off.page.waitForFunction(() => location.hash === '');
    await off.reader.press('ArrowRight');
    await off.reader.waitForRest();
    await off.reader.waitForVisiblePages([6, 7]);
    expect(await off.page.evaluate(() => location.href)).toBe(`${server.origin}/tuned/index.html`);
    await off.close();
  });
});

describe('back and forward', () => {
  it("follows the reader's own page history, and is not there when the book turns it off", async () => {
    const { page, reader, problems, close } = await open('defaults');
    const back = page.locator('[data-history="back"]');
    const forward = page.locator('[data-history="forward"]');
    expect(await back.isVisible()).toBe(true);
    expect(await back.isDisabled()).toBe(true);
    await reader.toolbarButton('goto').click();
    await reader.panel().locator('input').fill('9');
    await reader.panel().locator('input').press('Enter');
    await reader.waitForVisiblePages([8, 9]);
    await reader.press('End');
    await reader.waitForVisiblePages([12]);
    await back.click();
    await reader.waitForVisiblePages([8, 9]);
    await back.click();
    await reader.waitForVisiblePages([1]);
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('[data-history="back"]')?.disabled === true);
    await forward.click();
    await reader.waitForVisiblePages([8, 9]);
    expect(problems).toEqual([]);
    await close();

    const off = await open('tuned');
    expect(await off.page.locator('[data-history="back"]').isHidden()).toBe(true);
    expect(await off.page.locator('[data-history="forward"]').isHidden()).toBe(true);
    await off.close();
  });
});

describe('the share panel entries', () => {
  it('offers the web page link, the HTML link and the embed code each behind its setting', async () => {
    for (const [book, entries] of [
      ['defaults', ['webPage', 'html', 'embed']],
      ['tuned', ['webPage']],
      ['no-share', []],
    ] as const) {
      const { page, reader, close } = await open(book);
      await reader.toolbarButton('btnshare').click();
      expect(await reader.panel().locator('[data-share]').evaluateAll((fields) => fields.map((f) => (f as HTMLElement).dataset.share))).toEqual(entries);
      if (book === 'defaults') {
        expect(await page.locator('[data-testid="share-html"]').inputValue()).toBe(`<a href="${server.origin}/defaults/index.html">Twelve</a>`);
        expect(await page.locator('[data-testid="share-embed"]').inputValue()).toMatch(/^<iframe src="http:\/\/[^"]+\/defaults\/index\.html" title="Twelve"/);
      }
      // The share types stay: they follow socialShareType (decision 0236), not these entries.
      expect(await reader.panel().locator('[data-share-type]').count()).toBeGreaterThan(0);
      await close();
    }
  });
});

describe('the live preview', () => {
  it('applies each edit at once, without reloading the book', async () => {
    const context = await browser.newContext();
    const { page, problems } = await ReaderPage.watched(context);
    const { frame, post } = await openPreview(page, `${server.origin}/harness.html`);
    const reader = new ReaderPage(frame);
    const book = previewBookOf(path.join(work, 'defaults'), `${server.origin}/defaults/`);
    const rootAttribute = (name: string) => frame.evaluate((attribute) => document.querySelector('.fb-reader')!.getAttribute(attribute), name);

    await post('book', book);
    await reader.waitForCounter('1 / 12');
    await post('outerBorder', true);
    await expect.poll(() => styleOf(frame, '.fb-book', 'border-top-style', '::after')).toBe('solid');
    await post('pageThickness', 4);
    await expect.poll(() => styleOf(frame, '.fb-book', 'content', '::before')).toBe('""');
    await post('toolbarIconSize', 26);
    await expect.poll(() => styleOf(frame, '[data-button="thumb"] .fb-icon', 'width')).toBe('26px');
    await post('thumbnailOpacity', 10);
    await expect.poll(() => styleOf(frame, '.fb-reader', '--fb-thumb-opacity')).toBe('0.1');
    await post('pageLinks', false);
    await expect.poll(() => rootAttribute('data-page-links')).toBe('off');
    await post('textSharpening', true);
    await expect.poll(() => rootAttribute('data-text-sharpening')).toBe('on');
    await post('backForward', false);
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-history="back"]')?.hidden === true);
    await post('fasterLoad', true);
    await frame.waitForFunction(() => document.querySelectorAll('img.fb-page-image').length === 3);
    await post('shareEmbed', false);
    await reader.toolbarButton('btnshare').click();
    expect(await reader.panel().locator('[data-share]').evaluateAll((fields) => fields.map((f) => (f as HTMLElement).dataset.share))).toEqual(['webPage', 'html']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
