import { describe, expect, it } from 'vitest';
import { lastPageKey, pageHash, parsePageHash, readLastPage, writeLastPage } from './page-url.js';

describe('the page in the URL', () => {
  it('reads #page=N, with or without other parameters', () => {
    expect(parsePageHash('#page=5')).toBe(5);
    expect(parsePageHash('page=12')).toBe(12);
    expect(parsePageHash('#zoom=2&page=7')).toBe(7);
    expect(parsePageHash('#page=7&zoom=2')).toBe(7);
  });

  it('asks for no page when the hash is missing, zero or not a number', () => {
    expect(parsePageHash('')).toBeNull();
    expect(parsePageHash('#page=0')).toBeNull();
    expect(parsePageHash('#page=abc')).toBeNull();
    expect(parsePageHash('#mypage=3')).toBeNull();
  });

  it('writes the hash it reads', () => {
    expect(parsePageHash(pageHash(42))).toBe(42);
  });
});

describe('the remembered last page', () => {
  it('keys the page by the title and the page count', () => {
    expect(lastPageKey('Free Culture', 352)).not.toBe(lastPageKey('Free Culture', 353));
  });

  it('reads back what it wrote', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    writeLastPage(storage, 'k', 9);
    expect(readLastPage(storage, 'k')).toBe(9);
    expect(readLastPage(storage, 'other')).toBeNull();
  });

  it('survives a storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readLastPage(refusing, 'k')).toBeNull();
    expect(() => writeLastPage(refusing, 'k', 3)).not.toThrow();
    expect(readLastPage(null, 'k')).toBeNull();
  });
});
