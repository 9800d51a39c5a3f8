import type { TocEntry } from '../domain/page.js';
import type { PageLink } from '../domain/page-content.js';
import type { ReaderProtection } from '../protection/sealed-format.js';

/** One page as the reader needs it: its size (for layout) and where its images are. */
export interface ReaderPage {
  width: number;
  height: number;
  /** URLs, relative to the reader's index.html in a published book, or host URLs in the preview. */
  thumb: string;
  normal: string;
  hd: string;
  /** The project's page id, which page-level feature data (page multimedia) is keyed by. */
  id?: string;
  /** Clickable areas from the PDF's links, as fractions of the page. */
  links?: PageLink[];
}

/**
 * Everything the reader needs to show a book. Published books carry it in `book.js`
 * (as `window.__FLIPBOOK_BOOK__`, since file:// pages cannot fetch JSON); the editor's
 * preview sends it with a `previewBook` message whose key is `book`.
 */
export interface ReaderBookData {
  version: 1;
  title: string;
  description: string;
  pages: ReaderPage[];
  toc: TocEntry[];
  settings: Record<string, unknown>;
  /**
   * Where the book's text layers are (`files/text.js`, assigning READER_TEXT_GLOBAL), for
   * search and text selection; absent when no page has text. The reader loads it only
   * when a reader first searches or selects, so it never costs the first spread.
   */
  text?: string;
  /**
   * Where each file the book names by media key (`media/<hash>.<ext>`, see
   * shared/media/book-media.ts) is: `files/media/…` in a published book, a host URL in the
   * preview. Absent when the book uses no such file.
   */
  media?: Record<string, string>;
  /** Present when pages from `protection.fromPage` on are sealed (decision record 0060). */
  protection?: ReaderProtection;
}

/**
 * The global a published book's text script assigns: one entry per page (index 0 is page
 * 1), null for a page without text, else its runs as `[text, x, y, width, height]` with the
 * box in fractions of the page, as in the project's TextLayer. A script rather than JSON
 * files because a book opened from disk (file://) cannot fetch.
 */
export const READER_TEXT_GLOBAL = '__FLIPBOOK_TEXT__';

/** One run of text on a page: its text and its box, in fractions of the page. */
export type ReaderTextRun = [text: string, x: number, y: number, width: number, height: number];

/** The global a published book's book.js assigns. */
export const READER_BOOK_GLOBAL = '__FLIPBOOK_BOOK__';

/**
 * The preview message of architecture.md: `{type: 'previewBook', key, value}` applies one
 * setting at once. Key `book` replaces the whole book; `title` and settings keys patch it;
 * `page` turns the preview to that page (the editor's page strip), and is never a setting.
 */
export interface PreviewMessage {
  type: 'previewBook';
  key: string;
  value: unknown;
}

/** Sent by the reader to its parent once it listens for preview messages. */
export interface PreviewReadyMessage {
  type: 'previewReady';
}

/**
 * Sent by the preview to its parent each time the book comes to rest and after a new book:
 * the pages on show, in reading order, so the editor's page strip can follow the preview.
 */
export interface PreviewPagesMessage {
  type: 'previewPages';
  pages: number[];
  /**
   * How many page turns the editor had asked of this load of the reader when it came to rest.
   * A report with fewer than the editor sent is about a place the editor has since turned away
   * from (a new book lands before the turn that follows it), and is stale.
   */
  turns: number;
}

export function isPreviewPagesMessage(data: unknown): data is PreviewPagesMessage {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'previewPages') return false;
  const { pages, turns } = data as { pages?: unknown; turns?: unknown };
  return Array.isArray(pages) && pages.every((page) => Number.isInteger(page) && (page as number) >= 1) && Number.isInteger(turns) && (turns as number) >= 0;
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'previewBook' &&
    typeof (data as { key?: unknown }).key === 'string'
  );
}
