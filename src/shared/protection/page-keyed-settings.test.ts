import { describe, expect, it } from 'vitest';
import { PAGE_AUDIO_SETTING } from '../features/page-audio.js';
import { PAGE_MEDIA_SETTING } from '../features/page-media.js';
import { mergePageSettings, PAGE_KEYED_SETTINGS, splitPageSettings } from './page-keyed-settings.js';

const settings = {
  title: 'kept',
  pageAudio: { p1: { source: 'speech', text: 'open' }, p2: { source: 'speech', text: 'secret' } },
  pageMedia: { p2: [{ id: 'x' }], p3: [{ id: 'y' }] },
};

describe('page-keyed settings of protected pages', () => {
  it('names the features’ own setting keys', () => {
    expect([...PAGE_KEYED_SETTINGS].sort()).toEqual([PAGE_AUDIO_SETTING, PAGE_MEDIA_SETTING].sort());
  });

  it('takes the protected pages’ entries out, leaving every other setting as it was', () => {
    const { open, sealed } = splitPageSettings(settings, new Set(['p2', 'p3']));
    expect(open).toEqual({ title: 'kept', pageAudio: { p1: settings.pageAudio.p1 }, pageMedia: {} });
    expect(sealed).toEqual({ pageAudio: { p2: settings.pageAudio.p2 }, pageMedia: settings.pageMedia });
    expect(splitPageSettings(settings, new Set()).sealed).toEqual({});
  });

  it('merges them back into what it took them from', () => {
    const { open, sealed } = splitPageSettings(settings, new Set(['p2']));
    expect(mergePageSettings(open, sealed)).toEqual(settings);
  });

  it('ignores a sealed document that is not a record of entries', () => {
    expect(mergePageSettings({ a: 1 }, null)).toEqual({ a: 1 });
    expect(mergePageSettings({ a: 1 }, { pageMedia: ['x'], other: { p: 1 } })).toEqual({ a: 1 });
  });
});
