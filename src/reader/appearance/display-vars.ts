import { validSetting, type Appearance } from './appearance-vars.js';

/**
 * The display settings that are pure looks, as CSS custom properties and data attributes on
 * the reader root (reader-settings.css draws them): thumbnail opacity, the icon sizes, the
 * outer border, the page edges, text sharpening and the link hotspots. Like appearanceOf, a
 * property is set only for a valid stored value, so a template's own value shows through.
 */
type Raw = Readonly<Record<string, unknown>>;

function pixels(raw: Raw, key: string): string | null {
  const value = validSetting(raw, key);
  return typeof value === 'number' ? `${value}px` : null;
}

function isOn(raw: Raw, key: string): boolean {
  return validSetting(raw, key) === true;
}

export function displayOf(raw: Raw): Appearance {
  const opacity = validSetting(raw, 'thumbnailOpacity');
  const thickness = validSetting(raw, 'pageThickness');
  const hasEdges = typeof thickness === 'number' && thickness > 0;
  return {
    vars: {
      '--fb-thumb-opacity': typeof opacity === 'number' ? String(opacity / 100) : null,
      '--fb-toolbar-icon-size': pixels(raw, 'toolbarIconSize'),
      '--fb-select-icon-size': pixels(raw, 'selectIconSize'),
      '--fb-phone-icon-size': pixels(raw, 'phoneIconSize'),
      '--fb-page-thickness': hasEdges ? `${thickness}px` : null,
    },
    attributes: {
      'data-outer-border': isOn(raw, 'outerBorder') ? 'on' : null,
      'data-page-edges': hasEdges ? 'on' : null,
      'data-text-sharpening': isOn(raw, 'textSharpening') ? 'on' : null,
      // Off hides the hotspots rather than dropping them, so the preview can bring them back at once.
      'data-page-links': validSetting(raw, 'pageLinks') === false ? 'off' : null,
    },
  };
}
