import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isSinglePage, isTopBound, preloadRadius, readSettings } from './settings.js';

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

  it('binds a book at the top when it flips vertically or asks for a top binding', () => {
    expect(isTopBound(DEFAULT_SETTINGS)).toBe(false);
    expect(isTopBound(readSettings({ flipDirection: 'vertical' }))).toBe(true);
    expect(isTopBound(readSettings({ bindingType: 'top' }))).toBe(true);
    expect(isTopBound(readSettings({ flipDirection: 'horizontal', bindingType: 'side' }))).toBe(false);
    expect(isTopBound(readSettings({ flipDirection: 'diagonal', bindingType: 'spiral' }))).toBe(false);
  });

  it('caps an absurd flip time and allows an instant one', () => {
    expect(readSettings({ flipTime: 30 }).flipTime).toBe(5);
    expect(readSettings({ flipTime: 0 }).flipTime).toBe(0);
  });
});

describe('toolbar buttons and captions', () => {
  it('shows the navigation buttons by default and hides one whose button.<id> is false', () => {
    expect(readSettings({}).buttons.thumb).toBe(true);
    const settings = readSettings({ 'button.thumb': false, 'button.goto': 'no', pageCaption: '1:I' });
    expect(settings.buttons).toMatchObject({ thumb: false, goto: true, table: true });
    expect(settings.pageCaption).toBe('1:I');
  });
});

describe('the toolbar features settings', () => {
  it('keeps only web or relative URLs for home, downloads and music', () => {
    const settings = readSettings({
      homeUrl: 'javascript:alert(1)',
      backgroundSound: 'files/music.mp3',
      downloads: [{ title: 'PDF', url: 'files/book.pdf' }, { title: 'Bad', url: 'data:text/html,x' }, { title: 'Web', url: 'https://example.org/a.zip' }, 3],
    });
    expect(settings.homeUrl).toBe('');
    expect(settings.backgroundSound).toBe('files/music.mp3');
    expect(settings.downloads.map((d) => d.title)).toEqual(['PDF', 'Web']);
  });

  it('reads autoflip counts, -1 being forever, and keeps volumes in range', () => {
    expect(readSettings({ autoFlipCount: 2, autoFlipInterval: 1 })).toMatchObject({ autoFlipCount: 2, autoFlipInterval: 1 });
    expect(readSettings({ autoFlipCount: 0, autoFlipInterval: 0 })).toMatchObject({ autoFlipCount: -1, autoFlipInterval: 3 });
    expect(readSettings({ backgroundSoundVolume: 3 }).backgroundSoundVolume).toBe(0.5);
    expect(readSettings({ about: { title: 'Us', email: 7 } }).about).toMatchObject({ title: 'Us', email: '' });
  });
});

describe('the loading, address and share settings', () => {
  it('defaults to HD, the full preload, the page in the URL, back/forward and every share entry', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ highDefinition: true, fasterLoad: false, urlPageNumber: true, backForward: true });
    expect(DEFAULT_SETTINGS.share).toEqual({ webPage: true, html: true, embed: true });
    expect(preloadRadius(DEFAULT_SETTINGS)).toBe(2);
  });

  it('reads each one turned off, and faster load preloads one spread a side', () => {
    const settings = readSettings({ highDefinition: false, fasterLoad: true, urlPageNumber: false, backForward: false, shareWebPage: false, shareHtml: false, shareEmbed: 'no' });
    expect(settings).toMatchObject({ highDefinition: false, fasterLoad: true, urlPageNumber: false, backForward: false });
    expect(settings.share).toEqual({ webPage: false, html: false, embed: true });
    expect(preloadRadius(settings)).toBe(1);
  });
});

describe('single or double page', () => {
  it('follows an explicit mode whatever the room', () => {
    expect(isSinglePage('single', false)).toBe(true);
    expect(isSinglePage('double', true)).toBe(false);
  });

  it('takes whichever shows the pages larger in auto mode', () => {
    expect(isSinglePage('auto', true)).toBe(true);
    expect(isSinglePage('auto', false)).toBe(false);
  });
});
