import { describe, expect, it } from 'vitest';
import type { TocEntry } from '../domain/page.js';
import { appendChild, indent, insertAfter, moveAmongSiblings, moveEntry, outdent, pagesOutsideBook, removeEntry, updateEntry } from './toc-tree.js';

const e = (title: string, page: number, children: TocEntry[] = []): TocEntry => ({ title, page, children });
const titles = (tree: readonly TocEntry[]): unknown => tree.map((entry) => (entry.children.length === 0 ? entry.title : [entry.title, titles(entry.children)]));

const book = [e('A', 1, [e('A1', 2), e('A2', 3)]), e('B', 4), e('C', 5)];

describe('editing the table of contents', () => {
  it('renames, removes and inserts by path without touching the tree it was given', () => {
    expect(titles(updateEntry(book, [0, 1], { title: 'A-two' }))).toEqual([['A', ['A1', 'A-two']], 'B', 'C']);
    expect(titles(removeEntry(book, [0, 0]))).toEqual([['A', ['A2']], 'B', 'C']);
    expect(titles(insertAfter(book, [1], e('B+', 4)))).toEqual([['A', ['A1', 'A2']], 'B', 'B+', 'C']);
    expect(titles(appendChild(book, [2], e('C1', 5)))).toEqual([['A', ['A1', 'A2']], 'B', ['C', ['C1']]]);
    expect(titles(book)).toEqual([['A', ['A1', 'A2']], 'B', 'C']);
  });

  it('reorders among siblings and nests with indent and outdent', () => {
    expect(titles(moveAmongSiblings(book, [2], -1))).toEqual([['A', ['A1', 'A2']], 'C', 'B']);
    expect(titles(moveAmongSiblings(book, [0], -1))).toEqual(titles(book));
    expect(titles(indent(book, [1]))).toEqual([['A', ['A1', 'A2', 'B']], 'C']);
    expect(titles(indent(book, [0]))).toEqual(titles(book));
    expect(titles(outdent(book, [0, 0]))).toEqual([['A', ['A2']], 'A1', 'B', 'C']);
  });

  it('moves by drag and drop before, after or into an entry, never into itself', () => {
    expect(titles(moveEntry(book, [2], [0], 'before'))).toEqual(['C', ['A', ['A1', 'A2']], 'B']);
    expect(titles(moveEntry(book, [0, 0], [1], 'into'))).toEqual([['A', ['A2']], ['B', ['A1']], 'C']);
    expect(titles(moveEntry(book, [0], [2], 'after'))).toEqual(['B', 'C', ['A', ['A1', 'A2']]]);
    expect(titles(moveEntry(book, [1], [2], 'before'))).toEqual([['A', ['A1', 'A2']], 'B', 'C']);
    expect(titles(moveEntry(book, [0], [0, 1], 'into'))).toEqual(titles(book));
  });

  it('finds the pages the book does not have', () => {
    expect(pagesOutsideBook(book, 4)).toEqual([5]);
    expect(pagesOutsideBook(book, 5)).toEqual([]);
  });
});
