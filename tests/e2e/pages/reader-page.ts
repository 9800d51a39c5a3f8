import type { BrowserContext, Frame, Page } from 'playwright-core';

/** A side of the open book, as the reader sees it on screen. */
export type BookSide = 'left' | 'right';
/** An edge of a top-bound (vertical) book, whose spine runs across. */
export type BookEdge = 'top' | 'bottom';

/**
 * The published reader as a test sees it, whether it is the whole page or the editor's
 * preview iframe. Waits go through the page's own polling, never fixed sleeps.
 */
export class ReaderPage {
  constructor(readonly root: Page | Frame) {}

  /**
   * A new page that records console errors, page errors and CSP violations, the signs of a
   * broken or blocked reader.
   */
  static async watched(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    return { page, problems };
  }

  private get page(): Page {
    return 'keyboard' in this.root ? this.root : this.root.page();
  }

  counter = () => this.root.locator('[data-testid="page-counter"]');
  title = () => this.root.locator('[data-testid="book-title"]');
  book = () => this.root.locator('.fb-book');
  pageImage = (page: number) => this.root.locator(`img[data-page="${page}"]`);
  nextButton = () => this.root.getByRole('button', { name: 'Next page' });
  previousButton = () => this.root.getByRole('button', { name: 'Previous page' });
  zoomInButton = () => this.root.getByRole('button', { name: 'Zoom in' });
  /** A toolbar button or group by its spec id (`thumb`, `goto`, `zoom`…). */
  toolbarButton = (id: string) => this.root.locator(`[data-button="${id}"]`);
  panel = () => this.root.locator('[data-testid="side-panel"]');
  thumbnail = (page: number) => this.root.locator(`[data-thumb="${page}"]`);

  /** The ids of the toolbar buttons a reader can see. */
  visibleToolbarButtons(): Promise<string[]> {
    return this.root.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-button]')].filter((b) => b.offsetParent !== null).map((b) => b.dataset.button ?? ''),
    );
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async waitForCounter(text: string): Promise<void> {
    await this.root.waitForFunction(
      (expected) => document.querySelector('[data-testid="page-counter"]')?.textContent === expected,
      text,
    );
  }

  /** Waits until the loading screen is gone (the first spread has loaded) and the tools, loaded after it, are in. */
  async waitForLoaded(): Promise<void> {
    await this.root.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="loading"]')?.hidden === true && document.querySelector('[data-tools="ready"]') !== null);
  }

  /** As waitForLoaded, but gives up after `ms` (a book that refuses to show never loads). */
  async waitForLoadedWithin(ms: number): Promise<void> {
    await this.root.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="loading"]')?.hidden === true && document.querySelector('[data-tools="ready"]') !== null, undefined, { timeout: ms });
  }

  /** Waits until exactly these pages are shown and settled (no leaf in flight). */
  async waitForVisiblePages(pages: number[]): Promise<void> {
    await this.root.waitForFunction((expected) => {
      const shown = [...document.querySelectorAll<HTMLImageElement>('img[data-visible="true"]')].map((img) => Number(img.dataset.page));
      return shown.sort((a, b) => a - b).join(',') === expected.join(',');
    }, pages);
  }

  /**
   * Waits until a held drag draws the leaf curled: the flat part clipped, the flap moved.
   * It is drawn on the next frame after the pointer moved, so it is waited for, never read at once.
   */
  async waitForCurl(): Promise<void> {
    await this.root.waitForFunction(() => {
      const leaf = document.querySelector<HTMLElement>('.fb-leaf');
      const clip = leaf?.querySelector<HTMLElement>('.fb-face-front')?.style.clipPath ?? '';
      const flap = leaf?.querySelector<HTMLElement>('.fb-face-back')?.style.transform ?? '';
      return leaf?.hidden === false && clip.startsWith('polygon(') && flap.startsWith('matrix(');
    });
  }

  /** Waits until no leaf is turning. */
  async waitForRest(): Promise<void> {
    await this.root.waitForFunction(() => document.querySelector<HTMLElement>('.fb-leaf')?.hidden === true);
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

  /** Clicks near the outer edge of one side of the book (or top or bottom), where a click turns that page. */
  async clickEdge(side: BookSide | BookEdge): Promise<void> {
    const box = await this.bookBox();
    const x = side === 'left' ? box.x + 4 : side === 'right' ? box.x + box.width - 4 : box.x + box.width / 2;
    const y = side === 'top' ? box.y + 4 : side === 'bottom' ? box.y + box.height - 4 : box.y + box.height / 2;
    await this.page.mouse.click(x, y);
  }

  /**
   * In a top-bound book: grabs the right-hand corner of the top or bottom edge and drags it
   * to `toShare` of the book's height (0 its top, 1 its bottom), then lets go unless `hold`.
   */
  async dragEdgeCorner(edge: BookEdge, toShare: number, hold = false): Promise<void> {
    const box = await this.bookBox();
    const x = box.x + box.width - 3;
    await this.page.mouse.move(x, edge === 'top' ? box.y + 3 : box.y + box.height - 3);
    await this.page.mouse.down();
    await this.page.mouse.move(x - box.width * 0.1, box.y + box.height * toShare, { steps: 8 });
    if (!hold) await this.page.mouse.up();
  }

  /** Moves a held pointer to `toShare` of a top-bound book's height and lets go. */
  async releaseAtHeight(toShare: number): Promise<void> {
    const box = await this.bookBox();
    await this.page.mouse.move(box.x + box.width * 0.9, box.y + box.height * toShare, { steps: 2 });
    await this.page.mouse.up();
  }

  /**
   * Grabs the bottom corner of one side and drags it to `toShare` of the book's width
   * (0 is the book's left edge, 1 its right edge), then lets go unless `hold` is set.
   */
  async dragCorner(side: BookSide, toShare: number, hold = false): Promise<void> {
    const box = await this.bookBox();
    const startX = side === 'left' ? box.x + 3 : box.x + box.width - 3;
    const y = box.y + box.height - 3;
    await this.page.mouse.move(startX, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * toShare, y - box.height * 0.1, { steps: 8 });
    if (!hold) await this.page.mouse.up();
  }

  /** Moves a held pointer to `toShare` of the book's width, near the bottom, and lets go. */
  async releaseAt(toShare: number): Promise<void> {
    const box = await this.bookBox();
    await this.page.mouse.move(box.x + box.width * toShare, box.y + box.height * 0.9, { steps: 2 });
    await this.page.mouse.up();
  }

  private async bookBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const box = await this.book().boundingBox();
    if (box === null) throw new Error('The book is not on screen.');
    return box;
  }
}
