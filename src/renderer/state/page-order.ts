import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { PageMove } from '../../shared/domain/page-moves.js';

/** The selected pages of the page tab and the page the user last clicked (the "current page"). */
export interface PageSelection {
  ids: string[];
  anchor: string | null;
}

export const NO_SELECTION: PageSelection = { ids: [], anchor: null };

/** How a click selects: alone, toggled in (Ctrl/Cmd), or the run from the anchor (Shift). */
export type SelectMode = 'single' | 'toggle' | 'range';

/** The selection after clicking `clicked`, kept in book order. */
export function selectPage(order: readonly string[], current: PageSelection, clicked: string, mode: SelectMode): PageSelection {
  if (mode === 'toggle') {
    const ids = current.ids.includes(clicked) ? current.ids.filter((id) => id !== clicked) : [...current.ids, clicked];
    return { ids: inBookOrder(order, ids), anchor: clicked };
  }
  if (mode === 'range' && current.anchor !== null && order.includes(current.anchor)) {
    const from = order.indexOf(current.anchor);
    const to = order.indexOf(clicked);
    const [first, last] = from <= to ? [from, to] : [to, from];
    return { ids: order.slice(first, last + 1), anchor: current.anchor };
  }
  return { ids: [clicked], anchor: clicked };
}

/** Drops ids no longer in the book, e.g. after a delete or a re-import. */
export function pruneSelection(order: readonly string[], current: PageSelection): PageSelection {
  const ids = current.ids.filter((id) => order.includes(id));
  const anchor = current.anchor !== null && order.includes(current.anchor) ? current.anchor : null;
  return ids.length === current.ids.length && anchor === current.anchor ? current : { ids, anchor };
}

function inBookOrder(order: readonly string[], ids: readonly string[]): string[] {
  return order.filter((id) => ids.includes(id));
}

/**
 * The move that drops `dragged` pages before the page at `beforeIndex` of the current order
 * (order.length drops them at the end): the index their group starts at in the new order.
 */
export function dropMove(order: readonly string[], dragged: readonly string[], beforeIndex: number): PageMove {
  const moving = new Set(dragged);
  return { to: order.slice(0, beforeIndex).filter((id) => !moving.has(id)).length };
}

/** Moves one item of a list, as the merge panel's up/down buttons and drag do. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The project with its pages in `order`, shown while the engine has not answered yet. Ids
 * not in the book are skipped and pages missing from `order` keep their place at the end,
 * so a stale order can never lose a page on screen.
 */
export function withPageOrder(project: ProjectSnapshot, order: readonly string[]): ProjectSnapshot {
  const byId = new Map(project.pages.map((page) => [page.id, page]));
  const listed = order.flatMap((id) => byId.get(id) ?? []);
  const inOrder = new Set(order);
  const rest = project.pages.filter((page) => !inOrder.has(page.id));
  return { ...project, dirty: true, pages: [...listed, ...rest] };
}
