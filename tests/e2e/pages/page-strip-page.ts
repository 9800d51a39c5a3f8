import type { Page } from 'playwright-core';
import { thumbnailShown } from '../support/thumbnail-shown.js';
import { EditorPage } from './editor-page.js';

/** The page strip under the editor's preview, and the preview it drives. */
export class PageStripPage {
  constructor(readonly page: Page) {}

  root = () => this.page.locator('[data-testid="page-strip"]');
  items = () => this.page.locator('[data-testid="page-strip-item"]');

  /** The page number the strip marks as current (1-based), or null when none is. */
  current(): Promise<number | null> {
    return this.root().evaluate((strip) => {
      const page = strip.querySelector('[role="option"][aria-selected="true"]')?.getAttribute('data-page');
      return page === undefined || page === null ? null : Number(page);
    });
  }

  /** Whether the page's thumbnail is rendered, loaded and wholly inside the strip's visible width. */
  thumbnailShown = (pageNumber: number) => thumbnailShown(this.root(), `[data-page="${pageNumber}"] img`);

  /** Scrolls the strip to its end, as a drag of its scroll bar would. */
  async scrollToEnd(): Promise<void> {
    await this.root().evaluate((strip) => strip.scrollTo({ left: strip.scrollWidth }));
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
