import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/reader/en.json';
import { LANGUAGE_CODES } from '../shared/i18n/languages.js';
import { loadReaderWords, readerWordLocales, readerWords, type ReaderWords } from './reader-words.js';

const SECTIONS = Object.keys(english) as (keyof ReaderWords)[];

/** The reader's own placeholders ({n}, {a}…), which tests/unit/locales.test.ts (checking {{name}}) does not see. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\w\}/g)].map((match) => match[0]).sort();
}

describe("the reader's words", () => {
  beforeAll(() => Promise.all(LANGUAGE_CODES.map(loadReaderWords)));

  it('come in every language the reader offers', () => {
    expect(readerWordLocales().sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('%s keeps the placeholders of every English template', (code) => {
    for (const section of SECTIONS) {
      const source = readerWords(section, 'en') as Readonly<Record<string, string>>;
      const words = readerWords(section, code) as Readonly<Record<string, string>>;
      for (const [key, text] of Object.entries(source)) expect(placeholders(words[key] ?? ''), `${code}: ${section}.${key}`).toEqual(placeholders(text));
    }
  });

  it('falls back from a regional tag to its language, then to English', () => {
    expect(readerWords('media', 'pt-BR')).toBe(readerWords('media', 'pt'));
    expect(readerWords('media', 'xx')).toBe(readerWords('media', 'en'));
  });
});
