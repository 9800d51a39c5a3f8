import { describe, expect, it } from 'vitest';
import { addressAt, lastPageKey, pageHash, parsePageHash, readLastPage, writeLastPage } from './page-url.js';

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

describe('the address bar and the urlPageNumber setting', () => {
  const at = (hash: string) => ({ pathname: '/book/index.html', search: '?a=1', hash });

  it('writes #page=N while the setting is on, and nothing when the address already says so', () => {
    expect(addressAt(at(''), 4, true)).toBe('#page=4');
    expect(addressAt(at('#page=3'), 4, true)).toBe('#page=4');
    expect(addressAt(at('#page=4'), 4, true)).toBeNull();
  });

  it('takes any page part out of the address while it is off', () => {
    expect(addressAt(at('#page=7'), 7, false)).toBe('/book/index.html?a=1');
    expect(addressAt(at(''), 7, false)).toBeNull();
    expect(addressAt(at('#intro'), 7, false)).toBeNull();
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
