import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { collectMediaKeys, publishedMediaPath } from '../../shared/media/book-media.js';
import { READER_BOOK_GLOBAL, READER_TEXT_GLOBAL, type ReaderBookData, type ReaderTextRun } from '../../shared/reader/book-data.js';

export type Rendition = 'thumb' | 'normal' | 'hd';
export const RENDITIONS: readonly Rendition[] = ['thumb', 'normal', 'hd'];

/** Where a page image goes in a published book, relative to its index.html. */
export function pageFilePath(page: number, rendition: Rendition): string {
  return `files/page-${page}-${rendition}.webp`;
}

/** Where a published book's text layers go, relative to its index.html. */
export const TEXT_SCRIPT_PATH = 'files/text.js';

/**
 * The reader's view of a project: its text, its page sizes and the published image paths.
 * `hasText` says whether a text script is published beside it.
 */
export function toReaderBookData(snapshot: ProjectSnapshot, hasText = false): ReaderBookData {
  const media = [...bookMediaKeys(snapshot)];
  return {
    version: 1,
    title: snapshot.book.title,
    description: snapshot.book.description,
    pages: snapshot.pages.map((page, index) => ({
      id: page.id,
      width: page.width,
      height: page.height,
      thumb: pageFilePath(index + 1, 'thumb'),
      normal: pageFilePath(index + 1, 'normal'),
      hd: pageFilePath(index + 1, 'hd'),
      ...(page.links === undefined ? {} : { links: page.links }),
    })),
    toc: snapshot.toc,
    settings: snapshot.book.settings,
    ...(hasText ? { text: TEXT_SCRIPT_PATH } : {}),
    ...(media.length === 0 ? {} : { media: Object.fromEntries(media.map((key) => [key, publishedMediaPath(key)])) }),
  };
}

/** Every file the book's configuration names by media key: what a publish must copy. */
export function bookMediaKeys(snapshot: Pick<ProjectSnapshot, 'book' | 'toc'>): Set<string> {
  return collectMediaKeys([snapshot.book.settings, snapshot.toc]);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON that is safe inside a script: `<`, `>` and `&` become \u escapes so text from a PDF
 * cannot close the script or open a comment, and U+2028/2029 are escaped because older
 * JavaScript engines treat them as line ends inside strings.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The contents of book.js. A script, not a JSON file, because file:// pages cannot fetch. */
export function renderBookScript(data: ReaderBookData): string {
  return `window.${READER_BOOK_GLOBAL} = ${scriptSafeJson(data)};\n`;
}

/** The contents of files/text.js: every page's text runs, escaped like book.js. */
export function renderTextScript(pages: readonly (ReaderTextRun[] | null)[]): string {
  return `window.${READER_TEXT_GLOBAL} = ${scriptSafeJson(pages)};\n`;
}
