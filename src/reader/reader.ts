import type { ReaderBookData } from '../shared/reader/book-data.js';
import { pageCaptions } from '../shared/reader/page-caption.js';
import { showIn } from './dom.js';
import { affordableMargin, bookFrame, singleShowsMore, type Size, type StageMargin } from './layout.js';
import { Leaf } from './leaf.js';
import type { NavigationAction } from './navigation-keys.js';
import { PageImages } from './page-images.js';
import { DEFAULT_SETTINGS, isSinglePage, isTopBound, preloadRadius, readSettings, type ReaderSettings } from './settings.js';
import { buildSpreads, clampSpread, counterLabel, lastReachable, pagesNear, pagesOf, planTurn, sidesOf, spreadOfPage, type Spread, type SpreadPages } from './spread.js';
import { READER_STRINGS } from './strings.js';
import { Turns } from './turns.js';
import type { ReaderView } from './view.js';

/** How long a page must stay on show before its HD image is fetched. */
export const HD_DELAY_MS = 1000;
/** Room left around the book inside the stage, in CSS pixels. */
export const STAGE_MARGIN = { x: 16, y: 20 };

/** A side of the spine: left and right, or above and below it in a vertical (top-bound) book. */
export type Side = 'left' | 'right';

export interface ReaderOptions {
  /** Asked at each turn, so a change of the system setting applies at once. */
  reduceMotion: () => boolean;
}

/**
 * The reader's state and its ways of changing pages. Input handlers, buttons, links and
 * the preview all go through goTo() or the drag methods, so the counter, the announcer
 * and the set of loaded pages can never disagree.
 */
export class Reader {
  private book: ReaderBookData | null = null;
  private settingsValue: ReaderSettings = { ...DEFAULT_SETTINGS };
  private spreads: Spread[] = [];
  private spread = 0;
  private single = false;
  private pageSize: Size = { width: 0, height: 0 };
  private hdTimer: ReturnType<typeof setTimeout> | undefined;
  private zoomed = false;
  /** Counts books shown, so a slow first spread of a replaced book cannot end the loading screen. */
  private openings = 0;
  /** Set while a new book's settings are applied, so their listeners do not lay the book out before it is built. */
  private layoutHeld = false;
  private readonly images: PageImages;
  private readonly turns: Turns;
  private readonly onShow: ReadonlySet<HTMLElement>;
  private readonly settleListeners: ((firstPage: number) => void)[] = [];
  private readonly bookListeners: (() => void)[] = [];
  private readonly turnListeners: (() => void)[] = [];
  private readonly settingsListeners: ((raw: Readonly<Record<string, unknown>>) => void)[] = [];
  private openedListeners: (() => void)[] = [];
  /** Each page's caption (index 0 is page 1), from the `pageCaption` setting. */
  private captionList: string[] = [];
  private captionsShown = true;
  private stageMargin: StageMargin = STAGE_MARGIN;

  constructor(
    private readonly view: ReaderView,
    private readonly options: ReaderOptions,
  ) {
    this.images = new PageImages(view.holder);
    this.onShow = new Set([view.leftSlot, view.rightSlot, view.leafFront, view.leafBack]);
    this.turns = new Turns(
      {
        view,
        images: this.images,
        onShow: this.onShow,
        settings: () => this.settingsValue,
        spreads: () => this.spreads,
        pageCount: () => this.pageCount,
        single: () => this.single,
        vertical: () => this.isVertical,
        pageSize: () => this.pageSize,
        place: (pages) => this.place(pages),
        started: () => {
          for (const listener of this.turnListeners) listener();
          // A bigger image swapped in mid-turn would be decoded and drawn during the animation.
          clearTimeout(this.hdTimer);
          this.updateControls();
        },
        committed: (spread) => {
          this.spread = spread;
          this.updateControls();
        },
        landed: (back, tell) => {
          if (back !== null) this.spread = back;
          this.render();
          if (tell) this.settle();
        },
      },
      new Leaf(view.leafParts),
    );
    this.render();
  }

  get settings(): ReaderSettings {
    return this.settingsValue;
  }

  /**
   * Calls `listener` with the book's raw settings record whenever a book is shown or one
   * setting changes. Appearance modules (template, theme, scene, colours) subscribe here,
   * so they apply preview edits at once without the reader knowing about each of them.
   */
  onSettingsChange(listener: (raw: Readonly<Record<string, unknown>>) => void): void {
    this.settingsListeners.push(listener);
    if (this.book !== null) listener(this.book.settings);
  }

