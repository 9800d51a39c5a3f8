import type { Frame, Page } from 'playwright-core';

/**
 * The published reader as a test sees it, whether it is the whole page or the editor's
 * preview iframe. Waits go through the page's own polling, never fixed sleeps.
 */
export class ReaderPage {
  constructor(readonly root: Page | Frame) {}

  private get page(): Page {
    return 'keyboard' in this.root ? this.root : this.root.page();
  }

  counter = () => this.root.locator('[data-testid="page-counter"]');
  title = () => this.root.locator('[data-testid="book-title"]');
  pageImage = (page: number) => this.root.locator(`img[data-page="${page}"]`);
  nextButton = () => this.root.getByRole('button', { name: 'Next page' });
  previousButton = () => this.root.getByRole('button', { name: 'Previous page' });

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async waitForCounter(text: string): Promise<void> {
    await this.root.waitForFunction(
      (expected) => document.querySelector('[data-testid="page-counter"]')?.textContent === expected,
      text,
    );
  }

  /** Waits until exactly these pages are shown and settled (no leaf in flight). */
  async waitForVisiblePages(pages: number[]): Promise<void> {
    await this.root.waitForFunction((expected) => {
      const shown = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => Number(img.dataset.page));
      return shown.sort((a, b) => a - b).join(',') === expected.join(',');
    }, pages);
  }

  async waitForTitle(text: string): Promise<void> {
    await this.root.waitForFunction((expected) => document.querySelector('[data-testid="book-title"]')?.textContent === expected, text);
  }

  /** How many page images are in the DOM at all, shown or parked. */
  imageCount(): Promise<number> {
    return this.root.evaluate(() => document.querySelectorAll('img[data-page]').length);
  }

  /** Whether the visible pages' images have really loaded (and so their URLs resolve). */
  visibleImagesLoaded(): Promise<boolean> {
    return this.root.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')];
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    });
  }
}
