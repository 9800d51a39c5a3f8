import { scaleRowsAcross, type InkSpans } from './downscale-rows.js';
import { axisTaps, WEIGHT_ONE, type AxisTaps, type Bitmap } from './downscale-taps.js';

export type { Bitmap } from './downscale-taps.js';

/** The rows scaled across, kept between pages (a page's worth is megabytes), in 1/256 steps. */
let middle = new Uint16Array(0);

/**
 * Scales a bitmap down by exactly `scale` (output pixels per input pixel, at most 1) into
 * an output of the given size, averaging the area each output pixel covers. Unlike a
 * resize to a size, which scales each axis by its own rounded ratio, this keeps the
 * page's geometry exact: a page rendered into a 1211-pixel-wide bitmap is really 1211.47
 * pixels wide, and fitting 1211 pixels into 934 would stretch the text by a third of a
 * pixel, which alone costs 0.02 of SSIM against pdftoppm (docs/decisions/0005). Area
 * averaging is also what a renderer's anti-aliasing does when it draws at the smaller size.
 * RGBA comes out as RGB: rendered pages are opaque paper.
 */
export function exactDownscale(source: Bitmap, width: number, height: number, scale: number): Bitmap {
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`downscale factor must be in (0, 1], got ${scale}`);
  const across = axisTaps(source.width, width, scale);
  const down = axisTaps(source.height, height, scale);
  const channels = source.channels === 4 ? 3 : source.channels;
  const rowLength = width * channels;
  if (middle.length < rowLength * source.height) middle = new Uint16Array(rowLength * source.height);
  const spans = scaleRowsAcross(source, across, width, scale, middle);
  return { data: scaleColumns(middle, channels, width, down, height, spans), width, height, channels };
}

/**
 * The scaled rows averaged down into the output rows, rounding each pixel to the nearest
 * value. Only the columns that some input row of an output row has ink in are averaged;
 * the rest of the row is white.
 */
function scaleColumns(rows: Uint16Array, channels: number, width: number, down: AxisTaps, height: number, spans: InkSpans): Uint8Array {
  const rowLength = width * channels;
  const out = new Uint8Array(rowLength * height).fill(255);
  const half = (WEIGHT_ONE * WEIGHT_ONE) / 2;
  for (let y = 0; y < height; y += 1) {
    const taps = down.count[y] as number;
    const tapBase = y * down.maxTaps;
    const firstInputRow = down.first[y] as number;
    let from = width;
    let to = -1;
    for (let t = 0; t < taps; t += 1) {
      from = Math.min(from, spans.from[firstInputRow + t] as number);
      to = Math.max(to, spans.to[firstInputRow + t] as number);
    }
    if (from > to) continue;
    const firstRow = firstInputRow * rowLength;
    const outRow = y * rowLength;
    const start = from * channels;
    const end = (to + 1) * channels;
    if (taps === 2) {
      // The usual case at the normal rendition's scale, unrolled.
      const w0 = down.weights[tapBase] as number;
      const w1 = down.weights[tapBase + 1] as number;
      for (let i = start; i < end; i += 1) out[outRow + i] = (w0 * (rows[firstRow + i] as number) + w1 * (rows[firstRow + rowLength + i] as number) + half) >>> 16;
      continue;
    }
    for (let i = start; i < end; i += 1) {
      let sum = half;
      for (let t = 0; t < taps; t += 1) sum += (down.weights[tapBase + t] as number) * (rows[firstRow + t * rowLength + i] as number);
      out[outRow + i] = sum >>> 16;
    }
  }
  return out;
}
