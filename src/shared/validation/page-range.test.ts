import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { checkPageRangeFormat, isAllPages, parsePageRange } from './page-range.js';

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('parsePageRange', () => {
  it('gives every page for "all" in any letter case, and for no range at all', () => {
    for (const text of ['all', 'ALL', ' All ', undefined]) expect(parsePageRange(text, 4)).toEqual([1, 2, 3, 4]);
    expect(isAllPages('aLl')).toBe(true);
    expect(isAllPages('1-4')).toBe(false);
  });

  it('reads pages and spans, sorted and each page once', () => {
    expect(parsePageRange('1,5-8,20', 20)).toEqual([1, 5, 6, 7, 8, 20]);
    expect(parsePageRange('8-9, 2 ,3 - 4,2', 10)).toEqual([2, 3, 4, 8, 9]);
    expect(parsePageRange('3-3', 3)).toEqual([3]);
  });

  it('asks to fill in the range when a custom range is blank', () => {
    for (const text of ['', '   ']) {
      const error = errorOf(() => parsePageRange(text, 10));
      expect(error.code).toBe('PAGE_RANGE_EMPTY');
      expect(error.message).toBe('Please fill in the page range to be imported');
    }
  });

  it.each(['a', '1,b', '5-', '-5', '8-5', '0', '0-3', '1,,2', '1,', '1-2-3', '1.5', '1;2', '١'])('says "Incorrect Format" for %j', (text) => {
    const error = errorOf(() => parsePageRange(text, 10));
    expect(error.code).toBe('PAGE_RANGE_FORMAT');
    expect(error.message).toBe('Incorrect Format');
  });

  it('says "Incorrect Format" for pages past the end, and names the last page in the detail', () => {
    const error = errorOf(() => parsePageRange('1,5-20', 14));
    expect(error.code).toBe('PAGE_RANGE_FORMAT');
    expect(error.message).toBe('Incorrect Format');
    expect(error.detail).toContain('(14)');
    expect(errorOf(() => parsePageRange('1-999999999', 14)).code).toBe('PAGE_RANGE_FORMAT');
  });
});

describe('checkPageRangeFormat', () => {
  it('accepts well-formed ranges without knowing the page count', () => {
    expect(() => checkPageRangeFormat('1,5-8,200')).not.toThrow();
    expect(() => checkPageRangeFormat('all')).not.toThrow();
  });

  it('refuses a blank or malformed range with the same messages as parsing', () => {
    expect(errorOf(() => checkPageRangeFormat(' ')).code).toBe('PAGE_RANGE_EMPTY');
    expect(errorOf(() => checkPageRangeFormat('8-5')).code).toBe('PAGE_RANGE_FORMAT');
  });
});
