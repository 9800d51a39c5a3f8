import { showIn } from './dom.js';
import { canonicalSize, toLeafPoint, type Size } from './layout.js';
import type { Leaf } from './leaf.js';
import type { PageImages } from './page-images.js';
import { PageTurn } from './page-turn.js';
import { preloadRadius, type ReaderSettings } from './settings.js';
import { runSlide } from './slide.js';
import { pagesNear, pagesOf, sidesOf, type Spread, type SpreadPages, type TurnPlan } from './spread.js';
import type { Tween } from './tween.js';
import type { ReaderView } from './view.js';

/** What a turn needs of the reader: the book as laid out now, and word of each stage of a turn. */
export interface TurnHost {
  readonly view: ReaderView;
  readonly images: PageImages;
  readonly onShow: ReadonlySet<HTMLElement>;
  settings(): ReaderSettings;
  spreads(): readonly Spread[];
  pageCount(): number;
  single(): boolean;
  vertical(): boolean;
  pageSize(): Size;
  /** Puts these pages in the two slots. */
  place(pages: SpreadPages): void;
  /** A page started to move. */
  started(): void;
  /** A released drag goes on to the spread it was turning to. */
  committed(spread: number): void;
  /** The turn is over: `back` names the spread a drag fell back to; `tell` whether the book came to rest. */
  landed(back: number | null, tell: boolean): void;
}

/** A turn on screen: a curl or board (`turn`), or a slide. */
interface ActiveTurn {
  plan: TurnPlan;
  turn: PageTurn | null;
  slide: Tween | null;
  /** Whether the reader's spread already points at the target (keyboard turns, released drags). */
  committed: boolean;
}

/**
 * The page turning over: played by a key or button, dragged by a pointer, or slid. One turn
 * at a time; the reader keeps which spread is on show and is told as a turn lands.
 */
export class Turns {
  private active: ActiveTurn | null = null;
  private dragBounds: DOMRect | null = null;

  constructor(
    private readonly host: TurnHost,
    private readonly leaf: Leaf,
  ) {}

  /** Plays a turn the reader has already committed to, curl, board or slide by the book's style. */
  play(plan: TurnPlan, ms: number): void {
    if (this.host.settings().flipStyle === 'slide') {
      this.startSlide(plan, ms);
      return;
    }
    const turn = this.startTurn(plan, false, true);
    void turn.play(ms).then((finished) => {
      if (finished && this.active?.turn === turn) this.finish();
    });
  }

  /** Starts a drag of `plan`, not yet committed: it may still fall back. */
  beginDrag(plan: TurnPlan, top: boolean): void {
    this.startTurn(plan, top, false);
    // Measured once: reading it on every move would force a style pass per pointer event.
    this.dragBounds = this.host.view.book.getBoundingClientRect();
  }

  /** Moves a dragged corner to a point of the page, in client coordinates. */
  dragTo(clientX: number, clientY: number): void {
    const { rightToLeft } = this.host.settings();
    const vertical = this.host.vertical();
    const bounds = this.dragBounds ?? this.host.view.book.getBoundingClientRect();
    const extent = canonicalSize(this.host.pageSize(), vertical).width;
    this.active?.turn?.follow(toLeafPoint(bounds, extent, { single: this.host.single(), rightToLeft, vertical }, { x: clientX, y: clientY }));
  }

  /** Ends a drag; `speed` is the pointer's speed on screen in px/ms across the spine (down in a vertical book). */
  endDrag(speed: number): void {
    const active = this.active;
    const turn = active?.turn;
    if (active === null || turn === null || turn === undefined || active.committed) return;
    const complete = turn.shouldComplete(turn.shape.mirrored ? -speed : speed);
    if (complete) {
      active.committed = true;
      this.host.committed(active.plan.to);
    }
    void turn.release(complete, this.host.settings().flipTime * 1000).then((finished) => {
      if (finished && this.active === active) this.finish();
    });
  }

  /** Ends whatever turn is running: a committed one lands, a drag falls back. */
  stop(tell = true): void {
    const active = this.active;
    if (active === null) return;
    active.turn?.stop();
    active.slide?.cancel();
    this.finish(tell);
  }

  private startTurn(plan: TurnPlan, top: boolean, committed: boolean): PageTurn {
    const settings = this.host.settings();
    const covers = [1, this.host.pageCount()];
    const hard = settings.hardCover && (covers.includes(plan.front ?? -1) || covers.includes(plan.back ?? -1));
    this.prepareLeaf(plan, plan.front, plan.back, sidesOf(plan.under, settings.rightToLeft));
    const vertical = this.host.vertical();
    const turn = new PageTurn(this.leaf, {
      plan,
      kind: hard ? 'hard' : 'soft',
      mirrored: settings.rightToLeft,
      single: this.host.single(),
      vertical,
      size: canonicalSize(this.host.pageSize(), vertical),
      top,
    });
    this.active = { plan, turn, slide: null, committed };
    this.host.started();
    return turn;
  }

  private startSlide(plan: TurnPlan, ms: number): void {
    const { view } = this.host;
    const rtl = this.host.settings().rightToLeft;
    const spreads = this.host.spreads();
    const from = sidesOf(spreads[plan.from], rtl);
    this.prepareLeaf(plan, from.left, from.right, sidesOf(spreads[plan.to], rtl));
    const towardStart = (plan.direction === 'forward') !== rtl;
    const vertical = this.host.vertical();
    const distance = vertical ? view.book.clientHeight : view.book.clientWidth;
    const slide = runSlide({ leaf: view.leafParts.leaf, slots: [view.leftSlot, view.rightSlot] }, { towardStart, vertical }, distance, ms);
    const active: ActiveTurn = { plan, turn: null, slide, committed: true };
    this.active = active;
    this.host.started();
    void slide.done.then((finished) => {
      if (finished && this.active === active) this.finish();
    });
  }

  private prepareLeaf(plan: TurnPlan, front: number | null, back: number | null, under: SpreadPages): void {
    const { view, images } = this.host;
    this.host.place(under);
    showIn(view.leafFront, images.get(front));
    showIn(view.leafBack, images.get(back));
    const spreads = this.host.spreads();
    images.keep([...pagesNear(spreads, plan.to, preloadRadius(this.host.settings())), ...pagesOf(spreads[plan.from])], this.host.onShow);
    images.markVisible([]);
  }

  private finish(tell = true): void {
    const active = this.active;
    this.dragBounds = null;
    this.active = null;
    this.leaf.hide();
    showIn(this.host.view.leafFront, null);
    showIn(this.host.view.leafBack, null);
    this.host.landed(active !== null && !active.committed ? active.plan.from : null, tell);
  }
}
