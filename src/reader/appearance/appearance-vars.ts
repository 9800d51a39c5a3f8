import { effectiveValue, settingEntry } from '../../shared/settings/catalogue.js';
import { storedColourToCss, storedColourWithAlpha } from '../../shared/settings/colour.js';
import { checkSettingValue } from '../../shared/settings/validate-settings.js';

/**
 * The CSS custom properties and data attributes the book's appearance settings put on the
 * reader root. A property is set only when the book sets a valid value; otherwise it is
 * removed (null), so the template's value or reader.css's default shows through. That is the
 * layering: an author's explicit setting beats the template, which beats the reader's look.
 */
export interface Appearance {
  vars: Record<string, string | null>;
  attributes: Record<string, string | null>;
}

type Raw = Readonly<Record<string, unknown>>;

/** The stored value of a catalogue key when it is present and valid, else undefined. */
export function validSetting(raw: Raw, key: string): unknown {
  const entry = settingEntry(key);
  if (entry === undefined || !Object.hasOwn(raw, key)) return undefined;
  return checkSettingValue(entry, raw[key]) === null ? raw[key] : undefined;
}

/** The value in effect: a valid stored value, or the catalogue default. */
export function settingOrDefault(raw: Raw, key: string): unknown {
  const entry = settingEntry(key);
  if (entry === undefined) return undefined;
  return validSetting(raw, key) ?? effectiveValue(entry, {});
}

function colour(raw: Raw, key: string): string | null {
  const value = validSetting(raw, key);
  return value === undefined ? null : storedColourToCss(value);
}

function pixels(raw: Raw, key: string): string | null {
  const value = validSetting(raw, key);
  return typeof value === 'number' ? `${value}px` : null;
}

function plain(raw: Raw, key: string, unit = ''): string | null {
  const value = validSetting(raw, key);
  return typeof value === 'number' ? `${value}${unit}` : null;
}

/** A relative or web URL as a CSS url(), with the characters that could end the string percent-encoded. */
export function cssUrl(url: string): string {
  const safe = url.replace(/["\\\n\r\f]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `url("${safe}")`;
}

/** How each background position choice sizes and repeats the image. */
const BACKGROUND_LAYOUT: Readonly<Record<string, { size: string; repeat: string; position: string }>> = {
  fill: { size: 'cover', repeat: 'no-repeat', position: 'center' },
  fit: { size: 'contain', repeat: 'no-repeat', position: 'center' },
  stretch: { size: '100% 100%', repeat: 'no-repeat', position: 'center' },
  tile: { size: 'auto', repeat: 'repeat', position: 'top left' },
  center: { size: 'auto', repeat: 'no-repeat', position: 'center' },
};

function toolbarBackground(raw: Raw): string | null {
  const stored = validSetting(raw, 'toolbarColour');
  const alpha = validSetting(raw, 'toolbarAlpha');
  if (stored === undefined && alpha === undefined) return null;
  // An alpha alone dims the reader's own bar colour.
  return storedColourWithAlpha(stored ?? settingOrDefault(raw, 'toolbarColour'), typeof alpha === 'number' ? alpha : 1);
}

/**
 * Whether the background is a gradient: a valid second colour unlike the first (a first
 * colour left unset is the template's, which the second may differ from). Without one the
 * background is its plain colour, which is far cheaper to paint (appearance.css).
 */
function hasGradient(raw: Raw): boolean {
  const second = colour(raw, 'backgroundColourB');
  return second !== null && second !== colour(raw, 'backgroundColourA');
}

export function appearanceOf(raw: Raw): Appearance {
  const image = validSetting(raw, 'backgroundImage');
  const layout = BACKGROUND_LAYOUT[String(settingOrDefault(raw, 'backgroundPosition'))] ?? BACKGROUND_LAYOUT.fill!;
  const hasImage = typeof image === 'string' && image !== '';
  const angle = validSetting(raw, 'backgroundAngle');
  return {
    vars: {
      '--fb-bg-a': colour(raw, 'backgroundColourA'),
      '--fb-bg-b': colour(raw, 'backgroundColourB'),
      '--fb-bg-angle': typeof angle === 'number' ? `${angle}deg` : null,
      '--fb-bg-opacity': plain(raw, 'backgroundOpacity'),
      '--fb-bg-image': hasImage ? cssUrl(image.trim()) : null,
      '--fb-bg-size': hasImage ? layout.size : null,
      '--fb-bg-repeat': hasImage ? layout.repeat : null,
      '--fb-bg-position': hasImage ? layout.position : null,
      '--fb-toolbar-bg': toolbarBackground(raw),
      '--fb-toolbar-button': colour(raw, 'toolbarButtonColour'),
      '--fb-toolbar-text': colour(raw, 'toolbarFontColour'),
      '--fb-popup-bg': colour(raw, 'popupColour'),
      '--fb-popup-text': colour(raw, 'popupFontColour'),
      '--fb-page-colour': colour(raw, 'pageColour'),
      '--fb-cover-border-width': pixels(raw, 'coverBorderWidth'),
      '--fb-cover-border-colour': colour(raw, 'coverBorderColour'),
      '--fb-cover-radius': pixels(raw, 'coverRadius'),
      '--fb-loading-bg': colour(raw, 'loadingBackground'),
      '--fb-loading-text': colour(raw, 'loadingFontColour'),
      '--fb-loading-size': pixels(raw, 'loadingFontSize'),
      '--fb-loading-image-height': pixels(raw, 'loadingImageHeight'),
    },
    attributes: {
      'data-bg-gradient': hasGradient(raw) ? 'on' : null,
      'data-shadows': settingOrDefault(raw, 'shadows') === false ? 'off' : null,
      'data-toolbar': settingOrDefault(raw, 'toolbarVisible') === false ? 'hidden' : null,
      'data-loading-animation': settingOrDefault(raw, 'loadingAnimation') === 'none' ? 'none' : null,
    },
  };
}

/** Puts an appearance on the reader root through the CSSOM (the reader's CSP forbids inline style markup). */
export function applyAppearanceTo(root: HTMLElement, appearance: Appearance): void {
  for (const [name, value] of Object.entries(appearance.vars)) {
    if (value === null) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  }
  for (const [name, value] of Object.entries(appearance.attributes)) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}
