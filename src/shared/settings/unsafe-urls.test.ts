import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './media-kinds.js';
import { settingsWithoutUnsafeUrls, tocWithoutUnsafeUrls, unsafeUrlSettingKeys, withoutUnsafeUrls } from './unsafe-urls.js';

/** The texts issue 14 names: a browser strips the hidden characters and runs them, or goes to another host. */
const HOSTILE = ['java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', '/\\evil.example'];

describe('unsafe URLs in a book', () => {
  it('isSafeUrl refuses the texts a browser would run as javascript: or send to another host', () => {
    for (const url of HOSTILE) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    expect(isSafeUrl('https://example.com/shop')).toBe(true);
  });

  it('finds the link settings, media settings and page multimedia that hold one', () => {
    const settings = {
      homeUrl: HOSTILE[0],
      shoppingUrl: 'https://example.com/shop',
      logoUrl: HOSTILE[3],
      backgroundImage: HOSTILE[2],
      flipTime: 99,
      pageMedia: { p1: [{ id: 'a', kind: 'link', x: 0, y: 0, w: 0.1, h: 0.1, url: HOSTILE[1] }] },
    };
    // flipTime is out of range, which is not this check's business.
    expect(unsafeUrlSettingKeys(settings).sort()).toEqual(['backgroundImage', 'homeUrl', 'logoUrl', 'pageMedia']);
  });

  it('drops them so the settings take their defaults, and keeps everything else', () => {
    const link = { id: 'a', kind: 'link', x: 0, y: 0, w: 0.1, h: 0.1, url: HOSTILE[1], title: 'Shop' };
    const good = { id: 'b', kind: 'link', x: 0, y: 0, w: 0.1, h: 0.1, url: 'https://example.com' };
    const cleaned = settingsWithoutUnsafeUrls({ homeUrl: HOSTILE[0], shoppingUrl: 'https://example.com/shop', unknownKey: 'java\tscript:x', pageMedia: { p1: [link, good] } });
    expect(cleaned).toEqual({
      shoppingUrl: 'https://example.com/shop',
      // A key the catalogue does not know is kept as it is: the reader never reads it.
      unknownKey: 'java\tscript:x',
      pageMedia: { p1: [{ id: 'a', kind: 'link', x: 0, y: 0, w: 0.1, h: 0.1, title: 'Shop' }, good] },
    });
  });

  it('drops unsafe table-of-contents links at any depth and keeps the entries', () => {
    const toc = [{ title: 'A', page: 1, url: 'https://example.com', children: [{ title: 'B', page: 2, url: HOSTILE[0], children: [] }] }];
    expect(tocWithoutUnsafeUrls(toc)).toEqual([{ title: 'A', page: 1, url: 'https://example.com', children: [{ title: 'B', page: 2, children: [] }] }]);
  });

  it('gives the same document back when there is nothing to drop', () => {
    const document = { book: { settings: { homeUrl: 'https://example.com' } }, toc: [] };
    expect(withoutUnsafeUrls(document)).toBe(document);
    expect(withoutUnsafeUrls({ book: { settings: { homeUrl: HOSTILE[2] } }, toc: [] }).book.settings).toEqual({});
  });
});
