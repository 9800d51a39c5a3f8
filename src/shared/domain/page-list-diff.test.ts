import { describe, expect, it } from 'vitest';
import type { Page } from './page.js';
import { applyPageListDiff, diffPageLists, pageOrderFingerprint } from './page-list-diff.js';

const pageOf = (id: string, width = 60): Page => ({ id, width, height: 80, renditions: { thumb: `p/${id}/t`, normal: `p/${id}/n`, hd: `p/${id}/h` }, source: { kind: 'blank' } });
const listOf = (count: number): Page[] => Array.from({ length: count }, (_, index) => pageOf(`page-${index}`));
const ids = (pages: readonly Page[] | null) => pages?.map((page) => page.id);

/** A small seeded generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('page list diffs', () => {
  it('name only the moved page for a one-place move in a 1,000-page book, both ways', () => {
    const before = listOf(1000);
    const after = [...before];
    [after[500], after[501]] = [after[501] as Page, after[500] as Page];
    const diff = diffPageLists(before, after);
    expect(diff.remove).toHaveLength(1);
    expect(diff.insert).toHaveLength(1);
    expect(diff.pages).toEqual([]);
    expect(JSON.stringify(diff).length).toBeLessThan(200);
    expect(ids(applyPageListDiff(before, diff))).toEqual(ids(after));
    expect(ids(applyPageListDiff(after, diffPageLists(after, before)))).toEqual(ids(before));
  });

  it('name a page dragged from the start to the end once, not every page it passed', () => {
    const before = listOf(1000);
    const after = [...before.slice(1), before[0] as Page];
    const diff = diffPageLists(before, after);
    expect(diff.remove).toEqual(['page-0']);
    expect(diff.insert).toEqual([{ at: 999, ids: ['page-0'] }]);
    expect(ids(applyPageListDiff(before, diff))).toEqual(ids(after));
  });

  it('carry the pages an undone delete brings back, and pages whose content changed', () => {
    const before = listOf(10);
    const deleted = before.filter((_, index) => index !== 3 && index !== 4);
    const back = diffPageLists(deleted, before);
    expect(ids(back.pages)).toEqual(['page-3', 'page-4']);
    expect(applyPageListDiff(deleted, back)).toEqual(before);
    const resized = before.map((page, index) => (index === 7 ? pageOf(page.id, 99) : page));
    const change = diffPageLists(before, resized);
    expect(change.remove).toEqual([]);
    expect(change.pages).toEqual([pageOf('page-7', 99)]);
    expect(applyPageListDiff(before, change)).toEqual(resized);
  });

  it('turn any list into any other: random moves, deletes, additions and changes', () => {
    const next = random(24);
    for (let round = 0; round < 200; round += 1) {
      const before = listOf(1 + Math.floor(next() * 40));
      let after = before.filter(() => next() > 0.2).map((page) => (next() < 0.1 ? pageOf(page.id, 7) : page));
      for (let swap = 0; swap < 5 && after.length > 0; swap += 1) {
        const [a, b] = [Math.floor(next() * after.length), Math.floor(next() * after.length)];
        [after[a], after[b]] = [after[b] as Page, after[a] as Page];
      }
      after = [...after.slice(0, 2), pageOf(`new-${round}`), ...after.slice(2)];
      expect(applyPageListDiff(before, diffPageLists(before, after))).toEqual(after);
    }
  });

  it('refuse to apply a diff to a list other than the one it was made from', () => {
    const before = listOf(5);
    const diff = diffPageLists(before, [...before].reverse());
    expect(applyPageListDiff(before.slice(1), diff)).toBeNull();
    expect(applyPageListDiff([before[1] as Page, before[0] as Page, ...before.slice(2)], diff)).toBeNull();
    expect(pageOrderFingerprint(['ab', 'c'])).not.toBe(pageOrderFingerprint(['a', 'bc']));
  });

  it('refuse a diff that names a page the list does not have, or an index past its end', () => {
    const before = listOf(3);
    const from = pageOrderFingerprint(ids(before) ?? []);
    expect(applyPageListDiff(before, { from, remove: [], insert: [{ at: 1, ids: ['stranger'] }], pages: [] })).toBeNull();
    expect(applyPageListDiff(before, { from, remove: ['page-0'], insert: [{ at: 9, ids: ['page-0'] }], pages: [] })).toBeNull();
    expect(applyPageListDiff(before, { from, remove: [], insert: [{ at: 0, ids: ['page-1'] }], pages: [] })).toBeNull();
  });
});
