import type { EngineDriver, Point } from '../support/engines/engine-driver.js';
import type { BookSide } from './reader-page.js';

/** A box in CSS pixels of the viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a test can tell of a page image on show: loaded, decoded and where it is drawn. */
export interface ShownImage {
  complete: boolean;
  naturalWidth: number;
  decoded: boolean;
  box: Box;
  opacity: string;
  visibility: string;
}

/**
 * The published reader as the cross-engine tests see it, over any engine's driver. As
 * ReaderPage does for Chromium, it waits on the reader's own signals (the counter, the
 * `data-visible` pages, the leaf at rest), never on fixed sleeps.
 */
export class EngineReaderPage {
  constructor(readonly driver: EngineDriver) {}

  async open(url: string): Promise<void> {
    await this.driver.open(url);
    await this.waitForLoaded();
  }

  /** Waits until the loading screen is gone (the first spread has loaded) and the tools, loaded after it, are in. */
  waitForLoaded(): Promise<void> {
    return this.driver.waitFor('the loading screen to go', () => document.querySelector<HTMLElement>('[data-testid="loading"]')?.hidden === true && document.querySelector('[data-tools="ready"]') !== null);
  }

  waitForCounter(text: string): Promise<void> {
    return this.driver.waitFor(`the counter to read ${text}`, (expected) => document.querySelector('[data-testid="page-counter"]')?.textContent === expected, text);
  }

  /** Waits until exactly these pages are shown and no leaf is in flight. */
  waitForVisiblePages(pages: number[]): Promise<void> {
    return this.driver.waitFor(
      `pages ${pages.join(', ')} to show`,
      (expected) => {
        const shown = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => Number(img.dataset.page));
        const leaf = document.querySelector<HTMLElement>('.fb-leaf');
        return shown.sort((a, b) => a - b).join(',') === expected.join(',') && (leaf === null || leaf.hidden);
      },
      pages,
    );
  }

  /** Waits until an element matching `selector` is on screen (laid out and not hidden). */
  waitForShown(selector: string): Promise<void> {
    return this.driver.waitFor(
      `${selector} to show`,
      (css) => {
        const element = document.querySelector<HTMLElement>(css);
        return element !== null && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
      },
      selector,
    );
  }

  waitForHidden(selector: string): Promise<void> {
    return this.driver.waitFor(
      `${selector} to hide`,
      (css) => {
        const element = document.querySelector<HTMLElement>(css);
        return element === null || element.getClientRects().length === 0;
      },
      selector,
    );
  }

  /** The box of the first element matching `selector`, or null when there is none. */
  box(selector: string): Promise<Box | null> {
    return this.driver.evaluate((css) => {
      const rect = document.querySelector(css)?.getBoundingClientRect();
      return rect === undefined ? null : { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }, selector);
  }

  /** Clicks the middle of the first element matching `selector`, as a reader's pointer would. */
  async click(selector: string): Promise<void> {
    const box = await this.box(selector);
    if (box === null || box.width === 0) throw new Error(`${this.driver.engine}: nothing to click at ${selector}`);
    await this.driver.click({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }

  /** Puts the focus in a field and types into it. */
  async fill(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.driver.type(text);
  }

  /** Clicks near the outer edge of one side of the book, where a click turns that page. */
  async clickEdge(side: BookSide): Promise<void> {
    const book = await this.bookBox();
    await this.driver.click({ x: side === 'left' ? book.x + 4 : book.x + book.width - 4, y: book.y + book.height / 2 });
  }

  /** Grabs the bottom corner of one side and drags it to `toShare` of the book's width, then lets go. */
  async dragCorner(side: BookSide, toShare: number): Promise<void> {
    const book = await this.bookBox();
    const y = book.y + book.height - 3;
    const from: Point = { x: side === 'left' ? book.x + 3 : book.x + book.width - 3, y };
    await this.driver.drag(from, { x: book.x + book.width * toShare, y: y - book.height * 0.1 });
  }

  /** A shown page's image as the engine has it: loaded, decoded, where and how it is drawn. */
  shownImage(page: number): Promise<ShownImage | null> {
    return this.driver.evaluate(async (n) => {
      const image = document.querySelector<HTMLImageElement>(`img[data-page="${n}"][data-visible="true"]`);
      if (image === null) return null;
      const decoded = await image.decode().then(
        () => true,
        () => false,
      );
      const rect = image.getBoundingClientRect();
      const style = getComputedStyle(image);
      return {
        complete: image.complete,
        naturalWidth: image.naturalWidth,
        decoded,
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        opacity: style.opacity,
        visibility: style.visibility,
      };
    }, page);
  }

  private async bookBox(): Promise<Box> {
    const box = await this.box('.fb-book');
    if (box === null) throw new Error(`${this.driver.engine}: the book is not on screen`);
    return box;
  }
}
