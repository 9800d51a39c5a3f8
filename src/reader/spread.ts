/**
 * Spread maths. A spread is held in reading order, [first, second]: the page read first
 * and the page read next. In a left-to-right book first is on the left; right-to-left
 * books mirror that. By default spread 0 is the cover alone on the "second" side, as in a
 * printed book; `startOnDoublePage` pairs pages 1-2 instead. A single-page book puts every
 * page on the "second" side, which is where the turning leaf lives.
 */

/** A spread in reading order; null where that side is empty. Pages are 1-based. */
export interface Spread {
  first: number | null;
  second: number | null;
}

/** The pages a spread shows on each physical side. */
export interface SpreadPages {
  left: number | null;
  right: number | null;
}

export interface SpreadOptions {
  single: boolean;
  startOnDoublePage: boolean;
}

export type TurnDirection = 'forward' | 'backward';

/**
 * One turn of a leaf between two neighbouring spreads `lower` < `upper`, whichever way it
 * goes. The leaf's front (the lower spread's second page) lies flat at progress 0; its
 * back (the upper spread's first page) lies flat on the other side at progress 1. Under
 * the leaf, each side shows the page that is revealed as the leaf moves away from it.
 */
export interface TurnPlan {
  direction: TurnDirection;
  from: number;
  to: number;
  front: number | null;
  back: number | null;
  /** The static slots while the leaf moves, in reading order. */
  under: Spread;
}

export function buildSpreads(pageCount: number, options: SpreadOptions): Spread[] {
  const spreads: Spread[] = [];
  if (pageCount <= 0) return spreads;
  if (options.single) {
    for (let page = 1; page <= pageCount; page += 1) spreads.push({ first: null, second: page });
    return spreads;
  }
  let page = 1;
  if (!options.startOnDoublePage) {
    spreads.push({ first: null, second: 1 });
    page = 2;
  }
  for (; page <= pageCount; page += 2) spreads.push({ first: page, second: page + 1 <= pageCount ? page + 1 : null });
  return spreads;
}

/** Where a spread's pages sit: reading order runs left to right, or mirrored. */
export function sidesOf(spread: Spread | undefined, rightToLeft: boolean): SpreadPages {
  if (spread === undefined) return { left: null, right: null };
  return rightToLeft ? { left: spread.second, right: spread.first } : { left: spread.first, right: spread.second };
}

/** The pages of a spread in reading order, without the empty sides. */
export function pagesOf(spread: Spread | undefined): number[] {
  if (spread === undefined) return [];
  return [spread.first, spread.second].filter((page): page is number => page !== null);
}

export function spreadOfPage(spreads: readonly Spread[], page: number): number {
  const index = spreads.findIndex((spread) => spread.first === page || spread.second === page);
  if (index >= 0) return index;
  return page < 1 ? 0 : Math.max(spreads.length - 1, 0);
}

/**
 * The last spread a reader may reach. With `banLastPage` the spread holding the last page
 * is out of reach, unless it is the only spread.
 */
export function lastReachable(spreads: readonly Spread[], banLastPage: boolean): number {
  const last = spreads.length - 1;
  if (last <= 0) return 0;
  return banLastPage ? last - 1 : last;
}

export function clampSpread(index: number, spreads: readonly Spread[], banLastPage = false): number {
  if (spreads.length === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), lastReachable(spreads, banLastPage));
}

/**
 * The pages worth keeping images for: the given spread and `radius` spreads either side.
 * Everything else stays out of the DOM, so a long book costs no more than a short one.
 */
export function pagesNear(spreads: readonly Spread[], index: number, radius = 2): number[] {
  const pages: number[] = [];
  for (let spread = Math.max(0, index - radius); spread <= Math.min(spreads.length - 1, index + radius); spread += 1) {
    pages.push(...pagesOf(spreads[spread]));
  }
  return pages;
}

/** The counter text: "1 / 14", "2-3 / 14"; "0 / 0" for a book without pages. */
export function counterLabel(spread: Spread | undefined, pageCount: number, caption: (page: number) => string = String): string {
  const pages = pagesOf(spread);
  if (pages.length === 0) return `0 / ${Math.max(pageCount, 0)}`;
  return `${pages.map(caption).join('-')} / ${pageCount}`;
}

/** The leaf for a turn from one spread to another; a jump of several spreads uses one leaf. */
export function planTurn(spreads: readonly Spread[], from: number, to: number): TurnPlan {
  const lower = spreads[Math.min(from, to)];
  const upper = spreads[Math.max(from, to)];
  return {
    direction: to > from ? 'forward' : 'backward',
    from,
    to,
    front: lower?.second ?? null,
    back: upper?.first ?? null,
    under: { first: lower?.first ?? null, second: upper?.second ?? null },
  };
}
