// npm run bench:reader: measures the published reader against its budgets (issue 4) on the
// book published from ../shared/corpus/books/freeculture.pdf, in headless Chromium, and
// prints each figure beside its budget. Exits 1 when a budget is missed. Then compares its
// first spread with StPageFlip's on the same page images of an image-heavy book (issue 23), and
// prints Lighthouse's four category scores for both books and a 117-page cut of the first, mobile
// and desktop presets (issue 23).
// Steps: budgets, peer, lighthouse; `--only budgets,peer` runs just those, `--skip lighthouse`
// leaves those out.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { READER_BOOK_GLOBAL } from '../src/shared/reader/book-data.js';
import { launchChromium } from '../tests/e2e/support/browser.js';
import { startStaticServer } from '../tests/e2e/support/static-server.js';
import { mainThreadP95, ourReader, rafGapP95 } from './bench/reader/drag-turns.js';
import { comparePeer, printPeerTable, type PeerRow } from './bench/reader/peer-comparison.js';
import { comparePeerDrag, printDragTable, type DragRow } from './bench/reader/peer-drag.js';
import { lighthouseRow, printLighthouseTable, type LighthouseRow } from './bench/reader/lighthouse-scores.js';
import { OUR_BOOK_PATH, peerOpeningImages, peerServerLayout, readPublishedBook } from './bench/reader/peer-site.js';
import { publishedBook } from './bench/reader/published-book.js';
import { gzipped, readerTotalBytes } from './bench/reader/reader-total.js';
import { chosenSteps } from './bench/reader/steps.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PDF = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'freeculture.pdf');
/** The corpus's most image-heavy book that turns: colour figures on 14 pages, about 400 KB of renditions a page. */
const PEER_PDF = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const VIEWPORT = { width: 1280, height: 800 };

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
}


async function firstSpread(page: Page, url: string): Promise<{ bytes: number; ms: number }> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('flipbook:first-spread').length > 0);
  return page.evaluate(() => {
    const visible = performance.getEntriesByName('flipbook:first-spread')[0]!.startTime;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    // Every request started before the spread showed counts in full, finished or not.
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime <= visible);
    const bytes = navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0);
    return { bytes, ms: visible };
  });
}

