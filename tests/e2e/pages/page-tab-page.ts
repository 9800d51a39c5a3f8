import type { Page } from 'playwright-core';
import { thumbnailShown } from '../support/thumbnail-shown.js';

/** The Pages tab: the thumbnail grid with selection, delete, reorder and the add-page dialog. */
export class PageTabPage {
  constructor(readonly page: Page) {}

  items = () => this.page.locator('[data-testid="page-grid-item"]');
  addDialog = () => this.page.locator('[data-testid="add-page-dialog"]');

  async open(): Promise<void> {
    await this.page.locator('[data-testid="tab-page"]').click();
    await this.page.locator('[data-testid="page-grid"]').waitFor();
  }

  /**
   * Waits for the book to hold `count` pages in the grid (it renders only the rows near its
   * view, decision 0232); pages an import is still bringing are not the book's yet.
   */
  async waitForCount(count: number): Promise<void> {
    await this.page.waitForFunction(
      (expected) => {
        const grid = document.querySelector('[data-testid="page-grid"]');
        return grid?.getAttribute('data-page-count') === String(expected) && !grid.hasAttribute('data-importing');
      },
      count,
      { timeout: 120_000 },
    );
  }

  /** The page ids in book order, of the pages rendered (all of them in a short book). */
  async order(): Promise<string[]> {
    return this.items().evaluateAll((items) => items.map((item) => item.getAttribute('data-page-id') ?? ''));
  }

  /**
   * Where the page with `id` stands in the book (0 is first), from the grid item showing it,
   * which a long book renders only near the view; -1 when it is not rendered.
   */
  async placeOf(id: string): Promise<number> {
    const item = this.items().and(this.page.locator(`[data-page-id="${id}"]`));
    if ((await item.count()) === 0) return -1;
    return Number(await item.getAttribute('data-page')) - 1;
  }

  async select(index: number): Promise<void> {
    await this.items().nth(index).click();
  }

  /** Adds a blank page at the given position with the dialog's default size. */
  async addBlankPage(position: 'first' | 'last' | 'before' | 'after'): Promise<void> {
    await this.page.locator('[data-testid="pages-add"]').click();
    await this.addDialog().waitFor();
    await this.page.locator(`[data-testid="add-position-${position}"]`).check();
    await this.page.locator('[data-testid="add-source-blank"]').check();
    await this.page.locator('[data-testid="add-page-submit"]').click();
    await this.addDialog().waitFor({ state: 'detached' });
  }

  /** Presses Delete on the grid and confirms. */
  async deleteSelectedByKey(): Promise<void> {
    await this.page.keyboard.press('Delete');
    await this.page.locator('[data-testid="confirm-yes"]').click();
  }

  /** Whether the page's thumbnail is rendered, loaded and wholly inside the panel that scrolls the grid. */
  thumbnailShown = (pageNumber: number) => thumbnailShown(this.page.locator('#sidebar-panel'), `[data-testid="page-grid-item"][data-page="${pageNumber}"] img`);

  /** Scrolls the panel that holds the grid to its end. */
  async scrollToEnd(): Promise<void> {
    await this.page.locator('#sidebar-panel').evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight }));
  }

  /** True when every pixel of the page's thumbnail is (near) white. */
  async thumbnailIsBlank(index: number): Promise<boolean> {
    const image = this.items().nth(index).locator('img');
    await image.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
    return image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (context === null || canvas.width === 0) return false;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) < 245 || (data[i + 1] ?? 0) < 245 || (data[i + 2] ?? 0) < 245) return false;
      return true;
    });
  }
}
