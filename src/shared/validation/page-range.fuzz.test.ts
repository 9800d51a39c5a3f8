import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { checkPageRangeFormat, parsePageRange } from './page-range.js';

// Fuzzing (issue 14, item 13): the page range is typed by the user and given on the CLI.
describe('the page-range grammar (property)', () => {
  it('answers any text with pages of the document, sorted and once each, or with its own two errors', () => {
    const text = fc.array(fc.constantFrom('1', '2', '9', '0', '12', '999999999', '1e3', ',', '-', ' ', '\t', 'a', 'l', 'all', '+', '.', '٣'), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 40 }), (range, pageCount) => {
        let pages: number[];
        try {
          pages = parsePageRange(range, pageCount);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect(['PAGE_RANGE_EMPTY', 'PAGE_RANGE_FORMAT']).toContain((error as AppError).code);
          // The editor's check as it is typed refuses at least what the import refuses for its format.
          if ((error as AppError).code === 'PAGE_RANGE_EMPTY') expect(() => checkPageRangeFormat(range)).toThrow();
          return;
        }
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        for (const page of pages) expect(page >= 1 && page <= pageCount && Number.isInteger(page)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads back exactly the pages a well-formed range lists, in any order and spacing', () => {
    const part = fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 5 }), fc.boolean());
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 8 }), fc.constantFrom('', ' '), (parts, space) => {
        const text = parts.map(([first, length, asSpan]) => (asSpan ? `${first}${space}-${space}${first + length}` : String(first))).join(`,${space}`);
        const expected = new Set(parts.flatMap(([first, length, asSpan]) => Array.from({ length: asSpan ? length + 1 : 1 }, (_, i) => first + i)));
        expect(parsePageRange(text, 70)).toEqual([...expected].sort((a, b) => a - b));
      }),
      { numRuns: 1000 },
    );
  });
});
