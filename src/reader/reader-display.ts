import type { ReaderBookData } from '../shared/reader/book-data.js';
import { pageCaptions } from '../shared/reader/page-caption.js';
import { showIn } from './dom.js';
import { affordableMargin, bookFrame, singleShowsMore, type Size, type StageMargin } from './layout.js';
import { Leaf } from './leaf.js';
import { PageImages } from './page-images.js';
import { ReaderEvents } from './reader-events.js';
import { DEFAULT_SETTINGS, isSinglePage, isTopBound, preloadRadius, type ReaderSettings } from './settings.js';
import { buildSpreads, clampSpread, counterLabel, lastReachable, pagesNear, pagesOf, sidesOf, spreadOfPage, type Spread, type SpreadPages } from './spread.js';
import { READER_STRINGS } from './strings.js';
import { Turns } from './turns.js';
import type { ReaderView } from './view.js';

/** How long a page must stay on show before its HD image is fetched. */
export const HD_DELAY_MS = 1000;
/** Room left around the book inside the stage, in CSS pixels. */
export const STAGE_MARGIN = { x: 16, y: 20 };

/**
 * What the reader shows: the book and its spread on show, laid out for the stage, with their
 * images, turns, counter and captions, and what the modules around may read of them. Reader
 * extends it with what changes them (a new book, a setting, a turn asked for). A base class
 * rather than a part the Reader holds: a getter passed on for each of these would grow
 * reader.js, which loads before the first spread (issue 23).
 */
export abstract class ReaderDisplay extends ReaderEvents {
  protected book: ReaderBookData | null = null;
  protected settingsValue: ReaderSettings = { ...DEFAULT_SETTINGS };
  protected spreads: Spread[] = [];
  protected spread = 0;
  private single = false;
  protected pageSize: Size = { width: 0, height: 0 };
  private hdTimer: ReturnType<typeof setTimeout> | undefined;
  private zoomed = false;
  /** Set while a new book's settings are applied, so their listeners do not lay the book out before it is built. */
  private layoutHeld = false;
  protected readonly images: PageImages;
  protected readonly turns: Turns;
  private readonly onShow: ReadonlySet<HTMLElement>;
  /** Each page's caption (index 0 is page 1), from the `pageCaption` setting. */
  private captionList: string[] = [];
  private captionsShown = true;
  private stageMargin: StageMargin = STAGE_MARGIN;

  constructor(protected readonly view: ReaderView) {
    super();
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
          this.tellTurnStarted();
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
    this.tellBookChanged();
  }

  /**
   * Runs the settings' listeners with the reader's own layout held: they change the bars and
   * margins around the stage, and the rebuild that follows measures it once, after them.
   */
  protected tellSettingsHoldingLayout(): void {
    this.layoutHeld = true;
    try {
      this.tellSettings();
    } finally {
      this.layoutHeld = false;
    }
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

  /** Zoomed pages show their HD images at once, unless the book keeps the normal rendition. */
  setZoomed(zoomed: boolean): void {
    this.zoomed = zoomed;
    if (zoomed && this.settingsValue.highDefinition) this.images.showHd(pagesOf(this.spreads[this.spread]));
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

  /**
   * Builds the spreads again and shows `page`. `stageKnown` says the stage and every setting
   * that lays the book out are as they were at the last layout, so the stage is not measured:
   * a measure forces a style and layout pass, in the preview of the editor's document too,
   * and a stage resized by new styles is laid out again by the stage's ResizeObserver anyway.
   */
  protected rebuild(page: number, stageKnown = false): void {
    const settings = this.settingsValue;
    if (!stageKnown) this.single = this.singleFits();
    this.spreads = buildSpreads(this.pageCount, { single: this.single, startOnDoublePage: settings.startOnDoublePage });
    this.spread = clampSpread(spreadOfPage(this.spreads, page), this.spreads, settings.banLastPage);
    this.captionList = pageCaptions(settings.pageCaption, this.pageCount);
    // Forces the counter to be rewritten: the captions may have changed with the same spread.
    this.view.counter.textContent = '';
    this.view.root.classList.toggle('fb-rtl', settings.rightToLeft);
    this.view.root.classList.toggle('fb-single', this.single);
    this.view.root.classList.toggle('fb-vertical', this.isVertical);
    if (!stageKnown) this.layout();
    this.render();
    this.tellBookChanged();
  }

  protected settle(): void {
    clearTimeout(this.hdTimer);
    // HD off (the highDefinition setting) keeps the normal rendition, zoomed or not.
    if (this.settingsValue.highDefinition) {
      const shown = pagesOf(this.spreads[this.spread]);
      if (this.zoomed) this.images.showHd(shown);
      else this.hdTimer = setTimeout(() => this.images.showHd(shown), HD_DELAY_MS);
    }
    this.tellSettled(this.currentPage);
  }

  protected render(): void {
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
