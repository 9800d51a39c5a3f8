/**
 * Spread maths for a two-page book. Spread 0 is the cover alone on the right; spread k
 * (k >= 1) holds pages 2k (left) and 2k+1 (right), so an even page count ends with its
 * last page alone on the left, as a printed book would.
 */

/** The pages a spread shows; null where that side is empty. Pages are 1-based. */
export interface SpreadPages {
  left: number | null;
  right: number | null;
}

export type TurnDirection = 'forward' | 'backward';

/**
 * What a turn from one spread to another shows. The leaf's front is the page that lifts
 * away, its back the page that lands; under the leaf the far side already shows the
 * target, while the near side keeps its page until the leaf covers it.
 */
export interface TurnPlan {
  direction: TurnDirection;
  front: number | null;
  back: number | null;
  /** The static slots while the leaf moves. */
  during: SpreadPages;
  /** The static slots once the leaf has landed. */
  after: SpreadPages;
}

export function spreadCount(pageCount: number): number {
  return pageCount <= 0 ? 0 : Math.floor(pageCount / 2) + 1;
}

export function clampSpread(index: number, pageCount: number): number {
  const count = spreadCount(pageCount);
  if (count === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function spreadOfPage(page: number): number {
  return Math.floor(Math.max(page, 1) / 2);
}

export function spreadPages(index: number, pageCount: number): SpreadPages {
  if (index < 0 || index >= spreadCount(pageCount)) return { left: null, right: null };
  if (index === 0) return { left: null, right: 1 };
  const left = index * 2;
  const right = left + 1;
  return { left, right: right <= pageCount ? right : null };
}

/** The pages of a spread, in reading order, without the empty sides. */
export function pagesOf(spread: SpreadPages): number[] {
  return [spread.left, spread.right].filter((page): page is number => page !== null);
}

/**
 * The pages worth keeping images for: the given spread and `radius` spreads either side.
 * Everything else stays out of the DOM, so a long book costs no more than a short one.
 */
export function pagesNear(index: number, pageCount: number, radius = 2): number[] {
  const pages: number[] = [];
  const last = spreadCount(pageCount) - 1;
  for (let spread = Math.max(0, index - radius); spread <= Math.min(last, index + radius); spread += 1) {
    pages.push(...pagesOf(spreadPages(spread, pageCount)));
  }
  return pages;
}

/** The counter text: "1 / 14", "2-3 / 14"; "0 / 0" for a book without pages. */
export function counterLabel(index: number, pageCount: number): string {
  const pages = pagesOf(spreadPages(index, pageCount));
  if (pages.length === 0) return `0 / ${Math.max(pageCount, 0)}`;
  return `${pages.join('-')} / ${pageCount}`;
}

export function planTurn(from: number, to: number, pageCount: number): TurnPlan {
  const source = spreadPages(from, pageCount);
  const target = spreadPages(to, pageCount);
  if (to > from) {
    return {
      direction: 'forward',
      front: source.right,
      back: target.left,
      during: { left: source.left, right: target.right },
      after: target,
    };
  }
  return {
    direction: 'backward',
    front: source.left,
    back: target.right,
    during: { left: target.left, right: source.right },
    after: target,
  };
}
