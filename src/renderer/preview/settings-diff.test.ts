import { describe, expect, it } from 'vitest';
import { diffSettings } from './settings-diff.js';

describe('the preview settings diff', () => {
  it('sends nothing when nothing changed, even for a rebuilt structured value', () => {
    expect(diffSettings({ flipTime: 1, about: { title: 'A' } }, { flipTime: 1, about: { title: 'A' } })).toEqual([]);
  });

  it('sends one change per changed or added key', () => {
    expect(diffSettings({ flipTime: 1, 'button.zoom': true }, { flipTime: 0.5, 'button.zoom': true, backgroundColourA: '0x112233' })).toEqual([
      { key: 'flipTime', value: 0.5 },
      { key: 'backgroundColourA', value: '0x112233' },
    ]);
  });

  it('sends a removed key as null, so the reader falls back to its default', () => {
    expect(diffSettings({ flipTime: 1, backgroundColourA: '0x112233' }, { flipTime: 1 })).toEqual([{ key: 'backgroundColourA', value: null }]);
  });

  it('sends a changed list or record whole', () => {
    expect(diffSettings({ languages: ['en'] }, { languages: ['en', 'fr'] })).toEqual([{ key: 'languages', value: ['en', 'fr'] }]);
  });

  it('never sends a stray setting named like the whole-book or title messages', () => {
    expect(diffSettings({}, { book: { pages: [] }, title: 'x', flipTime: 2 })).toEqual([{ key: 'flipTime', value: 2 }]);
  });
});
