/**
 * Colours in the book configuration are `0xrrggbb` strings (the format the spec's settings
 * files use); the editor's colour picker and CSS speak `#rrggbb`. These convert between the
 * two and refuse anything else, so a hostile value never reaches a style sheet.
 */

const STORED = /^0x([0-9a-f]{6})$/i;
const CSS = /^#([0-9a-f]{6})$/i;
const CSS_SHORT = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

export function isStoredColour(value: unknown): value is string {
  return typeof value === 'string' && STORED.test(value);
}

/** `0xAABBCC` to `#aabbcc`; null when the value is not a stored colour. */
export function storedColourToCss(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = STORED.exec(value);
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/** `#aabbcc` (or `#abc`) to `0xaabbcc`; null when the value is not a CSS hex colour. */
export function cssColourToStored(value: string): string | null {
  const long = CSS.exec(value);
  if (long) return `0x${long[1]!.toLowerCase()}`;
  const short = CSS_SHORT.exec(value);
  return short ? `0x${short.slice(1).map((digit) => digit!.repeat(2)).join('').toLowerCase()}` : null;
}

/** A stored colour with an alpha (0-1) as CSS `rgb(r g b / a)`; null when the colour is invalid. */
export function storedColourWithAlpha(value: unknown, alpha: number): string | null {
  const css = storedColourToCss(value);
  if (css === null) return null;
  const channel = (at: number) => Number.parseInt(css.slice(at, at + 2), 16);
  const a = Math.min(1, Math.max(0, alpha));
  return `rgb(${channel(1)} ${channel(3)} ${channel(5)} / ${a})`;
}
