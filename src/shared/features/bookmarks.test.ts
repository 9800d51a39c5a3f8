import { describe, expect, it } from 'vitest';
import { BOOKMARK_PALETTE, bookmarkProblem, newBookmark, nextBookmarkColour, parseBookmarks, type Bookmark } from './bookmarks.js';

const tab = (page: number, background: string): Bookmark => ({ caption: `p${page}`, page, background, fontColour: '0xffffff', side: 'right', texture: 'none' });

describe('bookmarks', () => {
  it('gives a new bookmark the next page, or the page on show, within the book', () => {
    expect(newBookmark([], 5, 14).page).toBe(5);
    expect(newBookmark([tab(3, BOOKMARK_PALETTE[0])], 9, 14).page).toBe(4);
    expect(newBookmark([tab(14, BOOKMARK_PALETTE[0])], 1, 14).page).toBe(14);
  });

  it('picks a colour no tab uses, or the shared colour when every tab shares one', () => {
    expect(nextBookmarkColour([])).toBe(BOOKMARK_PALETTE[0]);
    expect(nextBookmarkColour([tab(1, BOOKMARK_PALETTE[0])])).toBe(BOOKMARK_PALETTE[1]);
    expect(nextBookmarkColour([tab(1, BOOKMARK_PALETTE[0]), tab(2, BOOKMARK_PALETTE[2])])).toBe(BOOKMARK_PALETTE[1]);
    expect(nextBookmarkColour([tab(1, '0x123456'), tab(2, '0x123456')])).toBe('0x123456');
    const all = BOOKMARK_PALETTE.map((colour, i) => tab(i + 1, colour));
    expect(BOOKMARK_PALETTE).toContain(nextBookmarkColour(all));
  });

  it('captions a new tab "bookmark" in white, on the side and with the texture of the last tab', () => {
    const last = { ...tab(2, '0x123456'), side: 'left' as const, texture: 'linen' as const, fontColour: '0xeeeeee' };
    const next = newBookmark([{ ...last, page: 1 }, last], 1, 10);
    expect(next).toEqual({ caption: 'bookmark', page: 3, background: '0x123456', fontColour: '0xffffff', side: 'left', texture: 'linen' });
    // White even on a light colour: the spec's font colour, which the author may change.
    expect(newBookmark([], 1, 10).fontColour).toBe('0xffffff');
    expect(newBookmark([tab(1, '0xf2a541'), tab(2, '0xf2a541')], 1, 10)).toMatchObject({ background: '0xf2a541', fontColour: '0xffffff', caption: 'bookmark' });
  });

  it('reads stored lists defensively', () => {
    expect(
      parseBookmarks([
        { caption: 'A', page: 2, background: '0xAABBCC', fontColour: '0x000000', side: 'left', texture: 'paper' },
        { caption: 'bad colour', page: 2, background: 'red', fontColour: '0x000000' },
        { caption: 'bad page', page: 0, background: '0xaabbcc', fontColour: '0x000000' },
        { page: 3, background: '0x112233', fontColour: '0xffffff', side: 'up', texture: 'velvet' },
        'nonsense',
      ]),
    ).toEqual([
      { caption: 'A', page: 2, background: '0xaabbcc', fontColour: '0x000000', side: 'left', texture: 'paper' },
      { caption: '', page: 3, background: '0x112233', fontColour: '0xffffff', side: 'right', texture: 'none' },
    ]);
    expect(bookmarkProblem(tab(15, '0x112233'), 14)).toBe('pageOutOfBook');
    expect(bookmarkProblem(tab(14, '0x112233'), 14)).toBeNull();
  });
});
