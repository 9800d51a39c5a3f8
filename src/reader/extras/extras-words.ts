import { readerWordLocales, readerWords, type ReaderWords } from '../reader-words.js';

/** The words of the reader's extra tools: shop, report, reader notes, magnifier, bookmarks. */
export type ExtrasWords = ReaderWords['extras'];

export const EXTRAS_LOCALES = readerWordLocales();

/** The words for a language code (the document's lang), English when there are none. */
export function extrasWords(lang: string): ExtrasWords {
  return readerWords('extras', lang);
}