  /**
   * Runs the settings' listeners with the reader's own layout held: they change the bars and
   * margins around the stage, and the rebuild that follows measures it once, after them.
   */
  private notifySettingsHeld(): void {
    this.layoutHeld = true;
    try {
      this.notifySettings();
    } finally {
      this.layoutHeld = false;
    }
  }

  private notifySettings(): void {
    if (this.book === null) return;
    for (const listener of this.settingsListeners) listener(this.book.settings);
  }

  get pageCount(): number {
    return this.book?.pages.length ?? 0;
  }

  /** The first page of the spread on show, in reading order. */
  get currentPage(): number {
    return pagesOf(this.spreads[this.spread])[0] ?? 1;
  }

  /** Lets the overlays (text layer, search hits) decorate each page as it is created. */
  setPageDecorator(decorate: (page: number, wrapper: HTMLElement) => void): void {
    this.images.decorator = decorate;
    this.images.redecorate();
  }

  /** Adds a layer drawn on every page as it is created (page multimedia), beside the decorator. */
  addPageLayer(layer: (page: number, wrapper: HTMLElement) => void): void {
    this.images.layers.push(layer);
    this.images.redrawLayers();
  }

  redrawPageLayers(): void {
    this.images.redrawLayers();
  }

  redecoratePages(): void {
    this.images.redecorate();
  }

  /** Whether the book is at the last spread a reader may turn to. */
  get atEnd(): boolean {
    return this.spread >= lastReachable(this.spreads, this.settingsValue.banLastPage);
  }

  /** The pages of the spread on show, in reading order. */
  get shownPages(): number[] {
    return pagesOf(this.spreads[this.spread]);
  }

  /** Called with the first page of the spread each time the book comes to rest. */
  onSettle(listener: (firstPage: number) => void): void {
    this.settleListeners.push(listener);
  }

  /** Called when a page starts to turn (a curl, a board or a slide), for the flip sound. */
  onTurn(listener: () => void): void {
    this.turnListeners.push(listener);
  }

  /** Called after a new book, a changed setting or a switch of page mode, so the toolbar and panels follow. */
  onBookChange(listener: () => void): void {
    this.bookListeners.push(listener);
  }

  get bookData(): ReaderBookData | null {
    return this.book;
  }

  /** The caption a reader sees for a page: its page-number caption, or its number. */
  caption(page: number): string {
    return this.captionsShown ? (this.captionList[page - 1] ?? String(page)) : String(page);
  }

  get showsCaptions(): boolean {
    return this.captionsShown;
  }

  /** Switches the counter and thumbnails between page-number captions and plain numbers. */
  setCaptionsShown(shown: boolean): void {
    this.captionsShown = shown;
    this.view.counter.textContent = '';
    this.updateControls();
    for (const listener of this.bookListeners) listener();
  }

  /** Shows a new book at `startPage`, or where the reader was when the new book has it. */
  setBook(book: ReaderBookData, startPage = this.currentPage): void {
    this.turns.stop();
    this.book = book;
    this.settingsValue = readSettings(book.settings);
    this.images.setPages(book.pages, this.settingsValue.linkTarget);
    this.setTitle(book.title);
    this.view.message.hidden = true;
    this.view.loading.hidden = false;
    this.images.prioritise([]);
    // The settings' listeners (the template, colours, margins) size the bars around the stage:
    // run first, with the reader's own layout held, the book is measured once, after them, and
    // the first painted frame already has its final box.
    this.notifySettingsHeld();
    this.rebuild(startPage);
    const shown = pagesOf(this.spreads[this.spread]);
    const opening = (this.openings += 1);
    void this.images.loaded(shown).then(() => {
      if (this.openings !== opening) return;
      this.view.loading.hidden = true;
      performance.mark('flipbook:first-spread');
      // The neighbours wait until the spread is painted, so nothing competes with the cover
      // for the network or the decoder.
      void this.images.painted(shown).then(() => {
        if (this.openings !== opening) return;
        this.images.release();
        const opened = this.openedListeners;
        this.openedListeners = [];
        for (const listener of opened) listener();
      });
    });
  }

  /** Calls `listener` once, when the next book's first spread has been painted (what may wait for the cover). */
  onceOpened(listener: () => void): void {
    this.openedListeners.push(listener);
  }

