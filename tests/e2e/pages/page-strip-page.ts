import type { Page } from 'playwright-core';
import { EditorPage } from './editor-page.js';

/** The page strip under the editor's preview, and the preview it drives. */
export class PageStripPage {
  constructor(readonly page: Page) {}

  root = () => this.page.locator('[data-testid="page-strip"]');
  items = () => this.page.locator('[data-testid="page-strip-item"]');

  /** The page number the strip marks as current (1-based), or null when none is. */
  current(): Promise<number | null> {
    return this.root().evaluate((strip) => {
      const items = [...strip.querySelectorAll('[role="option"]')];
      const index = items.findIndex((item) => item.getAttribute('aria-selected') === 'true');
      return index < 0 ? null : index + 1;
    });
  }

  scrollLeft(): Promise<number> {
    return this.root().evaluate((strip) => strip.scrollLeft);
  }

  /** Whether the current page's thumbnail lies wholly inside the strip's visible width. */
  currentInView(): Promise<boolean> {
    return this.root().evaluate((strip) => {
      const item = strip.querySelector('[aria-selected="true"]');
      if (item === null) return false;
      const box = item.getBoundingClientRect();
      const view = strip.getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1;
    });
  }

  /** The pages the preview's counter shows, e.g. [4, 5] for "4-5 / 14". */
  async previewPages(): Promise<number[]> {
    const frame = await new EditorPage(this.page).previewDocument();
    const text = (await frame.locator('[data-testid="page-counter"]').textContent()) ?? '';
    return (text.split('/')[0] ?? '').split('-').map((part) => Number(part.trim())).filter((page) => page > 0);
  }
}
