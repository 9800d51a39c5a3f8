import type { CutMode } from '../../../shared/domain/import-options.js';

/** Which half of a cut wide page a book page shows. */
export type PagePart = 'left' | 'right';

/**
 * How one PDF page becomes book pages: whole (parts empty), or cut into halves in the
 * order the book shows them.
 */
export interface PagePlan {
  pageNumber: number;
  parts: PagePart[];
}

/** A page size in PDF points, as displayed (after the page's own rotation). */
export interface PageSize {
  width: number;
  height: number;
}

/** In auto mode a page wider than this many times its height is a two-page spread. */
export const WIDE_PAGE_RATIO = 1.2;

const LEFT_FIRST: PagePart[] = ['left', 'right'];
const RIGHT_FIRST: PagePart[] = ['right', 'left'];

/** True when auto mode would cut this page. */
export function isWidePage(size: PageSize): boolean {
  return size.width > WIDE_PAGE_RATIO * size.height;
}

/** True when the mode needs every page's size before it can plan (only auto does). */
export function cutNeedsSizes(cut: CutMode): boolean {
  return cut === 'auto';
}

/**
 * Plans the book pages of the chosen PDF pages under a widepage cut mode
 * (docs/decisions/0003-widepage-cut.md):
 * - none: every page whole;
 * - auto: a page wider than 1.2 × its height is cut, left half first;
 * - 1: every page cut, left half first;
 * - 2: every page cut, left half first, except the first and last imported pages (the covers);
 * - 3: every page cut, right half first, for right-to-left books.
 * `sizes` holds the chosen pages' sizes in the same order; only auto reads it.
 */
export function planPages(pageNumbers: readonly number[], cut: CutMode, sizes: readonly PageSize[] = []): PagePlan[] {
  const last = pageNumbers.length - 1;
  return pageNumbers.map((pageNumber, index) => {
    const size = sizes[index];
    let parts: PagePart[];
    switch (cut) {
      case 'none':
        parts = [];
        break;
      case 'auto':
        parts = size !== undefined && isWidePage(size) ? LEFT_FIRST : [];
        break;
      case '1':
        parts = LEFT_FIRST;
        break;
      case '2':
        parts = index === 0 || index === last ? [] : LEFT_FIRST;
        break;
      case '3':
        parts = RIGHT_FIRST;
        break;
    }
    return { pageNumber, parts: [...parts] };
  });
}

/** How many book pages a plan makes. */
export function plannedPageCount(plans: readonly PagePlan[]): number {
  return plans.reduce((sum, plan) => sum + Math.max(1, plan.parts.length), 0);
}

/**
 * Maps each imported PDF page to the first book page that shows it, so the table of
 * contents and internal links can follow pages through a page range and cuts. PDF pages
 * left out of the import are absent.
 */
export function bookPageMap(plans: readonly PagePlan[]): Map<number, number> {
  const map = new Map<number, number>();
  let bookPage = 1;
  for (const plan of plans) {
    if (!map.has(plan.pageNumber)) map.set(plan.pageNumber, bookPage);
    bookPage += Math.max(1, plan.parts.length);
  }
  return map;
}

/** A box as fractions (0-1) of a page's width and height, from its top-left corner. */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A box on the whole page re-expressed on one half of it, clipped to that half, or null
 * when it lies wholly on the other half. Links and text runs of a cut page go through this.
 */
export function boxInPart<T extends FractionBox>(box: T, part: PagePart): T | null {
  const offset = part === 'left' ? 0 : 0.5;
  const left = Math.max(box.x, offset);
  const right = Math.min(box.x + box.width, offset + 0.5);
  if (right <= left) return null;
  return { ...box, x: (left - offset) * 2, width: (right - left) * 2 };
}
