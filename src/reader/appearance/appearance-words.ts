import { readerWordLocales, readerWords, type ReaderWords } from '../reader-words.js';

/** The words of the appearance features: help and gesture prompts, the embed-only notice. */
export type AppearanceWords = ReaderWords['appearance'];

export const APPEARANCE_LOCALES = readerWordLocales();

/** The words for a language code (the document's lang), English when there are none. */
export function appearanceWords(lang: string): AppearanceWords {
  return readerWords('appearance', lang);
}
