import { describe, expect, it } from 'vitest';
import { mergeSettingsPatch } from './merge-settings.js';

describe('merging a settings patch', () => {
  it('changes the patched keys, keeps the others, and removes keys patched to null', () => {
    const before = { flipTime: 1, backgroundColourA: '0x112233', futureKey: 'kept' };
    expect(mergeSettingsPatch(before, { flipTime: 2, backgroundColourA: null, pageMode: 'single' })).toEqual({ flipTime: 2, futureKey: 'kept', pageMode: 'single' });
    expect(before.backgroundColourA).toBe('0x112233');
  });
});
