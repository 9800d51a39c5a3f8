import { describe, expect, it } from 'vitest';
import { gapMargins, itemStarts, renderedIndices, windowRange } from './windowing.js';
import { gridRows } from './panels/page-panel.js';

describe('list windowing', () => {
  const starts = itemStarts([50, 50, 100, 50, 50], 10);

  it('places each item after the sizes and gaps before it', () => {
    expect(starts).toEqual([0, 60, 120, 230, 290, 350]);
  });

  it('keeps the items that overlap the view, widened by the overscan', () => {
    expect(windowRange(starts, 125, 200, 0)).toEqual({ first: 2, last: 2 });
    expect(windowRange(starts, 125, 200, 60)).toEqual({ first: 1, last: 3 });
    expect(windowRange(starts, -500, 5000, 0)).toEqual({ first: 0, last: 4 });
    expect(windowRange([0], 0, 100, 0)).toBeNull();
  });

  it('always renders the pages it must keep, once each and in order', () => {
    expect(renderedIndices({ first: 2, last: 3 }, [4, 3, 9], 5)).toEqual([2, 3, 4]);
    expect(renderedIndices({ first: 3, last: 4 }, [0], 5)).toEqual([0, 3, 4]);
  });

  it('gives the margins that put the rendered items where the whole list would have them', () => {
    // Items 0, 3 and 4: the gap between 0 and 3 stands for items 1 and 2.
    expect(gapMargins([0, 3, 4], starts)).toEqual({ before: [0, 170, 0], after: 0 });
    // Items 1 and 2 alone: 60 before, and items 3 and 4 after.
    expect(gapMargins([1, 2], starts)).toEqual({ before: [60, 0], after: 120 });
  });

  it('keeps the grid to the rows near its view, whatever the page count', () => {
    const rows = gridRows({ from: 15_000, to: 15_700 }, 140, 1000);
    expect(rows.rows).toBe(334);
    expect(rows.first).toBe(102);
    expect(rows.last).toBe(117);
    expect(gridRows({ from: 0, to: 700 }, 140, 14)).toEqual({ first: 0, last: 4, rows: 5 });
  });
});
