import { grayLevelTable, LINE_ART_LEVELS } from './gray-levels.js';
import { LINE_ART_MID_TONE_SHARE, MID_TONE_HIGH, MID_TONE_LOW } from './page-content.js';
import { isGray, luma, OPAQUE_WHITE, rgbaWords } from './pixel-reads.js';

/**
 * The palette of a page that holds text and a few flat colours (coloured headings, rules,
 * bands, logos): the eight line-art greys, indices 0–7, then up to eight of the page's own
 * colours. Such a page is encoded losslessly by our own palette encoder instead of by
 * libwebp's lossy encoder, which spent ≈ 200 ms of CPU a page on it (decision 0260).
 */
export interface PagePalette {
  /** 0xRRGGBB of every index: the greys first, then the page's colours. */
  colours: number[];
}

/** How many of the page's own colours a palette keeps: with eight greys, sixteen entries pack two pixels to a byte. */
export const MAX_PAGE_COLOURS = 8;
/**
 * Coloured pixels outside the chosen colours (anti-aliased edges of coloured type, a gradient,
 * a photograph) may be at most this share of the page. The edges of coloured headings and
 * bands measure 0.05–0.2% of a page; a chart of many colours, a photograph or a gradient
 * backdrop one to tens of percent, and they stay lossy.
 */
export const UNFITTED_PIXEL_SHARE = 0.004;
/** A chosen colour holds at least this share of the page's coloured pixels; smaller bins are edges. */
const MIN_COLOUR_SHARE = 0.01;
/**
 * A chosen colour is a flat fill: its pixels' variance about their mean, summed over the three
 * channels, is at most this. A gradient spreads a bin's pixels over its 8 levels a channel
 * (variance ≈ 5 a channel) and would show bands if drawn in one colour; a flat fill is exact.
 */
const MAX_FLAT_VARIANCE = 3;
/** Colours are counted in bins of 5 bits a channel: close enough that a bin's mean stands for all of it. */
const BIN_SHIFT = 3;
const BINS = 1 << 15;
const LEVELS = grayLevelTable(LINE_ART_LEVELS);
const GRAY_INDEX = new Uint8Array(256).map((_, v) => Math.round(((LEVELS[v] as number) * (LINE_ART_LEVELS - 1)) / 255));
const GRAYS = Array.from({ length: LINE_ART_LEVELS }, (_, i) => Math.round((i * 255) / (LINE_ART_LEVELS - 1)) * 0x010101);

/** Per-bin counts and channel sums, kept between pages (one page's worth per thread). */
const counts = new Uint32Array(BINS);
const sums = new Float64Array(BINS * 3);
const squares = new Float64Array(BINS);

/** Raw pixels of three or four channels (RGB or RGBA), row after row. */
export interface ColourPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Rows a first, quick look reads: one in this many. Most colour pages are photographs,
 * gradients or charts, and the look turns them away at a quarter of a full pass's cost
 * (a full pass is ≈ 20 ms on an HD page); only a page it passes is read in full.
 */
const SAMPLE_ROW_STEP = 4;

/**
 * The page's palette when eight greys and at most eight of its own colours draw all but a
 * sliver of it and its greys are line art (few mid tones), or null when it needs a lossy
 * encoding: photographs, gradients, charts of many colours.
 */
export function choosePagePalette(image: ColourPixels): PagePalette | null {
  return paletteOfRows(image, SAMPLE_ROW_STEP) && paletteOfRows(image, 1);
}

