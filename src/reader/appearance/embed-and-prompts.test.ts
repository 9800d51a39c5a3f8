import { beforeAll, describe, expect, it } from 'vitest';
import { READER_LOCALES } from '../locales.js';
import { APPEARANCE_LOCALES, appearanceWords } from './appearance-words.js';
import { analyticsIdToLoad, refusesToShow } from './embed-and-analytics.js';
import { promptKind } from './prompts.js';
import { loadReaderWords } from '../reader-words.js';
import { LANGUAGE_CODES as EVERY_LANGUAGE } from '../../shared/i18n/languages.js';

// The languages other than English are parts of their own, loaded as a published book loads them.
beforeAll(() => Promise.all(EVERY_LANGUAGE.map(loadReaderWords)));

describe('embed-only reading', () => {
  it('refuses only a published, embed-only book opened as a page of its own', () => {
    expect(refusesToShow({ embedOnly: true }, { published: true, framed: false })).toBe(true);
    expect(refusesToShow({ embedOnly: true }, { published: true, framed: true })).toBe(false);
    expect(refusesToShow({ embedOnly: true }, { published: false, framed: false })).toBe(false);
    expect(refusesToShow({}, { published: true, framed: false })).toBe(false);
  });
});

describe('analytics', () => {
  it('loads nothing without an id, in the preview, or for an id of another shape', () => {
    expect(analyticsIdToLoad({}, true)).toBeNull();
    expect(analyticsIdToLoad({ analyticsId: 'G-ABC123' }, false)).toBeNull();
    expect(analyticsIdToLoad({ analyticsId: 'my-own-id' }, true)).toBeNull();
    expect(analyticsIdToLoad({ analyticsId: 'G-ABC123' }, true)).toBe('G-ABC123');
  });
});

describe('help and gesture prompts', () => {
  it('shows the gesture hint on touch screens and the help line elsewhere, each only when turned on', () => {
    expect(promptKind({}, false)).toBeNull();
    expect(promptKind({ helpPrompt: true }, false)).toBe('help');
    expect(promptKind({ helpPrompt: true }, true)).toBeNull();
    expect(promptKind({ gesturePrompt: true }, true)).toBe('gesture');
  });

  it("has the prompts' words in every reader language, falling back to English", () => {
    expect([...APPEARANCE_LOCALES].sort()).toEqual([...READER_LOCALES].sort());
    for (const code of READER_LOCALES) expect(appearanceWords(code).help.length, code).toBeGreaterThan(5);
    expect(appearanceWords('xx').help).toBe(appearanceWords('en').help);
    expect(appearanceWords('fr-CA').embedOnly).toBe(appearanceWords('fr').embedOnly);
  });
});
