import type { ShareRegion } from '../shared/features/share-types.js';
import { isBookMediaKey } from '../shared/media/book-media.js';
import { choiceAt, flagAt, numberAt, recordDefault, safeUrl, textAt, urlAt } from './catalogue-reads.js';

/**
 * The reader's view of the book settings. Every setting the reader applies is read here,
 * once, with its default and range from the settings catalogue (catalogue-reads.ts), so the
 * rest of the reader never touches the loose `settings` record.
 */

/** How many pages the reader shows at once; auto goes single on portrait or narrow screens. */
export type PageMode = 'double' | 'single' | 'auto';
/** A page curl, or the spreads sliding past like slides. */
export type FlipStyle = 'flip' | 'slide';
/** Pages turn sideways, or up and down about a spine across the book. */
export type FlipDirection = 'horizontal' | 'vertical';
/** Where the book is bound: at the side (a book) or at the top (a calendar). */
export type BindingType = 'side' | 'top';
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
  /** Vertical asks for a top-bound book (see `isTopBound`). */
  flipDirection: FlipDirection;
  /** Top asks for a top-bound book (see `isTopBound`). */
  bindingType: BindingType;
  /** The cover and the back cover turn as rigid boards. */
  hardCover: boolean;
  /** Reopen at the page the reader last saw (kept in localStorage). */
  restoreLastPage: boolean;
  /** The full-screen button and the F key; off leaves the book in its window or frame. */
  fullScreen: boolean;
  /** Whether the browser's context menu is allowed over the book. */
  rightClickMenu: boolean;
  linkTarget: LinkTarget;
  /** Page-number captions in the spec's format (`1:I;8-100:1+`); empty numbers pages plainly. */
  pageCaption: string;
  /** Which toolbar buttons are shown, from the `button.<id>` keys. */
  buttons: Readonly<Record<ToolbarButtonId, boolean>>;
  /** Seconds between turns while autoflip runs. */
  autoFlipInterval: number;
  /** How many times autoflip reads through the book; -1 is forever. */
  autoFlipCount: number;
  /** The site the home button opens; empty hides the button. */
  homeUrl: string;
  /** The about panel's contact lines, shown as text; all empty hides the button. */
  about: Readonly<Record<AboutField, string>>;
  /** Files readers may download (the original PDF, attachments): web or relative URLs only. */
  downloads: readonly { title: string; url: string; size?: number | undefined }[];
  /** The e-mail button's subject and body, with the macros {title}, {link} and {thumb}. */
  emailSubject: string;
  emailBody: string;
  /** Whether a page turn plays the synthesised flip sound when sound is on. */
  flipSound: boolean;
  /** Background music URL (web or relative), its plays (-1 forever) and volume (0-1). */
  backgroundSound: string;
  backgroundSoundLoops: number;
  backgroundSoundVolume: number;
  /** Text printed across every printed page; empty prints none. */
  printWatermark: string;
  /** Off keeps the normal rendition: no HD image swaps in, not even when zoomed. */
  highDefinition: boolean;
  /** Preloads only the next and previous spread instead of two on each side. */
  fasterLoad: boolean;
  /** Whether the address bar follows the page (`#page=N`). */
  urlPageNumber: boolean;
  /** Back and forward buttons that follow the pages the reader has been to. */
  backForward: boolean;
  /** The share panel's entries: the page's link, an HTML link and an embed code. */
  share: Readonly<Record<ShareEntry, boolean>>;
  /** Which share types the share panel offers: China 0, global 1, all 2 (decision 0236). */
  socialShareType: ShareRegion;
}

/** The share panel's entries, each behind its own setting. */
export const SHARE_ENTRIES = { webPage: 'shareWebPage', html: 'shareHtml', embed: 'shareEmbed' } as const;
export type ShareEntry = keyof typeof SHARE_ENTRIES;

export const ABOUT_FIELDS = ['title', 'email', 'url', 'tel', 'address', 'description'] as const;
export type AboutField = (typeof ABOUT_FIELDS)[number];

/** The toolbar button ids the reader implements, in toolbar order (the spec's names). */
export const TOOLBAR_BUTTONS = [
  'shopping',
  'home',
  'thumb',
  'table',
  'bookmark',
  'goto',
  'search',
  'select',
  'number',
  'autoflip',
  'sound',
  'print',
  'email',
  'btnshare',
  'wechat',
  'download',
  'about',
  'annotation',
  'report',
  'language',
  'zoom',
  'doublesinglepage',
  'videogallery',
] as const;
export type ToolbarButtonId = (typeof TOOLBAR_BUTTONS)[number];

