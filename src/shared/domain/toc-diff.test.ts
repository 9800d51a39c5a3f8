import { describe, expect, it } from 'vitest';
import type { TocEntry } from './page.js';
import { applyTocDiff, diffTocs, TocDiffSchema } from './toc-diff.js';

const entry = (title: string, page: number, children: TocEntry[] = [], url?: string): TocEntry => (url === undefined ? { title, page, children } : { title, page, url, children });

/** A seeded generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A book's contents: `chapters` chapters of three sections, one page each, from page 1 on. */
function bookContents(chapters: number): TocEntry[] {
  return Array.from({ length: chapters }, (_, chapter) => {
    const first = chapter * 4 + 1;
    return entry(`Chapter ${chapter + 1}: a title of some length`, first, [1, 2, 3].map((section) => entry(`Section ${chapter + 1}.${section}`, first + section)));
  });
}

/** Every page number moved as `renumber` says, the tree kept. */
function renumbered(toc: readonly TocEntry[], renumber: (page: number) => number): TocEntry[] {
  return toc.map((item) => ({ ...item, page: renumber(item.page), children: renumbered(item.children, renumber) }));
}

describe('table of contents diffs', () => {
  it('name one run for a move that renumbers every entry after the page, both ways', () => {
    const before = bookContents(60);
    // Page 1 moved to the end of a 1,000-page book: every other page comes one place forward.
    const after = renumbered(before, (page) => (page === 1 ? 1000 : page - 1));
    expect(JSON.stringify(before).length).toBeGreaterThan(5000);
    const diff = diffTocs(before, after);
    expect(diff.ops).toEqual([
      { keep: 0, count: 1, page: 999 },
      { keep: 1, count: 239, page: -1 },
    ]);
    expect(JSON.stringify(diff).length).toBeLessThan(120);
    expect(applyTocDiff(before, diff)).toEqual(after);
    expect(applyTocDiff(after, diffTocs(after, before))).toEqual(before);
  });

  it('moves the children of a deleted entry up a level, and brings the entry back on the way back', () => {
    const before = [entry('Intro', 1), entry('Part', 2, [entry('Ch 3', 3, [entry('Deep', 4)]), entry('Ch 4', 5)], 'https://example.com/part'), entry('End', 6)];
    const after = [entry('Intro', 1), entry('Ch 3', 2, [entry('Deep', 3)]), entry('Ch 4', 4), entry('End', 5)];
    const diff = diffTocs(before, after);
    expect(diff.ops).toEqual([
      { keep: 0, count: 1 },
      { keep: 2, count: 3, page: -1, depth: -1 },
      { keep: 5, count: 1, page: -1 },
    ]);
    expect(applyTocDiff(before, diff)).toEqual(after);
    const back = diffTocs(after, before);
    expect(back.ops).toContainEqual({ add: [{ depth: 0, title: 'Part', page: 2, url: 'https://example.com/part' }] });
    expect(applyTocDiff(after, back)).toEqual(before);
  });

  it('say nothing but where they start for contents that did not change, and can empty or fill the contents', () => {
    const toc = bookContents(3);
    expect(diffTocs(toc, structuredClone(toc)).ops).toEqual([{ keep: 0, count: 12 }]);
    expect(applyTocDiff(toc, diffTocs(toc, []))).toEqual([]);
    expect(applyTocDiff([], diffTocs([], toc))).toEqual(toc);
  });

  it('give the new contents exactly whatever the change, entries of the same title included', () => {
    const next = random(20261126);
    const titles = ['A', 'B', 'C', 'A', 'Long chapter title'];
    const randomToc = (depth: number): TocEntry[] =>
      Array.from({ length: Math.floor(next() * (depth === 0 ? 8 : 3)) }, () =>
        entry(titles[Math.floor(next() * titles.length)] as string, 1 + Math.floor(next() * 40), depth < 3 ? randomToc(depth + 1) : [], next() < 0.2 ? 'https://example.com' : undefined),
      );
    for (let round = 0; round < 300; round += 1) {
      const before = randomToc(0);
      const after = next() < 0.5 ? randomToc(0) : renumbered(before, (page) => page + Math.floor(next() * 3));
      const diff = diffTocs(before, after);
      expect(TocDiffSchema.parse(JSON.parse(JSON.stringify(diff)))).toEqual(diff);
      expect(applyTocDiff(before, diff)).toEqual(after);
    }
  });

  it('are not applied to contents other than those they were made from, nor when they do not fit them', () => {
    const before = bookContents(2);
    const diff = diffTocs(before, renumbered(before, (page) => page + 1));
    expect(applyTocDiff(renumbered(before, (page) => page + 2), diff)).toBeNull();
    expect(applyTocDiff(before.slice(1), diff)).toBeNull();
    expect(applyTocDiff(before, { ...diff, ops: [{ keep: 7, count: 2 }] })).toBeNull();
    expect(applyTocDiff(before, { ...diff, ops: [{ keep: 0, count: 1, page: -1 }] })).toBeNull();
    // A section cannot become a child of nothing, nor two levels below its chapter.
    expect(applyTocDiff(before, { ...diff, ops: [{ keep: 1, count: 1 }] })).toBeNull();
    expect(applyTocDiff(before, { ...diff, ops: [{ keep: 0, count: 2, depth: 1 }] })).toBeNull();
  });
});
