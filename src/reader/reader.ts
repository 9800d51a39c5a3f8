import type { ReaderBookData } from '../shared/reader/book-data.js';
import type { NavigationAction } from './navigation-keys.js';
import { ReaderDisplay } from './reader-display.js';
import { readSettings } from './settings.js';
import { clampSpread, lastReachable, pagesOf, planTurn, spreadOfPage } from './spread.js';
import type { ReaderView } from './view.js';

/** A side of the spine: left and right, or above and below it in a vertical (top-bound) book. */
export type Side = 'left' | 'right';

export interface ReaderOptions {
  /** Asked at each turn, so a change of the system setting applies at once. */
  reduceMotion: () => boolean;
}

/**
 * The reader and its ways of changing pages. Input handlers, buttons, links and the preview
 * all go through goTo() or the drag methods, so the counter, the announcer and the set of
 * loaded pages can never disagree. What it shows is ReaderDisplay's, and who hears of each
 * change ReaderEvents'.
 */
export class Reader extends ReaderDisplay {
  /** Counts books shown, so a slow first spread of a replaced book cannot end the loading screen. */
  private openings = 0;

  constructor(
    view: ReaderView,
    private readonly options: ReaderOptions,
  ) {
    super(view);
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
    this.tellSettingsHoldingLayout();
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
        this.tellOpened();
      });
    });
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
    // A key the reader's settings do not read (the template, the theme, a colour) leaves the
    // layout as it was; its listeners restyle the reader after this.
    this.rebuild(page, JSON.stringify(before) === JSON.stringify(this.settingsValue));
    this.tellSettings();
  }

  /** Shows a line of text in place of the book (waiting for a preview, a broken book). */
  showMessage(text: string): void {
    this.view.message.textContent = text;
    this.view.message.hidden = false;
    this.view.loading.hidden = true;
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

  /** The client-space box of the side pages, for the input's hit tests. */
  bookBounds(): DOMRect {
    return this.view.book.getBoundingClientRect();
  }

  private forwardSide(): Side {
    return this.settingsValue.rightToLeft ? 'left' : 'right';
  }
}
