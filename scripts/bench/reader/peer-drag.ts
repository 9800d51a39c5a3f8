import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS } from './conditions.js';
import { mainThreadP95, ourReader, rafGapP95, stPageFlip, type DragTarget } from './drag-turns.js';
import { OUR_BOOK_PATH, PEER_BOOK_PATH } from './peer-site.js';
import { textTable } from './text-table.js';

export interface DragRow {
  engine: string;
  rafGap: number;
  mainThread: { wall: number; cpu: number; frames: number };
}

/** Both books open on pages 4-5 (a full spread, far enough from the end for four turns). */
const OPEN_PAGE = 4;

async function openOurs(page: Page, origin: string): Promise<DragTarget> {
  await page.goto(`${origin}${OUR_BOOK_PATH}#page=${OPEN_PAGE}`);
  await page.waitForSelector('[data-released]', { state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-page]')].every((img) => img.complete && img.naturalWidth > 0));
  return ourReader(page);
}

async function openPeer(page: Page, origin: string, pageCount: number): Promise<DragTarget> {
  await page.goto(origin + PEER_BOOK_PATH);
  // StPageFlip loads every page's image up front, outside the DOM: settled once all have arrived.
  await page.waitForFunction((count) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.webp')).length >= count, pageCount);
  await page.evaluate((index) => (window as unknown as { __pageFlip: { turnToPage(index: number): void } }).__pageFlip.turnToPage(index), OPEN_PAGE - 1);
  return stPageFlip(page);
}

/** The same four drag-turns in each engine, desktop screen, no throttling: rAF gaps and main-thread time per frame. */
export async function comparePeerDrag(browser: Browser, origin: string, pageCount: number): Promise<DragRow[]> {
  const rows: DragRow[] = [];
  const engines: [string, (page: Page) => Promise<DragTarget>][] = [
    ['ours', (page) => openOurs(page, origin)],
    ['StPageFlip', (page) => openPeer(page, origin, pageCount)],
  ];
  for (const [engine, open] of engines) {
    const context = await browser.newContext(VIEWPORTS.desktop);
    try {
      const page = await context.newPage();
      const rafGap = await rafGapP95(page, await open(page));
      // A page of its own, opened on the same spread, so the traced pass turns the same pages.
      const traced = await context.newPage();
      rows.push({ engine, rafGap, mainThread: await mainThreadP95(browser, traced, await open(traced)) });
    } finally {
      await context.close();
    }
  }
  return rows;
}

export function printDragTable(rows: readonly DragRow[]): void {
  console.log(`\nDrag-flip, 4 drag-turns from pages ${OPEN_PAGE}-${OPEN_PAGE + 1}, desktop ${VIEWPORTS.desktop.viewport.width}x${VIEWPORTS.desktop.viewport.height}, no throttling (p95 over the frames)`);
  const lines = rows.map((row) => [row.engine, `${row.rafGap.toFixed(1)} ms`, `${row.mainThread.wall.toFixed(1)} ms`, `${row.mainThread.cpu.toFixed(1)} ms`, String(row.mainThread.frames)]);
  console.log(textTable(['engine', 'rAF gap', 'main thread, wall', 'main thread, CPU', 'frames'], lines));
}
