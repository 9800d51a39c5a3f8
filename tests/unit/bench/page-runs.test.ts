import { describe, expect, it } from 'vitest';
import { pageRuns } from '../../../scripts/bench/page-runs.js';

describe('pdftoppm page runs', () => {
  it('keeps a book of one page size to one run', () => {
    expect(pageRuns([2400, 2400, 2400])).toEqual([{ first: 1, last: 3, longEdge: 2400 }]);
  });

  it('starts a new run wherever the long edge changes, in page order', () => {
    expect(pageRuns([2400, 2400, 1800, 2400, 770, 770])).toEqual([
      { first: 1, last: 2, longEdge: 2400 },
      { first: 3, last: 3, longEdge: 1800 },
      { first: 4, last: 4, longEdge: 2400 },
      { first: 5, last: 6, longEdge: 770 },
    ]);
  });

  it('has no runs for no pages', () => {
    expect(pageRuns([])).toEqual([]);
  });
});
