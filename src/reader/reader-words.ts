import ar from '../../locales/reader/ar.json';
import de from '../../locales/reader/de.json';
import en from '../../locales/reader/en.json';
import es from '../../locales/reader/es.json';
import fr from '../../locales/reader/fr.json';
import hi from '../../locales/reader/hi.json';
import ja from '../../locales/reader/ja.json';
import ko from '../../locales/reader/ko.json';
import pt from '../../locales/reader/pt.json';
import ro from '../../locales/reader/ro.json';
import th from '../../locales/reader/th.json';
import zh from '../../locales/reader/zh.json';
import type { LanguageCode } from '../shared/i18n/languages.js';

/**
 * The reader's words in the 12 languages it offers, from `locales/reader/<lang>.json`: one
 * format, beside the editor's locale areas, so translators edit one kind of file and
 * tests/unit/locales.test.ts checks the reader's keys with everyone else's. Every language
 * is bundled, since a published book may offer any of them without a server to fetch from.
 * Sentences with numbers are templates ({n}, {a}, {b}, {t}) filled by the reader.
 */
export type ReaderWords = typeof en;

// Typed as English's shape, so a language file missing a key fails the type check.
const WORDS: Readonly<Record<LanguageCode, ReaderWords>> = { zh, en, ja, hi, fr, ar, de, ko, pt, ro, es, th };

/** The languages with reader words (a fresh list: callers may sort it). */
export function readerWordLocales(): string[] {
  return Object.keys(WORDS);
}

/**
 * One part of the reader's words for a language: the exact tag, then its base language
 * (pt-BR → pt), then English.
 */
export function readerWords<S extends keyof ReaderWords>(section: S, lang: string): ReaderWords[S] {
  const table = WORDS as Readonly<Record<string, ReaderWords | undefined>>;
  return (table[lang] ?? table[lang.split('-')[0] ?? ''] ?? en)[section];
}
