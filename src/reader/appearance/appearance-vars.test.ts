import { describe, expect, it } from 'vitest';
import { appearanceOf, cssUrl } from './appearance-vars.js';

describe('the reader appearance from book settings', () => {
  it('sets nothing for a book without appearance settings, so templates and reader.css decide', () => {
    const { vars, attributes } = appearanceOf({});
    expect(Object.values(vars).every((value) => value === null)).toBe(true);
    expect(Object.values(attributes).every((value) => value === null)).toBe(true);
  });

  it('turns stored 0x colours into CSS colours and angles into degrees', () => {
    const { vars } = appearanceOf({ backgroundColourA: '0xFF0000', backgroundColourB: '0x0000ff', backgroundAngle: 90, pageColour: '0xfafafa' });
    expect(vars['--fb-bg-a']).toBe('#ff0000');
    expect(vars['--fb-bg-b']).toBe('#0000ff');
    expect(vars['--fb-bg-angle']).toBe('90deg');
    expect(vars['--fb-page-colour']).toBe('#fafafa');
  });

  it('marks the background a gradient only when its second colour differs from the first', () => {
    expect(appearanceOf({ backgroundColourA: '0xFF0000', backgroundColourB: '0x0000ff' }).attributes['data-bg-gradient']).toBe('on');
    // A second colour alone runs from the template's colour to it.
    expect(appearanceOf({ backgroundColourB: '0x0000ff' }).attributes['data-bg-gradient']).toBe('on');
    expect(appearanceOf({ backgroundColourA: '0xff0000', backgroundColourB: '0xFF0000' }).attributes['data-bg-gradient']).toBeNull();
    expect(appearanceOf({ backgroundColourA: '0xff0000' }).attributes['data-bg-gradient']).toBeNull();
    expect(appearanceOf({ backgroundColourB: 'blue;}' }).attributes['data-bg-gradient']).toBeNull();
  });

  it('ignores out-of-range and malformed values instead of writing them into CSS', () => {
    const { vars } = appearanceOf({ backgroundColourA: 'red;}body{display:none', backgroundOpacity: 7, backgroundAngle: 45, coverRadius: -3 });
    expect(vars['--fb-bg-a']).toBeNull();
    expect(vars['--fb-bg-opacity']).toBeNull();
    expect(vars['--fb-bg-angle']).toBeNull();
    expect(vars['--fb-cover-radius']).toBeNull();
  });

  it('combines the toolbar colour with its alpha', () => {
    expect(appearanceOf({ toolbarColour: '0x102030', toolbarAlpha: 0.5 }).vars['--fb-toolbar-bg']).toBe('rgb(16 32 48 / 0.5)');
    expect(appearanceOf({ toolbarAlpha: 0 }).vars['--fb-toolbar-bg']).toBe('rgb(36 38 42 / 0)');
  });

  it('lays a background image out by its position choice, only for a safe image URL', () => {
    const tiled = appearanceOf({ backgroundImage: 'files/bg.png', backgroundPosition: 'tile' }).vars;
    expect(tiled['--fb-bg-image']).toBe('url("files/bg.png")');
    expect(tiled['--fb-bg-repeat']).toBe('repeat');
    expect(appearanceOf({ backgroundImage: 'javascript:alert(1).png' }).vars['--fb-bg-image']).toBeNull();
    expect(cssUrl('a"b\\c.png')).toBe('url("a%22b%5cc.png")');
  });

  it('marks shadows off, a hidden toolbar and no loading animation as attributes', () => {
    expect(appearanceOf({ shadows: false, toolbarVisible: false, loadingAnimation: 'none' }).attributes).toEqual({
      'data-bg-gradient': null,
      'data-shadows': 'off',
      'data-toolbar': 'hidden',
      'data-loading-animation': 'none',
    });
  });
});
