import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale, localeWords, READER_LOCALES } from './locales.js';
import { READER_STRINGS, setReaderText, TEXT_KEYS } from './strings.js';
import { loadReaderWords } from './reader-words.js';
import { LANGUAGE_CODES as EVERY_LANGUAGE } from '../shared/i18n/languages.js';

// The languages other than English are parts of their own, loaded as a published book loads them.
beforeAll(() => Promise.all(EVERY_LANGUAGE.map(loadReaderWords)));

describe('the reader in 12 languages', () => {
  it('has every word in every locale, with the templates keeping their placeholders', () => {
    for (const locale of READER_LOCALES) {
      const byKey = localeWords(locale);
      expect(Object.keys(byKey), locale).toEqual(TEXT_KEYS);
      expect(Object.values(byKey).every((word) => word.trim() !== ''), locale).toBe(true);
      expect(byKey.manyResults, locale).toContain('{n}');
      expect(byKey.pageTemplate, locale).toContain('{n}');
      expect(byKey.announceTwo, locale).toMatch(/\{a\}.*\{b\}|\{b\}.*\{a\}/);
      expect(byKey.announceTwo, locale).toContain('{t}');
    }
    expect(READER_LOCALES).toHaveLength(12);
  });

  it('chooses the stored choice when the book offers it, else the book first language, else English', () => {
    expect(chooseLocale(['fr', 'de'], () => 'de').locale).toBe('de');
    expect(chooseLocale(['fr', 'de'], () => 'ja').locale).toBe('fr');
    expect(chooseLocale(['xx'], () => null)).toEqual({ locale: 'en', offered: [], labels: {} });
    expect(chooseLocale([{ code: 'ar', label: 'عربي' }, 'en'], () => null)).toEqual({ locale: 'ar', offered: ['ar', 'en'], labels: { ar: 'عربي' } });
  });

  it('reads the stored choice only when the book offers a choice of languages', () => {
    let reads = 0;
    const stored = () => {
      reads += 1;
      return 'de';
    };
    expect(chooseLocale(['fr'], stored).locale).toBe('fr');
    expect(chooseLocale([], stored).locale).toBe('en');
    expect(reads).toBe(0);
    expect(chooseLocale(['fr', 'de'], stored).locale).toBe('de');
    expect(reads).toBe(1);
  });

  it('fills templates in the chosen words', () => {
    setReaderText(localeWords('fr'));
    expect(READER_STRINGS.announce([2, 3], 10)).toBe('Pages 2 et 3 sur 10');
    expect(READER_STRINGS.nextPage).toBe('Page suivante');
    setReaderText({});
    expect(READER_STRINGS.results(2)).toBe('2 results');
  });
});