/** The palette as judged from every `rowStep`th row of the page, in one pass over them. */
function paletteOfRows(image: ColourPixels, rowStep: number): PagePalette | null {
  const { data, channels, width } = image;
  counts.fill(0);
  sums.fill(0);
  squares.fill(0);
  const words = rgbaWords(data, channels, width * image.height);
  let pixels = 0;
  let coloured = 0;
  let midTones = 0;
  for (let y = 0; y < image.height; y += rowStep) {
    pixels += width;
    for (let p = y * width, end = p + width; p < end; p += 1) {
      if (words !== null && words[p] === OPAQUE_WHITE) continue;
      const i = p * channels;
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      if (isGray(r, g, b)) {
        const level = luma(r, g, b);
        if (level > MID_TONE_LOW && level < MID_TONE_HIGH) midTones += 1;
        continue;
      }
      coloured += 1;
      const bin = ((r >> BIN_SHIFT) << 10) | ((g >> BIN_SHIFT) << 5) | (b >> BIN_SHIFT);
      counts[bin] = (counts[bin] as number) + 1;
      sums[bin * 3] = (sums[bin * 3] as number) + r;
      sums[bin * 3 + 1] = (sums[bin * 3 + 1] as number) + g;
      sums[bin * 3 + 2] = (sums[bin * 3 + 2] as number) + b;
      squares[bin] = (squares[bin] as number) + r * r + g * g + b * b;
    }
  }
  if (midTones > pixels * LINE_ART_MID_TONE_SHARE) return null;
  const chosen = largestBins(MAX_PAGE_COLOURS).filter((bin) => (counts[bin] as number) >= coloured * MIN_COLOUR_SHARE && binVariance(bin) <= MAX_FLAT_VARIANCE);
  const fitted = chosen.reduce((sum, bin) => sum + (counts[bin] as number), 0);
  if (coloured - fitted > pixels * UNFITTED_PIXEL_SHARE) return null;
  const own = chosen.map((bin) => {
    const n = counts[bin] as number;
    const channel = (c: number) => Math.round((sums[bin * 3 + c] as number) / n);
    return (channel(0) << 16) | (channel(1) << 8) | channel(2);
  });
  return { colours: [...GRAYS, ...own] };
}

/** The variance of a bin's pixels about their mean colour, summed over the channels. */
function binVariance(bin: number): number {
  const n = counts[bin] as number;
  let meanSquares = 0;
  for (let c = 0; c < 3; c += 1) meanSquares += ((sums[bin * 3 + c] as number) / n) ** 2;
  return (squares[bin] as number) / n - meanSquares;
}

/** The `count` bins holding the most pixels, most first. */
function largestBins(count: number): number[] {
  const best: number[] = [];
  for (let bin = 0; bin < BINS; bin += 1) {
    const n = counts[bin] as number;
    if (n === 0) continue;
    if (best.length === count && n <= (counts[best[count - 1] as number] as number)) continue;
    let at = best.length;
    while (at > 0 && (counts[best[at - 1] as number] as number) < n) at -= 1;
    best.splice(at, 0, bin);
    if (best.length > count) best.pop();
  }
  return best;
}

/**
 * Every pixel's palette index, one byte a pixel: a grey pixel is snapped to the nearest of the
 * eight greys by its luma, exactly as line art is; a coloured one takes the nearest palette
 * entry (a grey or a colour), worked out once per 15-bit colour.
 */
export function paletteIndices(image: ColourPixels, palette: PagePalette): Uint8Array {
  const { data, channels } = image;
  const pixels = image.width * image.height;
  const white = LINE_ART_LEVELS - 1;
  const out = new Uint8Array(pixels).fill(white);
  const nearest = new Int8Array(BINS).fill(-1);
  const words = rgbaWords(data, channels, pixels);
  for (let p = 0; p < pixels; p += 1) {
    if (words !== null && words[p] === OPAQUE_WHITE) continue;
    const i = p * channels;
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    if (isGray(r, g, b)) {
      // Snapped by its luma, as the line-art path snaps a grey page.
      out[p] = GRAY_INDEX[luma(r, g, b)] as number;
      continue;
    }
    const bin = ((r >> BIN_SHIFT) << 10) | ((g >> BIN_SHIFT) << 5) | (b >> BIN_SHIFT);
    let index = nearest[bin] as number;
    if (index < 0) {
      index = nearestEntry(palette.colours, r, g, b);
      nearest[bin] = index;
    }
    out[p] = index;
  }
  return out;
}

function nearestEntry(colours: number[], r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < colours.length; i += 1) {
    const c = colours[i] as number;
    const dr = ((c >> 16) & 0xff) - r;
    const dg = ((c >> 8) & 0xff) - g;
    const db = (c & 0xff) - b;
    const distance = dr * dr + dg * dg + db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}
