import { isStoredColour } from '../settings/colour.js';

/**
 * The book's bookmarks (the bookmark tab): tabs on the side edge of the book that turn to
 * their page. Stored in the settings key `bookmarks` as a list, colours as `0xrrggbb`.
 */
export const BOOKMARK_TEXTURES = ['none', 'paper', 'linen', 'leather'] as const;
export type BookmarkTexture = (typeof BOOKMARK_TEXTURES)[number];

export interface Bookmark {
  caption: string;
  page: number;
  background: string;
  fontColour: string;
  side: 'left' | 'right';
  texture: BookmarkTexture;
}

export const BOOKMARK_CAPTION_MAX = 40;
/** Distinct tab colours, in the order new bookmarks take them. */
export const BOOKMARK_PALETTE = ['0xe4572e', '0x2e86ab', '0x59a96a', '0xf2a541', '0x8e5ea2', '0x3d5a80', '0xd1495b', '0x00a6a6'] as const;
/** The spec's caption and font colour of a new tab (online-editor.md, section 4). */
export const NEW_BOOKMARK_CAPTION = 'bookmark';
export const NEW_BOOKMARK_FONT_COLOUR = '0xffffff';

/** The bookmarks of a stored value; malformed entries are left out, never guessed at. */
export function parseBookmarks(value: unknown): Bookmark[] {
  if (!Array.isArray(value)) return [];
  const out: Bookmark[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    if (typeof entry.page !== 'number' || !Number.isInteger(entry.page) || entry.page < 1) continue;
    if (!isStoredColour(entry.background) || !isStoredColour(entry.fontColour)) continue;
    out.push({
      caption: typeof entry.caption === 'string' ? entry.caption.slice(0, BOOKMARK_CAPTION_MAX) : '',
      page: entry.page,
      background: entry.background.toLowerCase(),
      fontColour: entry.fontColour.toLowerCase(),
      side: entry.side === 'left' ? 'left' : 'right',
      texture: (BOOKMARK_TEXTURES as readonly unknown[]).includes(entry.texture) ? (entry.texture as BookmarkTexture) : 'none',
    });
  }
  return out;
}

/**
 * The spec's colour rule for a new tab: when two or more tabs exist and all share one
 * colour, the author is styling them alike, so the new one shares it too; otherwise the
 * first palette colour no tab uses yet (cycling when all are used).
 */
export function nextBookmarkColour(existing: readonly Bookmark[]): string {
  const colours = new Set(existing.map((bookmark) => bookmark.background));
  if (existing.length >= 2 && colours.size === 1) return existing[0]?.background ?? BOOKMARK_PALETTE[0];
  return BOOKMARK_PALETTE.find((colour) => !colours.has(colour)) ?? BOOKMARK_PALETTE[existing.length % BOOKMARK_PALETTE.length] ?? BOOKMARK_PALETTE[0];
}

/**
 * A new bookmark as the spec adds it: captioned "bookmark" in white, on the page after the
 * last bookmark's (or the page on show when there is none), kept within the book, on the
 * side and with the texture of the last one.
 */
export function newBookmark(existing: readonly Bookmark[], currentPage: number, pageCount: number): Bookmark {
  const last = existing.at(-1);
  const page = Math.min(Math.max(1, last === undefined ? currentPage : last.page + 1), Math.max(1, pageCount));
  return {
    caption: NEW_BOOKMARK_CAPTION,
    page,
    background: nextBookmarkColour(existing),
    fontColour: NEW_BOOKMARK_FONT_COLOUR,
    side: last?.side ?? 'right',
    texture: last?.texture ?? 'none',
  };
}

/** The message key of a bookmark that cannot be published as it is, or null. */
export function bookmarkProblem(bookmark: Bookmark, pageCount: number): 'pageOutOfBook' | null {
  return bookmark.page > pageCount ? 'pageOutOfBook' : null;
}
