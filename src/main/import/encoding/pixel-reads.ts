/**
 * The reads every pass over a page's pixels shares (page-content.ts, page-palette.ts): small
 * enough for V8 to inline in the hot loops.
 */

/** An opaque white RGBA pixel read as one signed 32-bit word (the byte order is moot). */
export const OPAQUE_WHITE = -1;

/**
 * A pixel is grey when its channels differ by at most this much. Anti-aliased black text
 * on white is exactly grey; this margin absorbs the rounding of colour-managed renders.
 */
export const GRAY_TOLERANCE = 12;

/**
 * The pixels as 32-bit words when they are RGBA and aligned, so one read spots blank paper
 * (OPAQUE_WHITE); null otherwise.
 */
export function rgbaWords(data: Uint8Array | Uint8ClampedArray, channels: number, pixels: number): Int32Array | null {
  return channels === 4 && data.byteOffset % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, pixels) : null;
}

/** Whether a pixel's channels are within GRAY_TOLERANCE of each other. */
export function isGray(r: number, g: number, b: number): boolean {
  const max = r > g ? (r > b ? r : b) : g > b ? g : b;
  const min = r < g ? (r < b ? r : b) : g < b ? g : b;
  return max - min <= GRAY_TOLERANCE;
}

/** Rec. 601 luma in integers, the weights libvips and libjpeg use for grey. */
export function luma(r: number, g: number, b: number): number {
  return ((r * 299 + g * 587 + b * 114 + 500) / 1000) | 0;
}
