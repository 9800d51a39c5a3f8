import { isBookMediaKey } from '../shared/media/book-media.js';
import { isSafeUrl } from '../shared/settings/media-kinds.js';

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
}

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

/** Navigation aids are on by default; a book can turn any of them off. */
const DEFAULT_BUTTONS: Readonly<Record<ToolbarButtonId, boolean>> = {
  // As the catalogue: a shop link, reader notes and a report link are the author's to turn on.
  shopping: false,
  annotation: false,
  report: false,
  home: true,
  autoflip: true,
  sound: true,
  print: true,
  email: true,
  btnshare: true,
  // The catalogue starts WeChat hidden: an author turns it on for readers in China.
  wechat: false,
  download: true,
  about: true,
  language: true,
  thumb: true,
  table: true,
  bookmark: true,
  goto: true,
  search: true,
  select: true,
  number: true,
  zoom: true,
  doublesinglepage: true,
  // Off until the author turns it on, as the catalogue says; it also needs a video to list.
  videogallery: false,
};

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
  pageCaption: '',
  buttons: DEFAULT_BUTTONS,
  autoFlipInterval: 3,
  autoFlipCount: -1,
  homeUrl: '',
  about: { title: '', email: '', url: '', tel: '', address: '', description: '' },
  downloads: [],
  emailSubject: '{title}',
  emailBody: '{title}\n{link}',
  flipSound: true,
  backgroundSound: '',
  backgroundSoundLoops: -1,
  backgroundSoundVolume: 0.5,
  printWatermark: '',
};

/** Only web links and the book's own relative files; shared with the editor's validation. */
export { isSafeUrl };

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
    pageCaption: typeof raw.pageCaption === 'string' ? raw.pageCaption : DEFAULT_SETTINGS.pageCaption,
    autoFlipInterval: range(raw.autoFlipInterval, 0.5, 600, DEFAULT_SETTINGS.autoFlipInterval),
    autoFlipCount: raw.autoFlipCount === -1 ? -1 : Math.round(range(raw.autoFlipCount, 1, 1000, DEFAULT_SETTINGS.autoFlipCount)),
    homeUrl: url(raw.homeUrl),
    about: Object.fromEntries(ABOUT_FIELDS.map((field) => [field, text(isRecord(raw.about) ? raw.about[field] : undefined, '')])) as Record<AboutField, string>,
    // A file stored in the book keeps its media key as url (resolved through the book's media
    // table when shown); a web or relative link is used as it is.
    downloads: Array.isArray(raw.downloads)
      ? raw.downloads
          .filter(isRecord)
          .map((entry) =>
            isBookMediaKey(entry.key)
              ? { title: text(entry.name, ''), url: entry.key, size: typeof entry.size === 'number' ? entry.size : undefined }
              : { title: text(entry.title, ''), url: url(entry.url) },
          )
          .filter((entry) => entry.url !== '')
      : [],
    emailSubject: text(raw.emailSubject, DEFAULT_SETTINGS.emailSubject),
    emailBody: text(raw.emailBody, DEFAULT_SETTINGS.emailBody),
    flipSound: flag(raw.flipSound, DEFAULT_SETTINGS.flipSound),
    backgroundSound: url(raw.backgroundSound),
    backgroundSoundLoops: raw.backgroundSoundLoops === -1 ? -1 : Math.round(range(raw.backgroundSoundLoops, 1, 1000, DEFAULT_SETTINGS.backgroundSoundLoops)),
    backgroundSoundVolume: range(raw.backgroundSoundVolume, 0, 1, DEFAULT_SETTINGS.backgroundSoundVolume),
    printWatermark: text(raw.printWatermark, ''),
    buttons: Object.fromEntries(TOOLBAR_BUTTONS.map((id) => [id, flag(raw[`button.${id}`], DEFAULT_BUTTONS[id])])) as Record<ToolbarButtonId, boolean>,
  };
}

/** Whether the book shows one page at a time in a viewport of this size. */
export function isSinglePage(mode: PageMode, viewport: { width: number; height: number }): boolean {
  if (mode !== 'auto') return mode === 'single';
  return viewport.width < viewport.height || viewport.width < 700;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function url(value: unknown): string {
  return typeof value === 'string' && isSafeUrl(value.trim()) ? value.trim() : '';
}

function range(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
