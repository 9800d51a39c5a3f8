import { describe, expect, it } from 'vitest';
import { parseBookData } from './parse-book-data.js';

const page = { width: 600, height: 800, thumb: 'files/page-1-thumb.webp', normal: 'files/page-1-normal.webp', hd: 'files/page-1-hd.webp' };

describe('parsing book data', () => {
  it('accepts a published book as it is', () => {
    const book = { version: 1, title: 'T', description: 'D', pages: [page], toc: [{ title: 'a', page: 1, children: [] }], settings: { x: 1 } };
    expect(parseBookData(book)).toEqual(book);
  });

  it('fills in missing text, table of contents and settings', () => {
    expect(parseBookData({ pages: [] })).toEqual({ version: 1, title: '', description: '', pages: [], toc: [], settings: {} });
  });

  it('refuses data that is not a book', () => {
    expect(parseBookData(null)).toBeNull();
    expect(parseBookData('book')).toBeNull();
    expect(parseBookData({ title: 'no pages' })).toBeNull();
  });

  it('refuses a book with a page that has no size or no image', () => {
    expect(parseBookData({ pages: [{ ...page, width: 0 }] })).toBeNull();
    expect(parseBookData({ pages: [{ ...page, height: Number.POSITIVE_INFINITY }] })).toBeNull();
    expect(parseBookData({ pages: [{ ...page, normal: 7 }] })).toBeNull();
  });

  it('does not share the settings object with the sender', () => {
    const settings = { flip: 'soft' };
    const parsed = parseBookData({ pages: [], settings });
    settings.flip = 'hard';
    expect(parsed?.settings).toEqual({ flip: 'soft' });
  });

  it('keeps page and web links and drops unsafe or malformed ones', () => {
    const links = [
      { x: 0.1, y: 0.1, width: 0.2, height: 0.05, target: { kind: 'page', page: 3 } },
      { x: 0.1, y: 0.5, width: 0.2, height: 0.05, target: { kind: 'url', url: 'https://example.org/' } },
      { x: 0.1, y: 0.5, width: 0.2, height: 0.05, target: { kind: 'url', url: 'javascript:alert(1)' } },
      { x: 2, y: 0.5, width: 0.2, height: 0.05, target: { kind: 'page', page: 1 } },
    ];
    expect(parseBookData({ pages: [{ ...page, links }] })?.pages[0]?.links).toEqual(links.slice(0, 2));
  });
});

describe('the text script of a book', () => {
  const book = (text: unknown) => parseBookData({ title: 't', pages: [{ width: 1, height: 1, thumb: 'a', normal: 'b', hd: 'c' }], text });

  it('keeps a relative script path and drops other origins and schemes', () => {
    expect(book('files/text.js')?.text).toBe('files/text.js');
    for (const unsafe of ['https://evil.example/x.js', '//evil.example/x.js', '/x.js', 'javascript:alert(1).js', 'data:text/javascript,1.js', 'files/text.json']) {
      expect(book(unsafe)?.text).toBeUndefined();
    }
  });
});
