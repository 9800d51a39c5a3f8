import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import { editorSession } from './support/editor-session.js';
import { EditorPage } from './pages/editor-page.js';
import { openBookInEditor } from './pages/editor-flows.js';
import { HomePage } from './pages/home-page.js';
import { PageTabPage } from './pages/page-tab-page.js';
import { writeBigProject } from './support/big-project.js';
import type { TocEntry } from '../../src/shared/domain/page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('page edits the editor makes itself', () => {
  const session = editorSession();

  it('move, delete and undo without fetching the whole project again, while a change from elsewhere is still fetched', async () => {
    const { page, host } = session;
    const pages = new PageTabPage(page);
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
    await pages.open();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`${HTTP_API_PREFIX}project.get`)) fetched.push(request.url());
    });
    const before = await pages.order();

    // Three moves of page 1 with Alt+Right, each waited for, a delete and two undos.
    await pages.select(0);
    for (let step = 1; step <= 3; step += 1) {
      await page.keyboard.press('Alt+ArrowRight');
      await expect.poll(async () => (await pages.order()).indexOf(before[0] ?? '')).toBe(step);
    }
    await pages.deleteSelectedByKey();
    await pages.waitForCount(13);
    await page.locator('[data-testid="page-grid"]').focus();
    await page.keyboard.press('Control+z');
    await pages.waitForCount(14);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await pages.order()).indexOf(before[0] ?? '')).toBe(2);

    // A change made elsewhere (another client of the engine) is fetched. Events arrive in
    // order, so once its fetch is seen, every project.changed of the edits above was handled.
    const response = await fetch(`${host.origin}${HTTP_API_PREFIX}project.update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
      body: JSON.stringify({ patch: { title: 'Retitled elsewhere' } }),
    });
    expect(response.ok).toBe(true);
    await page.locator('[data-testid="tab-basic"]').click();
    await expect.poll(() => new EditorPage(page).titleInput().inputValue()).toBe('Retitled elsewhere');
    expect(fetched).toHaveLength(1);
  });
});

describe('the preview after quick page moves', () => {
  const session = editorSession();

  it('rebuilds the preview once for a quick run of moves, in their final order', async () => {
    const { page, host } = session;
    const pages = new PageTabPage(page);
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
    await pages.open();
    const before = await pages.order();
    const preview = await new EditorPage(page).previewDocument();
    // The preview shows page 1; its image names the page's rendition, and so the page.
    const firstPageShows = (id: string) => preview.waitForFunction((wanted) => document.querySelector<HTMLImageElement>('img[data-page="1"]')?.src.includes(`/${wanted}/`) === true, id);
    await firstPageShows(before[0] ?? '');
    // The preview's messages from the editor, by key, in the order they arrive.
    await preview.evaluate(() => {
      const log = window as unknown as { keysReceived: unknown[] };
      log.keysReceived = [];
      addEventListener('message', (event: MessageEvent<{ key?: unknown }>) => log.keysReceived.push(event.data.key));
    });
    const keysReceived = () => preview.evaluate(() => (window as unknown as { keysReceived: unknown[] }).keysReceived.filter((key) => key === 'book' || key === 'page'));

    // Five Alt+Right presses in one task, quicker than any author: page 1 moves five places.
    await pages.select(0);
    await page.locator('[data-testid="page-grid"]').evaluate((grid) => {
      for (let press = 0; press < 5; press += 1) grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true }));
    });
    await expect.poll(async () => (await pages.order()).indexOf(before[0] ?? '')).toBe(5);
    // The preview follows with the final order (the old page 2 first), sent as one book.
    await firstPageShows(before[1] ?? '');
    expect(await keysReceived()).toEqual(['book']);

    // Two moves back and, before the moves have settled, a click on the strip's page 4, where
    // the moved page now is: the preview gets the reordered book before the turn, so page 4 is
    // the strip's page 4 and not the old book's.
    await page.locator('[data-testid="page-grid"]').evaluate(async (grid) => {
      for (let press = 0; press < 2; press += 1) grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      document.querySelector<HTMLElement>('[data-testid="page-strip-item"][data-page="4"]')?.click();
    });
    await expect.poll(keysReceived).toEqual(['book', 'book', 'page']);
    await preview.waitForFunction((wanted) => document.querySelector<HTMLImageElement>('img[data-page="4"]')?.src.includes(`/${wanted}/`) === true, before[0] ?? '');
  });
});

/**
 * Contents longer than the 2 KB an edit may carry, whose entries point at the pages the test
 * moves: chapter n on page 4n-3 and its three sections on the pages after it.
 */
function longContents(chapters: number): TocEntry[] {
  return Array.from({ length: chapters }, (_, chapter) => ({
    title: `Chapter ${chapter + 1}`,
    page: chapter * 4 + 1,
    children: [1, 2, 3].map((section) => ({ title: `Section ${chapter + 1}.${section}`, page: chapter * 4 + 1 + section, children: [] })),
  }));
}

describe('page moves on a 1,000-page book', () => {
  const session = editorSession();

  it('moves once per press and per key repeat, steps back through every move, and sends under 2 KB each way per move, undo and redo, the contents renumbered', async () => {
    const { page, host } = session;
    const file = path.join(host.appDataDir, 'thousand.flipbook');
    // Each move renumbers the entries of the pages page 1 passes; the whole contents are over 2 KB.
    const toc = longContents(60);
    expect(JSON.stringify(toc).length).toBeGreaterThan(2048);
    const ids = await writeBigProject(file, 1000, toc);
    const home = new HomePage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.openProjectByPath(file);
    const pages = new PageTabPage(page);
    await pages.open();
    await pages.waitForCount(1000);

    // Every move's request and answer, as the HTTP transport carries them, and any full fetch.
    const moves: { sent: number; answered: number }[] = [];
    const steps: { sent: number; answered: number }[] = [];
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      const url = request.url();
      if (url.endsWith(`${HTTP_API_PREFIX}project.get`)) fetched.push(url);
      const into = url.endsWith(`${HTTP_API_PREFIX}pages.move`) ? moves : url.endsWith(`${HTTP_API_PREFIX}project.undo`) || url.endsWith(`${HTTP_API_PREFIX}project.redo`) ? steps : null;
      if (into === null) return;
      void request.response().then(async (response) => {
        into.push({ sent: Buffer.byteLength(request.postData() ?? ''), answered: (await response?.body())?.length ?? Infinity });
      });
    });
    const largestOf = (calls: { sent: number; answered: number }[]) => ({ sent: Math.max(...calls.map((call) => call.sent)), answered: Math.max(...calls.map((call) => call.answered)) });
    const first = ids[0] ?? '';
    const shownPlace = () => pages.placeOf(first);
    // What the engine holds, asked from outside the editor, so the editor's own fetches stay counted apart.
    const engineProject = async () => {
      const response = await fetch(`${host.origin}${HTTP_API_PREFIX}project.get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
        body: '{}',
      });
      const { result } = (await response.json()) as { result: { project: { pages: { id: string }[]; toc: TocEntry[] } } };
      return result.project;
    };
    const enginePlace = async () => (await engineProject()).pages.findIndex((candidate) => candidate.id === first);

    // Ten presses 12 ms apart move page 1 ten places, on screen and in the engine.
    await pages.select(0);
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Alt+ArrowRight');
      await new Promise((resolve) => setTimeout(resolve, 12));
    }
    await expect.poll(() => moves.length).toBe(10);
    expect(await shownPlace()).toBe(10);
    expect(await enginePlace()).toBe(10);

    // The key held for 2 s: the first keydown and then a repeat every 33 ms, as a keyboard
    // repeats, each sent without waiting for the page to handle the last (a keyboard does not
    // wait either); the page moves once for each of them.
    await page.keyboard.down('Alt');
    const keydowns: Promise<void>[] = [];
    const holdUntil = Date.now() + 2000;
    while (Date.now() < holdUntil) {
      keydowns.push(page.keyboard.down('ArrowRight'));
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    await Promise.all(keydowns);
    await page.keyboard.up('ArrowRight');
    await page.keyboard.up('Alt');
    const held = keydowns.length;
    expect(held).toBeGreaterThan(20);
    await expect.poll(() => moves.length).toBe(10 + held);
    expect(await shownPlace()).toBe(10 + held);
    expect(await enginePlace()).toBe(10 + held);

    // Each move is small both ways, and the editor fetched the project at no point.
    const largest = largestOf(moves);
    console.log(`bytes per page move at 1,000 pages: request ${largest.sent}, answer ${largest.answered} (largest of ${moves.length})`);
    expect(largest.sent).toBeLessThan(2048);
    expect(largest.answered).toBeLessThan(2048);
    expect(fetched).toEqual([]);

    // Undo steps back through every move, one place each, and redo forward again; each step
    // answers with a diff of the page list, which the editor applies without fetching the book.
    await page.locator('[data-testid="page-grid"]').focus();
    for (let expected = 10 + held - 1; expected >= 0; expected -= 1) {
      await page.keyboard.press('Control+z');
      await expect.poll(shownPlace).toBe(expected);
    }
    expect(await enginePlace()).toBe(0);
    for (let expected = 1; expected <= 5; expected += 1) {
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(shownPlace).toBe(expected);
    }
    expect(await enginePlace()).toBe(5);
    await expect.poll(() => steps.length).toBe(10 + held + 5);
    const largestStep = largestOf(steps);
    console.log(`bytes per undo or redo at 1,000 pages: request ${largestStep.sent}, answer ${largestStep.answered} (largest of ${steps.length})`);
    expect(largestStep.sent).toBeLessThan(2048);
    expect(largestStep.answered).toBeLessThan(2048);
    expect(fetched).toEqual([]);

    // The contents the editor shows, every entry's page as the engine numbers it: page 1 is
    // now sixth, so chapter 1 names page 6 and the five entries it passed come one back.
    const engineToc = (await engineProject()).toc;
    expect(engineToc[0]?.page).toBe(6);
    const enginePages = (entries: TocEntry[]): string[] => entries.flatMap((entry) => [String(entry.page), ...enginePages(entry.children)]);
    await page.locator('[data-testid="tab-toc"]').click();
    await expect.poll(() => page.locator('[data-testid="toc-page"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(enginePages(engineToc));
    expect(fetched).toEqual([]);
  });
});
