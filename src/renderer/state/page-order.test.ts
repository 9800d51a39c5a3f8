import { describe, expect, it } from 'vitest';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { movedOrder } from '../../shared/domain/page-moves.js';
import { dropMove, moveItem, NO_SELECTION, pruneSelection, selectPage, withPageOrder } from './page-order.js';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('selecting pages in the page tab', () => {
  it('selects one page on a plain click and remembers it as the current page', () => {
    expect(selectPage(order, { ids: ['a', 'b'], anchor: 'a' }, 'c', 'single')).toEqual({ ids: ['c'], anchor: 'c' });
  });

  it('adds and removes pages with Ctrl-click, keeping book order', () => {
    const once = selectPage(order, { ids: ['d'], anchor: 'd' }, 'b', 'toggle');
    expect(once).toEqual({ ids: ['b', 'd'], anchor: 'b' });
    expect(selectPage(order, once, 'd', 'toggle').ids).toEqual(['b']);
  });

  it('selects the run from the current page with Shift-click, in either direction', () => {
    expect(selectPage(order, { ids: ['d'], anchor: 'd' }, 'b', 'range')).toEqual({ ids: ['b', 'c', 'd'], anchor: 'd' });
    expect(selectPage(order, NO_SELECTION, 'b', 'range')).toEqual({ ids: ['b'], anchor: 'b' });
  });

  it('forgets deleted pages', () => {
    expect(pruneSelection(['a', 'c'], { ids: ['a', 'b'], anchor: 'b' })).toEqual({ ids: ['a'], anchor: null });
  });
});

describe('reordering pages', () => {
  it('drops dragged pages before the target page or at the end', () => {
    const drop = (dragged: string[], at: number) => movedOrder(order, dragged, dropMove(order, dragged, at));
    expect(drop(['d'], 1)).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(drop(['a', 'b'], 5)).toEqual(['c', 'd', 'e', 'a', 'b']);
    expect(drop(['b'], 4)).toEqual(['a', 'c', 'd', 'b', 'e']);
  });

  it('sends a drop as the index the dragged pages start at, and a drop onto the same place changes nothing', () => {
    expect(dropMove(order, ['d'], 1)).toEqual({ to: 1 });
    expect(dropMove(order, ['a', 'b'], 5)).toEqual({ to: 3 });
    expect(movedOrder(order, ['b'], dropMove(order, ['b'], 1))).toBe(order);
    expect(movedOrder(order, ['b'], dropMove(order, ['b'], 2))).toBe(order);
  });

  it('moves one file of the merge list up or down', () => {
    expect(moveItem(['x', 'y', 'z'], 2, 0)).toEqual(['z', 'x', 'y']);
    expect(moveItem(['x', 'y'], 0, 5)).toEqual(['x', 'y']);
  });
});

describe('a page order shown before the engine answers', () => {
  const project = { id: 'p', path: null, dirty: false, revision: 1, book: { title: '', description: '', keywords: '', settings: {} }, toc: [], pages: ['a', 'b', 'c'].map((id) => ({ id })) } as unknown as ProjectSnapshot;

  it('puts the pages in the new order and marks the project changed', () => {
    const shown = withPageOrder(project, ['c', 'a', 'b']);
    expect(shown.pages.map((page) => page.id)).toEqual(['c', 'a', 'b']);
    expect(shown.dirty).toBe(true);
  });

  it('never loses a page to a stale order', () => {
    expect(withPageOrder(project, ['b', 'x']).pages.map((page) => page.id)).toEqual(['b', 'a', 'c']);
  });
});
