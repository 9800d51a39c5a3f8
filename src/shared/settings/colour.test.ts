import { describe, expect, it } from 'vitest';
import { cssColourToStored, isStoredColour, storedColourToCss, storedColourWithAlpha } from './colour.js';

describe('setting colours', () => {
  it('shows a stored 0x colour as #rrggbb and stores #rrggbb as 0x', () => {
    expect(storedColourToCss('0xFF8800')).toBe('#ff8800');
    expect(cssColourToStored('#FF8800')).toBe('0xff8800');
    expect(cssColourToStored('#f80')).toBe('0xff8800');
    expect(storedColourToCss(cssColourToStored('#123abc'))).toBe('#123abc');
  });

  it('refuses anything that is not a six-digit hex colour', () => {
    for (const bad of ['#ff8800', '0xff88', 'red', '0xff8800;background:url(x)', 12, null]) {
      expect(storedColourToCss(bad)).toBeNull();
      expect(isStoredColour(bad)).toBe(false);
    }
    expect(cssColourToStored('0xff8800')).toBeNull();
    expect(cssColourToStored('rgb(1,2,3)')).toBeNull();
  });

  it('gives a colour with an alpha as rgb()', () => {
    expect(storedColourWithAlpha('0x102030', 0.5)).toBe('rgb(16 32 48 / 0.5)');
    expect(storedColourWithAlpha('0x102030', 3)).toBe('rgb(16 32 48 / 1)');
    expect(storedColourWithAlpha('nope', 1)).toBeNull();
  });
});
