/**
 * The reader's view of the book settings. Every setting the reader applies is read here,
 * once, with its default, so the settings catalogue can later supply the same keys and the
 * rest of the reader never touches the loose `settings` record.
 */

/** The recommended flip time of the spec, in seconds. The one place the default lives. */
export const DEFAULT_FLIP_TIME_S = 0.3;
/** Longer than this would feel broken rather than slow; a typo of 30 for 3 stays usable. */
const MAX_FLIP_TIME_S = 5;

/** How many pages the reader shows at once; auto goes single on portrait or narrow screens. */
export type PageMode = 'double' | 'single' | 'auto';
/** A page curl, or the spreads sliding past like slides. */
export type FlipStyle = 'flip' | 'slide';
/** Where a URL link opens. */
export type LinkTarget = 'blank' | 'self';

/** The settings the reader applies, each already checked and defaulted. */
export interface ReaderSettings {
  /** Seconds a page takes to turn; 0 turns instantly. */
  flipTime: number;
  /** Right-to-left books: spreads are mirrored, page 1 is on the left, keys and swipes reverse. */
  rightToLeft: boolean;
  pageMode: PageMode;
  /** No lone cover: the first spread shows pages 1 and 2. */
  startOnDoublePage: boolean;
  /** Readers may not turn to the spread with the last page. */
  banLastPage: boolean;
  flipStyle: FlipStyle;
  /** The cover and the back cover turn as rigid boards. */
  hardCover: boolean;
  /** Reopen at the page the reader last saw (kept in localStorage). */
  restoreLastPage: boolean;
  /** Whether the browser's context menu is allowed over the book. */
  rightClickMenu: boolean;
  linkTarget: LinkTarget;
}

export const DEFAULT_SETTINGS: Readonly<ReaderSettings> = {
  flipTime: DEFAULT_FLIP_TIME_S,
  rightToLeft: false,
  pageMode: 'auto',
  startOnDoublePage: false,
  banLastPage: false,
  flipStyle: 'flip',
  hardCover: false,
  restoreLastPage: false,
  rightClickMenu: true,
  linkTarget: 'blank',
};

/** Reads the settings record of a book; a missing or malformed value takes its default. */
export function readSettings(raw: Readonly<Record<string, unknown>>): ReaderSettings {
  const flipTime = raw.flipTime;
  return {
    flipTime:
      typeof flipTime === 'number' && Number.isFinite(flipTime) && flipTime >= 0 ? Math.min(flipTime, MAX_FLIP_TIME_S) : DEFAULT_SETTINGS.flipTime,
    rightToLeft: flag(raw.rightToLeft, DEFAULT_SETTINGS.rightToLeft),
    pageMode: choice(raw.pageMode, ['double', 'single', 'auto'] as const, DEFAULT_SETTINGS.pageMode),
    startOnDoublePage: flag(raw.startOnDoublePage, DEFAULT_SETTINGS.startOnDoublePage),
    banLastPage: flag(raw.banLastPage, DEFAULT_SETTINGS.banLastPage),
    flipStyle: choice(raw.flipStyle, ['flip', 'slide'] as const, DEFAULT_SETTINGS.flipStyle),
    hardCover: flag(raw.hardCover, DEFAULT_SETTINGS.hardCover),
    restoreLastPage: flag(raw.restoreLastPage, DEFAULT_SETTINGS.restoreLastPage),
    rightClickMenu: flag(raw.rightClickMenu, DEFAULT_SETTINGS.rightClickMenu),
    linkTarget: choice(raw.linkTarget, ['blank', 'self'] as const, DEFAULT_SETTINGS.linkTarget),
  };
}

/** Whether the book shows one page at a time in a viewport of this size. */
export function isSinglePage(mode: PageMode, viewport: { width: number; height: number }): boolean {
  if (mode !== 'auto') return mode === 'single';
  return viewport.width < viewport.height || viewport.width < 700;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
