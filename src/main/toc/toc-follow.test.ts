import { describe, expect, it } from 'vitest';
import type { Page, TocEntry } from '../../shared/domain/page.js';
import { keepWherePagesExist, tocAfterReimport, tocFollowingPages } from './toc-follow.js';

const entry = (title: string, page: number, children: TocEntry[] = []): TocEntry => ({ title, page, children });
const pageWithId = (id: string) => ({ id }) as Page;

describe('keepWherePagesExist', () => {
  it('keeps entries whose pages still exist and drops those past the end, at every level', () => {
    const toc = [entry('One', 1, [entry('1.1', 2), entry('1.2', 6)]), entry('Two', 4), entry('Three', 7)];
    expect(keepWherePagesExist(toc, 5)).toEqual([entry('One', 1, [entry('1.1', 2)]), entry('Two', 4)]);
  });

  it('keeps nothing of a book with no pages left', () => {
    expect(keepWherePagesExist([entry('One', 1)], 0)).toEqual([]);
  });
});

describe('tocFollowingPages', () => {
  it('points each entry at the same page after the pages moved', () => {
    const before = ['a', 'b', 'c'].map(pageWithId);
    const after = ['c', 'x', 'a'].map(pageWithId);
    expect(tocFollowingPages([entry('A', 1), entry('B', 2), entry('C', 3)], before, after)).toEqual([entry('A', 3), entry('C', 1)]);
  });
});

describe('tocAfterReimport', () => {
  const imported = [entry('From the PDF', 1)];

  it('keeps the book\'s own contents when it had pages and contents', () => {
    const before = { pages: ['a', 'b'].map(pageWithId), toc: [entry('Mine', 2), entry('Gone', 9)] };
    expect(tocAfterReimport(before, 3, imported)).toEqual([entry('Mine', 2)]);
  });

  it('takes the imported contents when the book had none', () => {
    expect(tocAfterReimport({ pages: ['a'].map(pageWithId), toc: [] }, 3, imported)).toBe(imported);
    expect(tocAfterReimport({ pages: [], toc: [entry('Stray', 1)] }, 3, imported)).toBe(imported);
  });
});
