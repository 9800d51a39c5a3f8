import { beforeAll, describe, expect, it } from 'vitest';
import { outwardLink } from './extras-tools.js';
import { EXTRAS_LOCALES, extrasWords } from './extras-words.js';
import { lensBackground } from './magnifier.js';
import { loadReaderWords } from '../reader-words.js';
import { LANGUAGE_CODES as EVERY_LANGUAGE } from '../../shared/i18n/languages.js';

// The languages other than English are parts of their own, loaded as a published book loads them.
beforeAll(() => Promise.all(EVERY_LANGUAGE.map(loadReaderWords)));

describe('the reader extras', () => {
  it('centres the magnified spot under the pointer', () => {
    const page = { left: 100, top: 50, width: 200, height: 300 } as DOMRect;
    expect(lensBackground({ x: 100, y: 50 }, page, 180, 2)).toEqual({ size: '400px 600px', position: '90px 90px' });
    expect(lensBackground({ x: 200, y: 200 }, page, 180, 2)).toEqual({ size: '400px 600px', position: '-110px -210px' });
  });

  it('opens only web links for the shop, and web or e-mail links for reports', () => {
    expect(outwardLink(' https://shop.example.com/book ', false)).toBe('https://shop.example.com/book');
    expect(outwardLink('mailto:desk@example.org', false)).toBe('');
    expect(outwardLink('mailto:desk@example.org', true)).toBe('mailto:desk@example.org');
    expect(outwardLink('javascript:alert(1)', true)).toBe('');
    expect(outwardLink('files/book.pdf', false)).toBe('');
    expect(outwardLink(42, true)).toBe('');
  });

  it('has every word in all 12 reader languages, with the page placeholder kept', () => {
    expect(EXTRAS_LOCALES.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'hi', 'ja', 'ko', 'pt', 'ro', 'th', 'zh']);
    const keys = Object.keys(extrasWords('en')).sort();
    for (const lang of EXTRAS_LOCALES) {
      const words = extrasWords(lang);
      expect(Object.keys(words).sort()).toEqual(keys);
      expect(Object.values(words).every((text) => text.trim() !== '')).toBe(true);
      expect(words.noteForPage).toContain('{n}');
    }
    expect(extrasWords('pt-BR')).toBe(extrasWords('pt'));
  });
});
