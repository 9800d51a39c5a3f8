import { describe, expect, it } from 'vitest';
import type { ReaderTextRun } from '../../shared/reader/book-data.js';
import { searchPages } from './search.js';

const pages: (ReaderTextRun[] | null)[] = [
  [['The Flipbook', 0.1, 0.1, 0.4, 0.05]],
  null,
  [
    ['Chapter one of the', 0.1, 0.2, 0.6, 0.05],
    ['flipbook story', 0.1, 0.3, 0.4, 0.05],
  ],
];

describe('searching the text layers', () => {
  it('finds a word on every page, case-insensitively, with its context and page', () => {
    const hits = searchPages(pages, 'FLIPBOOK');
    expect(hits.map((hit) => hit.page)).toEqual([1, 3]);
    expect(hits[0]).toMatchObject({ before: 'The ', match: 'Flipbook', after: '' });
    expect(hits[1]).toMatchObject({ before: 'Chapter one of the ', match: 'flipbook', after: ' story' });
  });

  it('places the box over the matched characters of the run', () => {
    const [hit] = searchPages(pages, 'flipbook');
    expect(hit?.boxes).toHaveLength(1);
    expect(hit?.boxes[0]?.x).toBeCloseTo(0.1 + (0.4 * 4) / 12);
    expect(hit?.boxes[0]?.width).toBeCloseTo((0.4 * 8) / 12);
  });

  it('finds a phrase across two runs, with a box on each', () => {
    const hits = searchPages(pages, 'of the  flipbook');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.boxes.map((box) => box.y)).toEqual([0.2, 0.3]);
  });

  it('finds nothing for an empty query and stops at the limit', () => {
    expect(searchPages(pages, '   ')).toEqual([]);
    expect(searchPages(pages, 'o', 2)).toHaveLength(2);
  });
});
