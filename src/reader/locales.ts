import { parseBookLanguages } from '../shared/features/reader-languages.js';
import { LANGUAGE_CODES, languageDirection, type LanguageCode } from '../shared/i18n/languages.js';
import { readerWords } from './reader-words.js';
import { setReaderText, type TextKey } from './strings.js';

/** The reader's languages: the 12 locales of the app. */
export const READER_LOCALES = LANGUAGE_CODES;
export type ReaderLocale = LanguageCode;

/** The words of one locale by key, from locales/reader/<locale>.json. */
export function localeWords(locale: ReaderLocale): Partial<Record<TextKey, string>> {
  return readerWords('main', locale);
}

export function isReaderLocale(value: unknown): value is ReaderLocale {
  return typeof value === 'string' && (READER_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to show: the reader's own earlier choice if the book offers it, else the
 * book's first language (`settings.languages`), else English. The earlier choice is read only
 * when the book offers more than one language: a page's first localStorage read waits on the
 * browser for its storage (2-8 ms before the cover, measured), and with one language or none
 * it could not change the answer.
 */
export function chooseLocale(languages: unknown, readStored: () => string | null): { locale: ReaderLocale; offered: ReaderLocale[]; labels: Partial<Record<ReaderLocale, string>> } {
  const entries = parseBookLanguages(languages);
  const offered = entries.map((entry) => entry.code);
  const stored = offered.length > 1 ? readStored() : null;
  const locale = offered.find((code) => code === stored) ?? offered[0] ?? 'en';
  // The author's label where there is one, else the menu shows the language's own name.
  const labels = Object.fromEntries(entries.filter((entry) => entry.label !== '').map((entry) => [entry.code, entry.label]));
  return { locale, offered, labels };
}

/** Switches the reader's words and the page's language and direction (Arabic reads right to left). */
export function applyLocale(locale: ReaderLocale, root: HTMLElement = document.documentElement): void {
  setReaderText(localeWords(locale));
  root.lang = locale;
  root.dir = languageDirection(locale);
}

/** Where the reader's own choice of language is kept, across books on the same site. */
const STORED_LOCALE_KEY = 'flipbook:language';

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORED_LOCALE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the choice and reloads: every view is built once, in the chosen words. */
export function switchLocale(locale: ReaderLocale): void {
  try {
    localStorage.setItem(STORED_LOCALE_KEY, locale);
  } catch {
    // Without storage (some file:// pages) the choice cannot outlive the reload.
    return;
  }
  location.reload();
}
