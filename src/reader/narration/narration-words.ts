import { readerWordLocales, readerWords, type ReaderWords } from '../reader-words.js';

/** The reader's words for page audio subtitles. */
export type NarrationWords = ReaderWords['narration'];

export const NARRATION_WORD_LOCALES = readerWordLocales();

/** The words for the document's language, English when it has none. */
export function narrationWords(lang: string = document.documentElement.lang): NarrationWords {
  return readerWords('narration', lang);
}
