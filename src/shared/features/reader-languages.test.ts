import { describe, expect, it } from 'vitest';
import { moveBookLanguage, parseBookLanguages, relabelBookLanguage, toggleBookLanguage } from './reader-languages.js';

describe('a book’s reader languages', () => {
  it('reads labelled entries and the bare codes of older books, each code once, dropping the rest', () => {
    expect(parseBookLanguages(['fr', { code: 'en', label: ' English (UK) ' }, 'xx', { code: 'fr', label: 'again' }, 7, { code: 'ar' }])).toEqual([
      { code: 'fr', label: '' },
      { code: 'en', label: 'English (UK)' },
      { code: 'ar', label: '' },
    ]);
    expect(parseBookLanguages('en')).toEqual([]);
  });

  it('adds at the end, removes, reorders (the first is the default) and relabels', () => {
    let entries = toggleBookLanguage([], 'de');
    entries = toggleBookLanguage(entries, 'ja');
    expect(entries.map((entry) => entry.code)).toEqual(['de', 'ja']);
    entries = moveBookLanguage(entries, 'ja', -1);
    expect(entries.map((entry) => entry.code)).toEqual(['ja', 'de']);
    expect(moveBookLanguage(entries, 'ja', -1)).toEqual(entries);
    entries = relabelBookLanguage(entries, 'de', 'Deutsch (Schweiz)');
    expect(entries[1]).toEqual({ code: 'de', label: 'Deutsch (Schweiz)' });
    expect(toggleBookLanguage(entries, 'ja').map((entry) => entry.code)).toEqual(['de']);
  });
});