/** Turns through the whole book, a new turn each frame, watching the image count. */
async function maxImagesWhileFlipping(page: Page): Promise<number> {
  await page.evaluate(() => {
    const state = window as unknown as { __maxImages: number };
    state.__maxImages = document.querySelectorAll('img[data-page]').length;
    new MutationObserver(() => {
      state.__maxImages = Math.max(state.__maxImages, document.querySelectorAll('img[data-page]').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
  // No named helpers inside evaluate: tsx would wrap them in a __name() the page lacks.
  await page.evaluate(async () => {
    const atEnd = /^(\d+-)?(\d+) \/ \2$/;
    for (let guard = 0; guard < 1000 && !atEnd.test(document.querySelector('[data-testid="page-counter"]')?.textContent ?? ''); guard += 1) {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.fb-leaf')?.hidden === true);
  return page.evaluate(() => (window as unknown as { __maxImages: number }).__maxImages);
}

/** Opens the book and waits until it is settled: the drag is not measured while its neighbours still arrive. */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('flipbook:first-spread').length > 0 &&
      [...document.querySelectorAll<HTMLImageElement>('img[data-page]')].every((img) => img.complete && img.naturalWidth > 0),
  );
}

/** Our book and StPageFlip's, from the same published images, on one static server (issue 23). */
async function comparePeerBook(browser: Browser): Promise<{ spreads: PeerRow[]; drags: DragRow[] }> {
  const site = publishedBook(ROOT, PEER_PDF);
  const layout = peerServerLayout(ROOT, site);
  const server = await startStaticServer(layout.mounts, layout.pages);
  try {
    console.log(`Ours vs StPageFlip on ${path.basename(PEER_PDF)}:`);
    const book = readPublishedBook(site);
    const spreads = await comparePeer(browser, server.origin, peerOpeningImages(book));
    return { spreads, drags: await comparePeerDrag(browser, server.origin, book.pages.length) };
  } finally {
    await server.close();
  }
}

/**
 * Issue 23's Lighthouse bar is set on a 117-page book that is not in the corpus: freeculture's
 * first 117 pages stand in for it (its book.js, a third of the whole book's, is what differs).
 */
const LIGHTHOUSE_BOOKS = [
  { name: 'freeculture p. 1-117', pdf: PDF, pages: '1-117' },
  { name: 'freeculture', pdf: PDF },
  { name: 'tracemonkey', pdf: PEER_PDF },
] as const;

/** Lighthouse on each book as a reader of the published site opens it, from a plain static server. */
async function lighthouseRows(): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const book of LIGHTHOUSE_BOOKS) {
    const server = await startStaticServer({ '/book/': publishedBook(ROOT, book.pdf, 'pages' in book ? book.pages : undefined) });
    try {
      for (const preset of ['mobile', 'desktop'] as const) {
        console.log(`Lighthouse on ${book.name}, ${preset} preset…`);
        rows.push(await lighthouseRow(book.name, `${server.origin}${OUR_BOOK_PATH}`, preset));
      }
    } finally {
      await server.close();
    }
  }
  return rows;
}

/** The reader's own figures against its budgets (issue 4, issue 19's vertical binding). */
async function budgetFigures(browser: Browser): Promise<Figure[]> {
  const site = publishedBook(ROOT, PDF);
  const server = await startStaticServer({ '/book/': site });
  const figures: Figure[] = [];
  try {
    figures.push({ name: 'reader JS+CSS gzipped, all parts (one language)', value: readerTotalBytes(site) / 1024, unit: 'KB', budget: 60 });
    const kb = (gzipped(path.join(site, 'reader.js')) + gzipped(path.join(site, 'reader.css'))) / 1024;
    figures.push({ name: 'reader.js + reader.css gzipped (first spread)', value: kb, unit: 'KB', budget: 30 });

    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const first = await firstSpread(page, `${server.origin}/book/index.html`);
    figures.push({ name: 'bytes before the first spread is visible', value: first.bytes / 1024, unit: 'KB', budget: 400 });
    figures.push({ name: 'first spread visible', value: first.ms, unit: 'ms', budget: 500 });
    figures.push({ name: 'page images in the DOM while flipping 352 pages (max)', value: await maxImagesWhileFlipping(page), unit: '', budget: 12 });
    await openSettled(page, `${server.origin}/book/index.html#page=40`);
    figures.push({ name: 'p95 frame time during a drag-flip (rAF gaps)', value: await rafGapP95(page, ourReader(page)), unit: 'ms', budget: 20 });
    const mainThread = await mainThreadP95(browser, page, ourReader(page));
    figures.push({ name: `p95 main-thread time per frame, same drags (CPU ${mainThread.cpu.toFixed(1)} ms)`, value: mainThread.wall, unit: 'ms', budget: 16 });
    await context.close();

    // The same book bound at the top (issue 19): its book.js gains flipDirection: vertical on the way.
    const topBound = await browser.newContext({ viewport: VIEWPORT });
    const calendar = await topBound.newPage();
    await calendar.route('**/book/book.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\nwindow.${READER_BOOK_GLOBAL}.settings.flipDirection = 'vertical';\n` });
    });
    await openSettled(calendar, `${server.origin}/book/index.html#page=40`);
    if (!(await calendar.evaluate(() => document.querySelector('.fb-reader')?.classList.contains('fb-vertical')))) throw new Error('The top-bound book did not open vertical.');
    figures.push({ name: 'p95 frame time during a vertical drag-flip (rAF gaps)', value: await rafGapP95(calendar, ourReader(calendar), true), unit: 'ms', budget: 20 });
    const verticalMainThread = await mainThreadP95(browser, calendar, ourReader(calendar), true);
    figures.push({ name: `p95 main-thread time per frame, vertical (CPU ${verticalMainThread.cpu.toFixed(1)} ms)`, value: verticalMainThread.wall, unit: 'ms', budget: 16 });
    await topBound.close();
    return figures;
  } finally {
    await server.close();
  }
}

function printFigures(figures: readonly Figure[]): number {
  let failed = 0;
  for (const figure of figures) {
    const ok = figure.value <= figure.budget;
    if (!ok) failed += 1;
    const value = `${figure.value.toFixed(figure.unit === '' ? 0 : 1)} ${figure.unit}`.trim();
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${figure.name.padEnd(56)} ${value.padStart(10)}   budget ≤ ${figure.budget} ${figure.unit}`.trimEnd());
  }
  return failed;
}

async function main(): Promise<void> {
  const steps = chosenSteps(process.argv.slice(2));
  await build({ configFile: path.join(ROOT, 'vite.reader.config.ts'), logLevel: 'error' });
  let figures: Figure[] = [];
  let peer: { spreads: PeerRow[]; drags: DragRow[] } = { spreads: [], drags: [] };
  if (steps.has('budgets') || steps.has('peer')) {
    const browser = await launchChromium();
    try {
      if (steps.has('budgets')) figures = await budgetFigures(browser);
      if (steps.has('peer')) peer = await comparePeerBook(browser);
      // Timings depend on the machine: the load shows whether a miss is the reader's or the host's.
      console.log(`Chromium ${browser.version()}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
    } finally {
      await browser.close();
    }
  }
  // Last and in Chromiums of its own: Lighthouse launches one per run, as its CLI does.
  const lighthouse = steps.has('lighthouse') ? await lighthouseRows() : [];
  const failed = printFigures(figures);
  if (steps.has('peer')) {
    printPeerTable(peer.spreads);
    printDragTable(peer.drags);
  }
  printLighthouseTable(lighthouse);
  if (lighthouse.length > 0) console.log(`Lighthouse runs: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
