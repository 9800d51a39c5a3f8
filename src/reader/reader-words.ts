import en from '../../locales/reader/en.json';
import { LANGUAGE_CODES, type LanguageCode } from '../shared/i18n/languages.js';

/**
 * The reader's words in the 12 languages it offers, from `locales/reader/<lang>.json`: one
 * format, beside the editor's locale areas, so translators edit one kind of file and
 * tests/unit/locales.test.ts checks the reader's keys with everyone else's. English is in
 * reader.js, as the fallback; every other language is a part of its own (`parts/<lang>.js`,
 * decision 0257), loaded before the view is built, so a reader fetches only its own words.
 * Sentences with numbers are templates ({n}, {a}, {b}, {t}) filled by the reader.
 */
export type ReaderWords = typeof en;

type WordsModule = { default: ReaderWords };

// Typed as English's shape, so a language file missing a key fails the type check.
const LOADERS: Readonly<Record<Exclude<LanguageCode, 'en'>, () => Promise<WordsModule>>> = {
  zh: () => import('../../locales/reader/zh.json'),
  ja: () => import('../../locales/reader/ja.json'),
  hi: () => import('../../locales/reader/hi.json'),
  fr: () => import('../../locales/reader/fr.json'),
  ar: () => import('../../locales/reader/ar.json'),
  de: () => import('../../locales/reader/de.json'),
  ko: () => import('../../locales/reader/ko.json'),
  pt: () => import('../../locales/reader/pt.json'),
  ro: () => import('../../locales/reader/ro.json'),
  es: () => import('../../locales/reader/es.json'),
  th: () => import('../../locales/reader/th.json'),
};

const loaded = new Map<string, ReaderWords>([['en', en]]);

/** The languages with reader words (a fresh list: callers may sort it). */
export function readerWordLocales(): string[] {
  return [...LANGUAGE_CODES];
}

/** The language whose words a tag uses: the exact tag, then its base language (pt-BR → pt). */
function wordsLanguage(lang: string): keyof typeof LOADERS | null {
  const known = (code: string): code is keyof typeof LOADERS => Object.hasOwn(LOADERS, code);
  const base = lang.split('-')[0] ?? '';
  return known(lang) ? lang : known(base) ? base : null;
}

/**
 * Fetches a language's words, once. A language that cannot be loaded (a part missing from a
 * copied book, a dropped network) leaves the reader in English rather than not starting.
 */
export async function loadReaderWords(lang: string): Promise<void> {
  const code = wordsLanguage(lang);
  if (code === null || loaded.has(code)) return;
  try {
    loaded.set(code, (await LOADERS[code]()).default);
  } catch (error) {
    console.warn(`The reader's words in ${code} could not be loaded; English is shown.`, error);
  }
}

/**
 * One part of the reader's words for a language: the exact tag, then its base language
 * (pt-BR → pt), then English. The language must have been loaded (loadReaderWords).
 */
export function readerWords<S extends keyof ReaderWords>(section: S, lang: string): ReaderWords[S] {
  return (loaded.get(wordsLanguage(lang) ?? 'en') ?? en)[section];
}
