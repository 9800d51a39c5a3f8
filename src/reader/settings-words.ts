import { readerWords, type ReaderWords } from './reader-words.js';

/** The words of the features behind the book's reader settings: back/forward and the share entries. */
export type SettingsWords = ReaderWords['readerSettings'];

/** The words for the document's language, English when there are none. */
export function settingsWords(lang: string = document.documentElement.lang): SettingsWords {
  return readerWords('readerSettings', lang);
}
