import { describe, expect, it } from 'vitest';
import { displayOf } from './display-vars.js';

describe('the display settings as CSS on the reader root', () => {
  it('sets nothing for a book that leaves them alone', () => {
    const { vars, attributes } = displayOf({});
    expect(Object.values(vars).every((value) => value === null)).toBe(true);
    expect(Object.values(attributes).every((value) => value === null)).toBe(true);
  });

  it('turns opacity, icon sizes and page thickness into custom properties', () => {
    const { vars, attributes } = displayOf({ thumbnailOpacity: 40, toolbarIconSize: 30, selectIconSize: 18, phoneIconSize: 35, pageThickness: 6 });
    expect(vars).toEqual({
      '--fb-thumb-opacity': '0.4',
      '--fb-toolbar-icon-size': '30px',
      '--fb-select-icon-size': '18px',
      '--fb-phone-icon-size': '35px',
      '--fb-page-thickness': '6px',
    });
    expect(attributes['data-page-edges']).toBe('on');
  });

  it('refuses icon sizes outside 18-35 px and draws no edges for a thickness of 0', () => {
    const { vars, attributes } = displayOf({ toolbarIconSize: 40, selectIconSize: 17, pageThickness: 0, thumbnailOpacity: 101 });
    expect(vars['--fb-toolbar-icon-size']).toBeNull();
    expect(vars['--fb-select-icon-size']).toBeNull();
    expect(vars['--fb-thumb-opacity']).toBeNull();
    expect(vars['--fb-page-thickness']).toBeNull();
    expect(attributes['data-page-edges']).toBeNull();
  });

  it('marks the outer border, text sharpening and hidden page links as attributes', () => {
    expect(displayOf({ outerBorder: true, textSharpening: true, pageLinks: false }).attributes).toMatchObject({
      'data-outer-border': 'on',
      'data-text-sharpening': 'on',
      'data-page-links': 'off',
    });
    expect(displayOf({ outerBorder: 'yes', textSharpening: false, pageLinks: true }).attributes).toMatchObject({
      'data-outer-border': null,
      'data-text-sharpening': null,
      'data-page-links': null,
    });
  });
});