/** Every setting's default comes from the catalogue: readSettings of an empty record. */
export const DEFAULT_SETTINGS: Readonly<ReaderSettings> = readSettings({});

/** Reads the settings record of a book; a missing or malformed value takes the catalogue's default. */
export function readSettings(raw: Readonly<Record<string, unknown>>): ReaderSettings {
  const about = recordDefault('about');
  return {
    flipTime: numberAt(raw, 'flipTime', { cap: true }),
    rightToLeft: flagAt(raw, 'rightToLeft'),
    pageMode: choiceAt<PageMode>(raw, 'pageMode'),
    startOnDoublePage: flagAt(raw, 'startOnDoublePage'),
    banLastPage: flagAt(raw, 'banLastPage'),
    flipStyle: choiceAt<FlipStyle>(raw, 'flipStyle'),
    flipDirection: choiceAt<FlipDirection>(raw, 'flipDirection'),
    bindingType: choiceAt<BindingType>(raw, 'bindingType'),
    hardCover: flagAt(raw, 'hardCover'),
    restoreLastPage: flagAt(raw, 'restoreLastPage'),
    fullScreen: flagAt(raw, 'fullScreen'),
    rightClickMenu: flagAt(raw, 'rightClickMenu'),
    linkTarget: choiceAt<LinkTarget>(raw, 'linkTarget'),
    pageCaption: textAt(raw, 'pageCaption'),
    autoFlipInterval: numberAt(raw, 'autoFlipInterval'),
    autoFlipCount: numberAt(raw, 'autoFlipCount'),
    homeUrl: urlAt(raw, 'homeUrl'),
    about: Object.fromEntries(ABOUT_FIELDS.map((field) => [field, text(isRecord(raw.about) ? raw.about[field] : undefined, about[field] ?? '')])) as Record<AboutField, string>,
    // A file stored in the book keeps its media key as url (resolved through the book's media
    // table when shown); a web or relative link is used as it is.
    downloads: Array.isArray(raw.downloads)
      ? raw.downloads
          .filter(isRecord)
          .map((entry) =>
            isBookMediaKey(entry.key)
              ? { title: text(entry.name, ''), url: entry.key, size: typeof entry.size === 'number' ? entry.size : undefined }
              : { title: text(entry.title, ''), url: safeUrl(entry.url) ?? '' },
          )
          .filter((entry) => entry.url !== '')
      : [],
    emailSubject: textAt(raw, 'emailSubject'),
    emailBody: textAt(raw, 'emailBody'),
    flipSound: flagAt(raw, 'flipSound'),
    backgroundSound: urlAt(raw, 'backgroundSound'),
    backgroundSoundLoops: numberAt(raw, 'backgroundSoundLoops'),
    backgroundSoundVolume: numberAt(raw, 'backgroundSoundVolume'),
    printWatermark: textAt(raw, 'printWatermark'),
    highDefinition: flagAt(raw, 'highDefinition'),
    fasterLoad: flagAt(raw, 'fasterLoad'),
    urlPageNumber: flagAt(raw, 'urlPageNumber'),
    backForward: flagAt(raw, 'backForward'),
    socialShareType: choiceAt<ShareRegion>(raw, 'socialShareType'),
    share: Object.fromEntries(Object.entries(SHARE_ENTRIES).map(([entry, key]) => [entry, flagAt(raw, key)])) as Record<ShareEntry, boolean>,
    buttons: Object.fromEntries(TOOLBAR_BUTTONS.map((id) => [id, flagAt(raw, `button.${id}`)])) as Record<ToolbarButtonId, boolean>,
  };
}

/**
 * How many spreads on each side of the one on show keep their pages loaded. Faster load
 * keeps one, so a book opens and turns on a slow line with a third fewer images in flight.
 */
export function preloadRadius(settings: Pick<ReaderSettings, 'fasterLoad'>): number {
  return settings.fasterLoad ? 1 : 2;
}

/**
 * A calendar-style top binding: the spine runs across the book, spreads stack top and
 * bottom, and pages turn up and down. Either `flipDirection: vertical` or `bindingType: top`
 * asks for it, since a page can only turn about its binding (decision 0228).
 */
export function isTopBound(settings: Pick<ReaderSettings, 'flipDirection' | 'bindingType'>): boolean {
  return settings.flipDirection === 'vertical' || settings.bindingType === 'top';
}

/** Whether the book shows one page at a time: the mode's choice, or in auto mode whichever shows the pages larger (layout.ts). */
export function isSinglePage(mode: PageMode, singleShowsMore: boolean): boolean {
  return mode === 'auto' ? singleShowsMore : mode === 'single';
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
