import { useEffect, useState, type RefObject } from 'react';

/**
 * Windowing for the editor's long lists (the page strip and the Pages grid): only the items
 * near the view are in the DOM, whatever the page count (decision 0232). The sizes are known
 * from the data (a thumbnail's width follows its page's aspect ratio; grid rows are uniform),
 * so no item has to be rendered to be placed.
 */

/** An inclusive range of item indices. */
export interface IndexRange {
  first: number;
  last: number;
}

/**
 * Where each item starts along the list's axis: `starts[i]` is the sizes before item i, each
 * with the gap after it, and `starts[n]` closes the list. An item ends at `starts[i + 1] - gap`.
 */
export function itemStarts(sizes: readonly number[], gap: number): number[] {
  const starts = [0];
  for (const size of sizes) starts.push((starts[starts.length - 1] ?? 0) + size + gap);
  return starts;
}

/** The last index whose start is at or before `offset` (0 when none is). */
function indexAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * The items that overlap the view `[from, to]` (offsets along the axis), with `overscan`
 * pixels more on each side, so a short scroll finds its thumbnails already there.
 */
export function windowRange(starts: readonly number[], from: number, to: number, overscan: number): IndexRange | null {
  const count = starts.length - 1;
  if (count < 1) return null;
  return { first: indexAt(starts, from - overscan), last: Math.min(count - 1, indexAt(starts, to + overscan)) };
}

/** The indices to render: the window, plus the ones that must always exist (sorted, once each). */
export function renderedIndices(range: IndexRange | null, keep: readonly number[], count: number): number[] {
  const shown = new Set<number>();
  if (range !== null) for (let index = range.first; index <= range.last; index += 1) shown.add(index);
  for (const index of keep) if (index >= 0 && index < count) shown.add(index);
  return [...shown].sort((a, b) => a - b);
}

/**
 * The inline-start margin that puts each rendered item where it would be if every item were
 * there (the flex gap still comes between two rendered neighbours), and the end margin after
 * the last one, which keeps the scroll length of the whole list. No spacer elements needed.
 */
export function gapMargins(indices: readonly number[], starts: readonly number[]): { before: number[]; after: number } {
  const before = indices.map((index, at) => {
    const previous = indices[at - 1];
    return (starts[index] ?? 0) - (previous === undefined ? 0 : (starts[previous + 1] ?? 0));
  });
  const last = indices[indices.length - 1];
  const after = last === undefined ? 0 : (starts[starts.length - 1] ?? 0) - (starts[last + 1] ?? 0);
  return { before, after };
}

/** The nearest ancestor that scrolls vertically (the sidebar's panel for the Pages grid). */
export function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** The view along an axis: [from, to] in the list's own coordinates. */
export interface ListView {
  from: number;
  to: number;
}

/**
 * The part of a list in view, followed as the scroller scrolls or resizes (at most once a
 * frame). `measure` reads the view from the list element; it is called again on every change.
 * The first view, before any measure, is `initial`.
 */
export function useListView(list: RefObject<HTMLElement | null>, scroller: (list: HTMLElement) => HTMLElement | null, measure: (list: HTMLElement, scroller: HTMLElement) => ListView, initial: ListView, active: boolean): ListView {
  const [view, setView] = useState(initial);
  useEffect(() => {
    const element = list.current;
    const scrolling = element === null ? null : scroller(element);
    if (element === null || scrolling === null) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure(element, scrolling);
      setView((old) => (old.from === next.from && old.to === next.to ? old : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    scrolling.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(scrolling);
    resize.observe(element);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      scrolling.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
    // The measure and scroller functions are stable in meaning: the list and `active` decide.
  }, [list, active]);
  return view;
}
