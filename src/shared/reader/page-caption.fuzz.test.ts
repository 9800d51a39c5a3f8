import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromRoman, pageCaptions, parsePageCaptions, toRoman } from './page-caption.js';

// Fuzzing (issue 14, item 13): the caption format is an author's setting, read by the reader.
describe('the page-caption grammar (property)', () => {
  const format = fc
    .array(fc.constantFrom('1', '3', '10', '999999', '-', ':', ';', ' ', 'i', 'I', 'x', 'M', 'IIII', '{N}', '{R2}', '{r', '}', '+', 'A-', '\u202e', '<b>'), { maxLength: 14 })
    .map((parts) => parts.join(''));

  it('gives every page one caption for any format, without throwing', () => {
    fc.assert(
      fc.property(format, fc.integer({ min: 0, max: 30 }), (text, pageCount) => {
        const captions = pageCaptions(text, pageCount);
        expect(captions).toHaveLength(pageCount);
        for (const caption of captions) expect(typeof caption).toBe('string');
        // A format the parser refuses numbers the pages plainly.
        if (parsePageCaptions(text) === null) expect(captions).toEqual(Array.from({ length: pageCount }, (_, i) => String(i + 1)));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads back every Roman numeral it writes, and no other spelling of the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3999 }), (value) => {
        expect(fromRoman(toRoman(value))).toBe(value);
        expect(fromRoman(`${toRoman(value)}I`)).not.toBe(value);
      }),
      { numRuns: 1000 },
    );
  });
});
