import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { EngineReaderPage, type Box } from './pages/engine-reader-page.js';
import type { EngineDriver, EngineName } from './support/engines/engine-driver.js';
import { ENGINES, startEngine } from './support/engines/start-engine.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

// Issue 23 item 6: the published reader's features, the same scenarios in Chromium, Firefox
// ESR (WebDriver BiDi) and WebKitGTK (WebKitWebDriver under Xvfb). Item 7: the thumbnail grid
// beside Firefox's scrollbar, and page 1 never left blank in WebKit.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
const PAGES = 24;
const PASSWORD = 'open sesame';
/** Pages from this one on are sealed behind the password. */
const SEALED_FROM = 21;
/** WebKit once left page 1 blank in one load out of five, so it is loaded this many times, uncached. */
const WEBKIT_LOADS = 8;

let work: string;
let book: string;
let server: StaticServer;

async function publishBook(outDir: string): Promise<void> {
  const words: Record<number, string> = { 1: 'A book of lights', 3: 'The old lantern hung', 7: 'Nobody lit the lantern' };
  const pages = Array.from({ length: PAGES }, (_, i) => {
    const text = words[i + 1];
    return {
      width: 120,
      height: 160,
      color: pageColor(i + 1),
      ...(text === undefined ? {} : { text: { version: 1 as const, items: [{ text, x: 0.1, y: 0.1, width: 0.8, height: 0.06 }] } }),
    };
  });
  const project = await createFakeProject({ title: 'Engines', pages, toc: [{ title: 'Chapter two', page: 8, children: [] }] });
  project.updateBook({
    title: 'Engines',
    settings: { protection: { mode: 'password', kind: 'single', password: PASSWORD, users: [], fromPage: SEALED_FROM } },
  });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-reader-engines-'));
  book = path.join(work, 'book');
  await publishBook(book);
  // The book also answers under one more name per first-spread load, so each of those loads
  // fetches and decodes page 1 afresh instead of taking it from the cache.
  const fresh = Object.fromEntries(Array.from({ length: WEBKIT_LOADS }, (_, i) => [`/fresh-${i}/`, book]));
  server = await startStaticServer({ '/book/': book, ...fresh });
});

