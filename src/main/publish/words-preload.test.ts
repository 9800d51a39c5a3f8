import { describe, expect, it } from 'vitest';
import { wordsPreload } from './words-preload.js';

describe("the preload of the reader's words", () => {
  it("names the part of the book's first language", () => {
    expect(wordsPreload({ languages: [{ code: 'de', label: '' }, { code: 'fr', label: '' }] })).toEqual(['<link rel="preload" as="script" href="parts/de.js">']);
  });

  it('needs none for English, which is inside reader.js, nor for a book without languages', () => {
    expect(wordsPreload({ languages: [{ code: 'en', label: '' }, { code: 'de', label: '' }] })).toEqual([]);
    expect(wordsPreload({})).toEqual([]);
  });

  it("ignores a code that is not one of the reader's languages", () => {
    expect(wordsPreload({ languages: [{ code: '../x', label: '' }] })).toEqual([]);
  });

});
