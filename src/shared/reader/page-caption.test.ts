import { describe, expect, it } from 'vitest';
import { fromRoman, pageCaptions, parsePageCaptions, toRoman } from './page-caption.js';

describe('page captions', () => {
  it('numbers the front matter in Roman and the body from 1, as in the spec example', () => {
    const captions = pageCaptions('1:I;8-100:1+', 10);
    expect(captions).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', '1', '2', '3']);
  });

  it('counts lower Roman and Arabic from a starting offset', () => {
    expect(pageCaptions('1-3:iv;4:10', 5)).toEqual(['iv', 'v', 'vi', '10', '11']);
  });

  it('keeps literal text around macros, each macro with its own start', () => {
    expect(pageCaptions('2-3:Plate {R};4:p. {N5}', 5)).toEqual(['1', 'Plate I', 'Plate II', 'p. 5', 'p. 6']);
    expect(pageCaptions('1:Cover', 2)).toEqual(['Cover', 'Cover']);
  });

  it('leaves pages outside every range with their own number, and lets later entries win', () => {
    expect(pageCaptions('2-3:a;3:Z', 4)).toEqual(['1', 'a', 'Z', 'Z']);
  });

  it('numbers plainly when the format is empty or malformed', () => {
    expect(pageCaptions('', 3)).toEqual(['1', '2', '3']);
    expect(pageCaptions('5-2:1', 3)).toEqual(['1', '2', '3']);
    expect(parsePageCaptions('x:1')).toBeNull();
    expect(parsePageCaptions('1-')).toBeNull();
    expect(parsePageCaptions('0:1')).toBeNull();
    expect(parsePageCaptions('1:IIII')).toBeNull();
    expect(parsePageCaptions(' 1 : I ; ;8-100: 1+ ')).toEqual([
      { start: 1, end: null, parts: [{ style: 'R', start: 1 }] },
      { start: 8, end: 100, parts: [{ style: 'N', start: 1 }] },
    ]);
  });

  it('writes and reads Roman numerals, falling back to Arabic out of range', () => {
    expect(toRoman(1994)).toBe('MCMXCIV');
    expect(toRoman(4000)).toBe('4000');
    expect(fromRoman('MCMXCIV')).toBe(1994);
    expect(fromRoman('IC')).toBeNull();
  });
});