afterAll(async () => {
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The colour the screen shows at a point, read from a screenshot: what a reader sees. */
async function screenColour(driver: EngineDriver, at: { x: number; y: number }): Promise<[number, number, number]> {
  const { data, info } = await sharp(await driver.screenshot()).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round(at.y) * info.width + Math.round(at.x)) * info.channels;
  return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
}

/** Whether two colours are the same but for the lossy encoding of the page images. */
function sameColour(seen: readonly number[], expected: { r: number; g: number; b: number }): boolean {
  return [expected.r, expected.g, expected.b].every((channel, i) => Math.abs(channel - (seen[i] ?? -255)) <= 12);
}

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

describe.each(ENGINES.map((engine) => [engine]))('the published reader in %s', (engine: EngineName) => {
  let driver: EngineDriver;
  let reader: EngineReaderPage;
  /** Each open is a new document (the query differs), as a reader's reload is, even when only the hash changes. */
  let loads = 0;
  const bookUrl = (hash = '') => `${server.origin}/book/index.html?load=${(loads += 1)}${hash}`;

  beforeAll(async () => {
    driver = await startEngine(engine);
    reader = new EngineReaderPage(driver);
  });

  afterAll(async () => {
    await driver?.close();
  });

  beforeEach(async () => {
    await driver.setViewport(1000, 700);
  });

  // No console errors, uncaught exceptions or CSP violations, where the engine's driver hears them.
  afterEach(() => {
    expect(driver.problems() ?? []).toEqual([]);
  });

  it('paints the first spread: page 1’s image loaded, decoded and on screen in its colour', async () => {
    for (let load = 0; load < (engine === 'webkit' ? WEBKIT_LOADS : 2); load += 1) {
      await reader.open(`${server.origin}/fresh-${load}/index.html`);
      await reader.waitForCounter(`1 / ${PAGES}`);
      await reader.waitForVisiblePages([1]);
      const image = await reader.shownImage(1);
      expect(image).toMatchObject({ complete: true, decoded: true, opacity: '1', visibility: 'visible' });
      expect(image?.naturalWidth).toBeGreaterThan(0);
      expect(image?.box.width).toBeGreaterThan(100);
      // The neighbours are let load once the cover is painted: by then it must be on screen.
      await driver.waitFor('the neighbours to be released', () => document.querySelector('[data-released]') !== null);
      const seen = await screenColour(driver, centre(image!.box));
      expect(sameColour(seen, pageColor(1)), `load ${load + 1}: page 1 shows rgb(${seen.join(', ')})`).toBe(true);
    }
  });

  it('turns by key, by the next button, by a click at the edge and by dragging a corner', async () => {
    await reader.open(bookUrl());
    await reader.driver.press('ArrowRight');
    await reader.waitForVisiblePages([2, 3]);
    await reader.waitForCounter(`2-3 / ${PAGES}`);
    await reader.click('button[aria-label="Next page"]');
    await reader.waitForVisiblePages([4, 5]);
    await reader.clickEdge('left');
    await reader.waitForVisiblePages([2, 3]);
    await reader.dragCorner('right', 0.1);
    await reader.waitForVisiblePages([4, 5]);
    await reader.dragCorner('left', 0.9);
    await reader.waitForVisiblePages([2, 3]);
    const shown = await Promise.all([reader.shownImage(2), reader.shownImage(3)]);
    for (const image of shown) expect(image).toMatchObject({ complete: true, decoded: true });
  });

  it('zooms in and out with the toolbar', async () => {
    await reader.open(bookUrl('#page=2'));
    await reader.click('[data-button="zoom"] [aria-label="Zoom in"]');
    await driver.waitFor('the book to zoom', () => document.querySelector('.fb-zoom')?.classList.contains('fb-zoomed') === true);
    expect(await driver.evaluate(() => document.querySelector<HTMLElement>('.fb-zoom')?.style.transform)).toMatch(/scale\(1\.5\)/);
    await reader.click('[data-button="zoom"] [aria-label="Zoom out"]');
    await driver.waitFor('the book to zoom out', () => document.querySelector('.fb-zoom')?.classList.contains('fb-zoomed') === false);
  });

  it('lays the thumbnails out in three columns beside the panel’s scrollbar, and turns to one clicked', async () => {
    await reader.open(bookUrl());
    await reader.click('[data-button="thumb"]');
    await reader.waitForShown(`[data-thumb="${PAGES}"]`);
    const layout = await driver.evaluate(() => {
      const body = document.querySelector<HTMLElement>('.fb-panel:not([hidden]) .fb-panel-body')!;
      const lefts = [...body.querySelectorAll('.fb-thumb')].map((thumb) => Math.round(thumb.getBoundingClientRect().left));
      return { columns: new Set(lefts).size, scrollbar: body.offsetWidth - body.clientWidth, overflowsSideways: body.scrollWidth > body.clientWidth };
    });
    // Firefox's classic scrollbar takes room (12 px on Linux): the case that fell to two columns.
    if (engine === 'firefox') expect(layout.scrollbar).toBeGreaterThan(0);
    expect(layout).toMatchObject({ columns: 3, overflowsSideways: false });
    await reader.click('[data-thumb="5"]');
    await reader.waitForVisiblePages([4, 5]);
    await reader.waitForHidden('[data-testid="side-panel"]');
  });

  it('turns to a table of contents entry', async () => {
    await reader.open(bookUrl());
    await reader.click('[data-button="table"]');
    await reader.waitForShown('.fb-toc-entry');
    expect(await driver.evaluate(() => document.querySelector('.fb-toc-entry')?.textContent)).toBe('Chapter two');
    await reader.click('.fb-toc-entry');
    await reader.waitForVisiblePages([8, 9]);
  });

  it('searches the text and turns to a hit', async () => {
    await reader.open(bookUrl());
    await reader.click('[data-button="search"]');
    await reader.waitForShown('[data-testid="search-field"]');
    await reader.fill('[data-testid="search-field"]', 'lantern');
    await driver.press('Enter');
    await driver.waitFor('two hits', () => document.querySelector('.fb-search-status')?.textContent === '2 results');
    expect(await driver.evaluate(() => [...document.querySelectorAll('[data-hit-page]')].map((hit) => hit.getAttribute('data-hit-page')))).toEqual(['3', '7']);
    await reader.click('[data-hit-page="7"]');
    await reader.waitForVisiblePages([6, 7]);
  });

  it('asks for the password at a sealed page and shows it, decrypted, after the right one', async () => {
    await reader.open(bookUrl(`#page=${SEALED_FROM - 3}`));
    await reader.waitForVisiblePages([SEALED_FROM - 3, SEALED_FROM - 2]);
    await driver.press('ArrowRight');
    await reader.waitForShown('[data-testid="lock-dialog"]');
    await reader.fill('[data-testid="lock-password"]', PASSWORD);
    await driver.press('Enter');
    await reader.waitForHidden('[data-testid="lock-dialog"]');
    await driver.waitFor(
      'the sealed page to be decrypted and decoded',
      (n) => {
        const image = document.querySelector<HTMLImageElement>(`img[data-page="${n}"]`);
        return image !== null && image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
      },
      SEALED_FROM,
    );
    await reader.waitForVisiblePages([SEALED_FROM - 1, SEALED_FROM]);
  });

  it('shows one page at a time on a 390 px phone and turns by key, button and drag', async () => {
    await driver.setViewport(390, 844);
    await reader.open(bookUrl());
    expect(await driver.evaluate(() => innerWidth)).toBe(390);
    await reader.waitForVisiblePages([1]);
    await driver.press('ArrowRight');
    await reader.waitForVisiblePages([2]);
    await reader.waitForCounter(`2 / ${PAGES}`);
    await reader.click('button[aria-label="Next page"]');
    await reader.waitForVisiblePages([3]);
    await reader.dragCorner('right', 0.1);
    await reader.waitForVisiblePages([4]);
    const book = await reader.box('.fb-book');
    expect(book!.x).toBeGreaterThanOrEqual(0);
    expect(book!.x + book!.width).toBeLessThanOrEqual(390);
  });

  it('opens from disk (file://) and turns', async () => {
    await reader.open(`${pathToFileURL(path.join(book, 'index.html')).href}?load=${(loads += 1)}`);
    await reader.waitForVisiblePages([1]);
    await driver.press('ArrowRight');
    await reader.waitForVisiblePages([2, 3]);
    const shown = await Promise.all([reader.shownImage(2), reader.shownImage(3)]);
    for (const image of shown) expect(image).toMatchObject({ complete: true, decoded: true });
  });
});