  setTitle(title: string): void {
    if (this.book !== null) this.book = { ...this.book, title };
    this.view.title.textContent = title;
    document.title = title;
  }

  /** Applies one setting at once (a preview message), keeping the reader's page; null or undefined removes it (its default). */
  setSetting(key: string, value: unknown): void {
    if (this.book === null) return;
    const page = this.currentPage;
    this.turns.stop();
    const settings = { ...this.book.settings, [key]: value };
    if (value === null || value === undefined) delete settings[key];
    this.book = { ...this.book, settings };
    const before = this.settingsValue;
    this.settingsValue = readSettings(this.book.settings);
    if (before.linkTarget !== this.settingsValue.linkTarget) this.images.setPages(this.book.pages, this.settingsValue.linkTarget);
    // HD turned off in the preview drops the HD images already swapped in.
    else if (before.highDefinition && !this.settingsValue.highDefinition) this.images.clear();
    // Built first, then the listeners (the other way round from setBook): a template change
    // restyles the whole reader, and measuring after it forced that restyle here, which made
    // a template change in the preview slower (decision 0262).
    this.rebuild(page);
    this.notifySettings();
  }

  /** Shows a line of text in place of the book (waiting for a preview, a broken book). */
  showMessage(text: string): void {
    this.view.message.textContent = text;
    this.view.message.hidden = false;
    this.view.loading.hidden = true;
  }

  /** Sets the room around the book (the book's margin settings; negative values enlarge it) and lays it out again. */
  setStageMargin(margin: StageMargin): void {
    const same = (a: StageMargin, b: StageMargin) => a.x === b.x && a.y === b.y && a.authored?.x === b.authored?.x && a.authored?.y === b.authored?.y;
    if (same(margin, this.stageMargin)) return;
    this.stageMargin = margin;
    this.layout();
  }

  /** Lays the book out again for the stage's size, switching single/double in auto mode. */
  layout(): void {
    if (this.layoutHeld) return;
    const single = this.singleFits();
    if (single !== this.single && this.book !== null) {
      this.turns.stop();
      this.rebuild(this.currentPage);
      return;
    }
    const stage = this.stageSize();
    const frame = bookFrame(stage, this.firstPageShape(), this.single, affordableMargin(this.stageMargin, stage), this.isVertical);
    this.pageSize = frame.page;
    const { style } = this.view.book;
    style.width = `${frame.width}px`;
    style.height = `${frame.height}px`;
    style.left = `${frame.left}px`;
    style.top = `${frame.top}px`;
    this.images.setBox(this.pageSize);
  }

  perform(action: NavigationAction): void {
    if (action === 'next') this.goTo(this.spread + 1);
    else if (action === 'previous') this.goTo(this.spread - 1);
    else if (action === 'first') this.goTo(0);
    else this.goTo(lastReachable(this.spreads, this.settingsValue.banLastPage));
  }

  goToPage(page: number): void {
    this.goTo(spreadOfPage(this.spreads, page));
  }

  /** Turns the page on one side of the book over (a click or tap on its edge). */
  turnFrom(side: Side): void {
    this.goTo(this.spread + (side === this.forwardSide() ? 1 : -1));
  }

  goTo(target: number): void {
    const to = clampSpread(target, this.spreads, this.settingsValue.banLastPage);
    if (this.spreads.length === 0 || to === this.spread) return;
    // A turn asked for mid-turn lands the running one first, so turns never overlap. The
    // landing is not told as a settle: this turn settles in its stead, and a settle of the
    // spread it leaves would tell the editor's strip the preview went back there.
    this.turns.stop(false);
    const plan = planTurn(this.spreads, this.spread, to);
    this.spread = to;
    const ms = this.settingsValue.flipTime * 1000;
    if (this.options.reduceMotion() || ms === 0 || this.pageSize.width === 0) {
      this.render();
      this.settle();
      return;
    }
    this.turns.play(plan, ms);
  }

  /**
   * Starts a drag on one side of the book. Returns false when there is nowhere to turn,
   * the style is slide, or the reader asked for reduced motion: the gesture is then a swipe.
   */
  beginDrag(side: Side, top: boolean): boolean {
    if (this.settingsValue.flipStyle === 'slide' || this.options.reduceMotion() || this.pageSize.width === 0) return false;
    this.turns.stop();
    const to = this.spread + (side === this.forwardSide() ? 1 : -1);
    if (clampSpread(to, this.spreads, this.settingsValue.banLastPage) !== to) return false;
    this.turns.beginDrag(planTurn(this.spreads, this.spread, to), top);
    return true;
  }

