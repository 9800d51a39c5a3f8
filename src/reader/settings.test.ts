import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isSinglePage, readSettings } from './settings.js';

describe('reading the book settings', () => {
  it('gives the defaults for an empty record, with the recommended 0.3 s flip', () => {
    expect(readSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({}).flipTime).toBe(0.3);
  });

  it('takes well-formed values', () => {
    const settings = readSettings({ flipTime: 1.2, rightToLeft: true, pageMode: 'single', flipStyle: 'slide', linkTarget: 'self', banLastPage: true });
    expect(settings).toMatchObject({ flipTime: 1.2, rightToLeft: true, pageMode: 'single', flipStyle: 'slide', linkTarget: 'self', banLastPage: true });
  });

  it('falls back to the default for malformed values', () => {
    const settings = readSettings({ flipTime: -1, rightToLeft: 'yes', pageMode: 'triple', flipStyle: 3, linkTarget: '_top' });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ flipTime: Number.NaN }).flipTime).toBe(0.3);
  });

  it('caps an absurd flip time and allows an instant one', () => {
    expect(readSettings({ flipTime: 30 }).flipTime).toBe(5);
    expect(readSettings({ flipTime: 0 }).flipTime).toBe(0);
  });
});

describe('single or double page', () => {
  it('follows an explicit mode whatever the screen', () => {
    expect(isSinglePage('single', { width: 1600, height: 900 })).toBe(true);
    expect(isSinglePage('double', { width: 400, height: 800 })).toBe(false);
  });

  it('goes single on portrait and narrow screens in auto mode', () => {
    expect(isSinglePage('auto', { width: 1000, height: 700 })).toBe(false);
    expect(isSinglePage('auto', { width: 600, height: 900 })).toBe(true);
    expect(isSinglePage('auto', { width: 650, height: 400 })).toBe(true);
  });
});
