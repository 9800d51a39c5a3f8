import { describe, expect, it } from 'vitest';
import { isMediaUrl, isSafeUrl, urlExtension } from './media-kinds.js';
import { unknownSettingKeys, validateBookSettings } from './validate-settings.js';

describe('validating a loaded book', () => {
  it('finds nothing wrong with an empty record or with defaults and good values', () => {
    expect(validateBookSettings({})).toEqual([]);
    expect(
      validateBookSettings({ flipTime: 1.2, backgroundOpacity: 0.4, autoFlipCount: -1, backgroundColourA: '0x112233', backgroundAngle: 90, backgroundImage: 'files/bg.jpg', homeUrl: 'https://example.com' }),
    ).toEqual([]);
  });

  it('reports out-of-range, wrongly typed and unknown-choice values with their reason', () => {
    const problems = validateBookSettings({
      backgroundOpacity: 1.5,
      toolbarAlpha: -0.1,
      flipTime: '0.3',
      autoFlipCount: 0,
      backgroundAngle: 45,
      pageMode: 'triple',
      'button.zoom': 'yes',
      backgroundColourA: '#ff0000',
      selectIconSize: 40,
      thumbnailOpacity: 101,
      marginMobileX: 12.5,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { key: 'backgroundOpacity', value: 1.5, reason: 'range' },
        { key: 'toolbarAlpha', value: -0.1, reason: 'range' },
        { key: 'flipTime', value: '0.3', reason: 'type' },
        { key: 'autoFlipCount', value: 0, reason: 'range' },
        { key: 'backgroundAngle', value: 45, reason: 'choice' },
        { key: 'pageMode', value: 'triple', reason: 'choice' },
        { key: 'button.zoom', value: 'yes', reason: 'type' },
        { key: 'backgroundColourA', value: '#ff0000', reason: 'format' },
        { key: 'selectIconSize', value: 40, reason: 'range' },
        { key: 'thumbnailOpacity', value: 101, reason: 'range' },
        { key: 'marginMobileX', value: 12.5, reason: 'range' },
      ]),
    );
    expect(problems).toHaveLength(11);
  });

  it('refuses unsafe links and media of the wrong kind', () => {
    expect(validateBookSettings({ homeUrl: 'javascript:alert(1)', backgroundImage: 'notes.txt', backgroundSound: 'file:///etc/passwd', analyticsId: '<script>' })).toEqual([
      { key: 'backgroundImage', value: 'notes.txt', reason: 'media' },
      { key: 'backgroundSound', value: 'file:///etc/passwd', reason: 'url' },
      { key: 'homeUrl', value: 'javascript:alert(1)', reason: 'url' },
      { key: 'analyticsId', value: '<script>', reason: 'format' },
    ]);
  });

  it('never reports or drops keys it does not know, nor the keys other panels own', () => {
    const settings = { futureSetting: 42, template: 'metro', theme: 'night', protection: { mode: 'public' }, bookmarks: [], pageAudio: {} };
    expect(validateBookSettings(settings)).toEqual([]);
    expect(unknownSettingKeys(settings)).toEqual(['futureSetting']);
    expect(settings.futureSetting).toBe(42);
  });
});

describe('media URLs', () => {
  it('accepts web and relative files of the right kind only', () => {
    expect(urlExtension('https://x.org/a/b.JPG?v=2#top')).toBe('jpg');
    expect(urlExtension('folder.d/file')).toBe('');
    expect(isMediaUrl('image', 'images/bg.png')).toBe(true);
    expect(isMediaUrl('image', 'song.mp3')).toBe(false);
    expect(isMediaUrl('sound', 'https://cdn.example/song.mp3')).toBe(true);
    expect(isMediaUrl('video', 'data:video/mp4;base64,AAAA.mp4')).toBe(false);
    expect(isSafeUrl('//evil.example/x.png')).toBe(false);
  });
});
