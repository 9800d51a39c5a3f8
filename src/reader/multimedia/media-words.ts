import { readerWordLocales, readerWords, type ReaderWords } from '../reader-words.js';

/** The reader's words for page multimedia and the video gallery. */
export type MediaWords = ReaderWords['media'];

export const MEDIA_WORD_LOCALES = readerWordLocales();

/** The words for the document's language, English when it has none. */
export function mediaWords(lang: string = document.documentElement.lang): MediaWords {
  return readerWords('media', lang);
}
