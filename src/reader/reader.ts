import type { ReaderBookData } from '../shared/reader/book-data.js';
import { showIn } from './dom.js';
import { runFlip, type RunningFlip } from './flip.js';
import { pageBox } from './layout.js';
import type { NavigationAction } from './navigation-keys.js';
import { PageImages } from './page-images.js';
import { clampSpread, counterLabel, pagesNear, pagesOf, planTurn, spreadCount, spreadPages, type SpreadPages } from './spread.js';
import { READER_STRINGS } from './strings.js';
import type { ReaderView } from './view.js';

/** About how long a page takes to turn; the reader issue makes it a book setting. */
export const FLIP_DURATION_MS = 600;

export interface ReaderOptions {
  /** Asked at each turn, so a change of the system setting applies at once. */
  reduceMotion: () => boolean;
}

/**
 * The reader's state and its one way of changing pages, goTo(spread). Input handlers,
 * buttons and the preview all go through it, so the counter, the announcer and the set
 * of loaded pages can never disagree.
 */
export class Reader {
  private book: ReaderBookData | null = null;
  private spread = 0;
  private flip: RunningFlip | null = null;
  private readonly images: PageImages;
  private readonly onShow: ReadonlySet<HTMLElement>;
  /** Settings from the preview that arrived without a book, or for later issues. */
  readonly settings = new Map<string, unknown>();

  constructor(
    private readonly view: ReaderView,
    private readonly options: ReaderOptions,
  ) {
    this.images = new PageImages(view.holder);
    this.onShow = new Set([view.leftSlot, view.rightSlot, view.leafFront, view.leafBack]);
    this.render();
  }

  get currentSpread(): number {
    return this.spread;
  }

  get pageCount(): number {
    return this.book?.pages.length ?? 0;
  }

  /** Shows a new book, keeping the reader's place when the new book still has it. */
  setBook(book: ReaderBookData): void {
    this.stopFlip();
    this.book = book;
    this.settings.clear();
    for (const [key, value] of Object.entries(book.settings)) this.settings.set(key, value);
    this.spread = clampSpread(this.spread, book.pages.length);
    this.images.setPages(book.pages);
    this.setTitle(book.title);
    this.view.message.hidden = true;
    this.render();
  }

  setTitle(title: string): void {
    if (this.book !== null) this.book = { ...this.book, title };
    this.view.title.textContent = title;
    document.title = title;
  }

  setSetting(key: string, value: unknown): void {
    this.settings.set(key, value);
    if (this.book !== null) this.book = { ...this.book, settings: { ...this.book.settings, [key]: value } };
  }

  /** Shows a line of text in place of the book (waiting for a preview, a broken book). */
  showMessage(text: string): void {
    this.view.message.textContent = text;
    this.view.message.hidden = false;
  }

  /** Lays the pages out again for the stage's current size. */
  layout(): void {
    const { clientWidth, clientHeight } = this.view.book;
    this.images.setBox(pageBox({ width: clientWidth, height: clientHeight }));
  }

  perform(action: NavigationAction): void {
    const last = spreadCount(this.pageCount) - 1;
    if (action === 'next') this.goTo(this.spread + 1);
    else if (action === 'previous') this.goTo(this.spread - 1);
    else if (action === 'first') this.goTo(0);
    else this.goTo(last);
  }

  goTo(target: number): void {
    const count = this.pageCount;
    const to = clampSpread(target, count);
    if (count === 0 || to === this.spread) return;
    // A turn asked for mid-turn lands the running one first, so turns never overlap.
    this.stopFlip();
    const from = this.spread;
    this.spread = to;
    const plan = planTurn(from, to, count);
    if (this.options.reduceMotion() || plan.front === null) {
      this.render();
      return;
    }
    this.place(plan.during);
    showIn(this.view.leafFront, this.images.get(plan.front));
    showIn(this.view.leafBack, this.images.get(plan.back));
    this.images.keep([...pagesNear(to, count), ...pagesOf(spreadPages(from, count))], this.onShow);
    this.images.markVisible([]);
    this.updateControls();
    const flip = runFlip({ leaf: this.view.leaf, front: this.view.leafFront, back: this.view.leafBack }, plan.direction, FLIP_DURATION_MS);
    this.flip = flip;
    void flip.done.then(() => {
      if (this.flip === flip) this.settle();
    });
  }

  private stopFlip(): void {
    if (this.flip === null) return;
    this.flip.stop();
    this.settle();
  }

  private settle(): void {
    this.flip = null;
    showIn(this.view.leafFront, null);
    showIn(this.view.leafBack, null);
    this.render();
  }

  private render(): void {
    const count = this.pageCount;
    const pages = spreadPages(this.spread, count);
    this.place(pages);
    this.images.keep(pagesNear(this.spread, count), this.onShow);
    this.images.markVisible(pagesOf(pages));
    this.updateControls();
  }

  private place(pages: SpreadPages): void {
    showIn(this.view.leftSlot, this.images.get(pages.left));
    showIn(this.view.rightSlot, this.images.get(pages.right));
  }

  private updateControls(): void {
    const count = this.pageCount;
    const label = counterLabel(this.spread, count);
    if (this.view.counter.textContent !== label) {
      this.view.counter.textContent = label;
      this.view.announcer.textContent = count === 0 ? '' : READER_STRINGS.announce(pagesOf(spreadPages(this.spread, count)), count);
    }
    this.view.previousButton.disabled = this.spread <= 0;
    this.view.nextButton.disabled = this.spread >= spreadCount(count) - 1;
  }
}