  /** Moves a dragged corner to a point of the page, in client coordinates. */
  dragTo(clientX: number, clientY: number): void {
    this.turns.dragTo(clientX, clientY);
  }

  /** Ends a drag; `speed` is the pointer's speed on screen in px/ms across the spine (down in a vertical book). */
  endDrag(speed: number): void {
    this.turns.endDrag(speed);
  }

  /** Zoomed pages show their HD images at once, unless the book keeps the normal rendition. */
  setZoomed(zoomed: boolean): void {
    this.zoomed = zoomed;
    if (zoomed && this.settingsValue.highDefinition) this.images.showHd(pagesOf(this.spreads[this.spread]));
  }

  /** The client-space box of the side pages, for the input's hit tests. */
  bookBounds(): DOMRect {
    return this.view.book.getBoundingClientRect();
  }

  private stageSize(): Size {
    return { width: this.view.stage.clientWidth, height: this.view.stage.clientHeight };
  }

  private firstPageShape(): Size {
    return this.book?.pages[0] ?? { width: 3, height: 4 };
  }

  /** Single or double page for the stage the reader has now (its own box, not the window's). */
  private singleFits(): boolean {
    const stage = this.stageSize();
    return isSinglePage(this.settingsValue.pageMode, singleShowsMore(stage, this.firstPageShape(), affordableMargin(this.stageMargin, stage), this.isVertical));
  }

  get isSingle(): boolean {
    return this.single;
  }

  /** Whether the spine runs across the book (a top binding), so pages turn up and down. */
  get isVertical(): boolean {
    return isTopBound(this.settingsValue);
  }

  private forwardSide(): Side {
    return this.settingsValue.rightToLeft ? 'left' : 'right';
  }

  private rebuild(page: number): void {
    const settings = this.settingsValue;
    this.single = this.singleFits();
    this.spreads = buildSpreads(this.pageCount, { single: this.single, startOnDoublePage: settings.startOnDoublePage });
    this.spread = clampSpread(spreadOfPage(this.spreads, page), this.spreads, settings.banLastPage);
    this.captionList = pageCaptions(settings.pageCaption, this.pageCount);
    // Forces the counter to be rewritten: the captions may have changed with the same spread.
    this.view.counter.textContent = '';
    this.view.root.classList.toggle('fb-rtl', settings.rightToLeft);
    this.view.root.classList.toggle('fb-single', this.single);
    this.view.root.classList.toggle('fb-vertical', this.isVertical);
    this.layout();
    this.render();
    for (const listener of this.bookListeners) listener();
  }

  private settle(): void {
    clearTimeout(this.hdTimer);
    // HD off (the highDefinition setting) keeps the normal rendition, zoomed or not.
    if (this.settingsValue.highDefinition) {
      const shown = pagesOf(this.spreads[this.spread]);
      if (this.zoomed) this.images.showHd(shown);
      else this.hdTimer = setTimeout(() => this.images.showHd(shown), HD_DELAY_MS);
    }
    for (const listener of this.settleListeners) listener(this.currentPage);
  }

  private render(): void {
    const shown = pagesOf(this.spreads[this.spread]);
    this.images.prioritise(shown);
    this.place(sidesOf(this.spreads[this.spread], this.settingsValue.rightToLeft));
    this.images.keep(pagesNear(this.spreads, this.spread, preloadRadius(this.settingsValue)), this.onShow);
    this.images.markVisible(shown);
    this.updateControls();
  }

  private place(pages: SpreadPages): void {
    showIn(this.view.leftSlot, this.images.get(pages.left));
    showIn(this.view.rightSlot, this.images.get(pages.right));
  }

  private updateControls(): void {
    const count = this.pageCount;
    const spread = this.spreads[this.spread];
    const label = counterLabel(spread, count, (page) => this.caption(page));
    if (this.view.counter.textContent !== label) {
      this.view.counter.textContent = label;
      this.view.announcer.textContent = count === 0 ? '' : READER_STRINGS.announce(pagesOf(spread), count);
    }
    const atStart = this.spread <= 0;
    const atEnd = this.spread >= lastReachable(this.spreads, this.settingsValue.banLastPage);
    this.view.previousButton.disabled = atStart;
    this.view.nextButton.disabled = atEnd;
  }
}
