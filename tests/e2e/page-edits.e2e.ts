import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import { editorSession } from './support/editor-session.js';
import { EditorPage } from './pages/editor-page.js';
import { openBookInEditor } from './pages/editor-flows.js';
import { PageTabPage } from './pages/page-tab-page.js';

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

describe('quick page moves', () => {
  const session = editorSession();

  it('moves page 1 ten places for ten Alt+Right presses 12 ms apart, and undo steps back through each move', async () => {
    const { page, host } = session;
    const pages = new PageTabPage(page);
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
    await pages.open();
    const first = (await pages.order())[0] ?? '';
    const place = async () => (await pages.order()).indexOf(first);
    await pages.select(0);
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Alt+ArrowRight');
      await new Promise((resolve) => setTimeout(resolve, 12));
    }
    await expect.poll(place).toBe(10);
    // The engine recorded every move: each undo takes the page back one place.
    await page.locator('[data-testid="page-grid"]').focus();
    for (let expected = 9; expected >= 0; expected -= 1) {
      await page.keyboard.press('Control+z');
      await expect.poll(place).toBe(expected);
    }
  });
});
