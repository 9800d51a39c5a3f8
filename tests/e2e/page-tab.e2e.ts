import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorSession } from './support/editor-session.js';
import { EditorPage } from './pages/editor-page.js';
import { openBookInEditor, saveCloseAndReopen } from './pages/editor-flows.js';
import { PageTabPage } from './pages/page-tab-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the page tab', () => {
  const session = editorSession();

  /** The preview reader's page counter, e.g. "1 / 14". */
  async function previewCounter(): Promise<string> {
    return (await (await new EditorPage(session.page).previewDocument()).locator('[data-testid="page-counter"]').textContent()) ?? '';
  }

  it('drags a page, selects several with Shift and Ctrl, deletes them after confirming, undoes, asks before re-import, saves and reopens', async () => {
    const { page, host } = session;
    const pages = new PageTabPage(page);
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
    await pages.open();
    const before = await pages.order();

    // Drag the first page onto the right half of the third: it lands after it.
    const third = (await pages.items().nth(2).boundingBox())!;
    await pages.items().nth(0).dragTo(pages.items().nth(2), { targetPosition: { x: third.width - 6, y: third.height / 2 } });
    await expect.poll(() => pages.order()).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
    await page.locator('[data-testid="page-grid"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => pages.order()).toEqual(before);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => pages.order()).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => pages.order()).toEqual(before);

    // Shift-click selects a run, Ctrl-click adds one more.
    await pages.select(1);
    await pages.items().nth(3).click({ modifiers: ['Shift'] });
    await pages.items().nth(6).click({ modifiers: ['Control'] });
    expect(await page.locator('.page-grid-item[aria-selected="true"]').count()).toBe(4);

    // Delete asks first; "no" keeps every page.
    await page.keyboard.press('Delete');
    expect(await page.locator('[data-testid="confirm-message"]').textContent()).toBe('Delete the selected pages (4) from the book?');
    await page.locator('[data-testid="confirm-no"]').click();
    expect(await pages.items().count()).toBe(14);
    await pages.deleteSelectedByKey();
    await pages.waitForCount(10);
    const kept = [before[0], before[4], before[5], ...before.slice(7)];
    expect(await pages.order()).toEqual(kept);
    await expect.poll(previewCounter).toMatch(/\b10$/);

    // Undo brings the pages back, in the preview too; redo deletes them again.
    await page.locator('[data-testid="page-grid"]').focus();
    await page.keyboard.press('Control+z');
    await pages.waitForCount(14);
    await expect.poll(previewCounter).toMatch(/\b14$/);
    await page.keyboard.press('Control+Shift+z');
    await pages.waitForCount(10);

    // Re-import asks before replacing the pages; "no" leaves the book as it is.
    await page.locator('[data-testid="pages-reimport"]').click();
    expect(await page.locator('[data-testid="confirm-message"]').textContent()).toBe('Re-import replaces the book pages and keeps all current configuration.');
    await page.locator('[data-testid="confirm-no"]').click();
    expect(await pages.order()).toEqual(kept);

    await saveCloseAndReopen(page, path.join(host.appDataDir, 'page-tab.flipbook'), 10);
    await pages.open();
    expect(await pages.order()).toEqual(kept);
    await expect.poll(previewCounter).toMatch(/\b10$/);
  });
});
