import { isGray, luma, OPAQUE_WHITE, rgbaWords } from './pixel-reads.js';
import type { RawImage } from './raw-image.js';

/**
 * What a page looks like, which decides how it is encoded:
 * - `line-art`: grey only and almost all paper or ink (text, diagrams). Few grey levels
 *   lose nothing visible, and a lossless palette WebP of them is a third of a JPEG's size.
 * - `gray-tone`: grey only, with many mid tones (a scanned or photographic grey page).
 *   Lossy, like colour, but one channel of pixels instead of three.
 * - `colour`: anything else, encoded lossy at the chosen definition.
 * The grey pixels come with the grey kinds so no encoder has to convert them again.
 */
export type PageContent = { kind: 'line-art'; gray: Uint8Array } | { kind: 'gray-tone'; gray: Uint8Array } | { kind: 'colour' };

/**
 * More coloured pixels than this share of the page make it a colour page. A coloured
 * link, rule or logo of a few hundred pixels is enough, so colour is never lost.
 */
export const COLOUR_PIXEL_SHARE = 1 / 20_000;
/**
 * Line art is at most this share of mid-tone pixels (between near-black and near-white).
 * Dense body text at 1,400 px has about 8% of them, in the anti-aliased edges of glyphs;
 * a photograph has most of its pixels there.
 */
export const LINE_ART_MID_TONE_SHARE = 0.25;
/** Grey levels strictly between these are mid tones. */
export const MID_TONE_LOW = 40;
export const MID_TONE_HIGH = 215;

/**
 * Classifies a page in one pass over its pixels, building its grey version on the way.
 * The pass stops building as soon as the page proves to be in colour.
 */
export function analysePageContent(image: RawImage): PageContent {
  const { data, channels } = image;
  const pixels = image.width * image.height;
  const colourLimit = Math.floor(pixels * COLOUR_PIXEL_SHARE);
  // Most of a page is blank paper, which is grey 255 and no mid tone: the grey page starts
  // white, and one 32-bit read spots an opaque white RGBA pixel and skips it altogether
  // (the byte order is moot). That halves the pass on a page of text.
  const gray = new Uint8Array(pixels).fill(255);
  const words = rgbaWords(data, channels, pixels);
  let coloured = 0;
  let midTones = 0;
  for (let p = 0; p < pixels; p += 1) {
    if (words !== null && words[p] === OPAQUE_WHITE) continue;
    const i = p * channels;
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    if (!isGray(r, g, b)) {
      coloured += 1;
      if (coloured > colourLimit) return { kind: 'colour' };
    }
    const level = luma(r, g, b);
    gray[p] = level;
    if (level > MID_TONE_LOW && level < MID_TONE_HIGH) midTones += 1;
  }
  return midTones <= pixels * LINE_ART_MID_TONE_SHARE ? { kind: 'line-art', gray } : { kind: 'gray-tone', gray };
}
