/** Pixels of one or more interleaved channels, row after row. */
export interface Bitmap {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** Weights are fixed point: each output pixel's weights add up to exactly this. */
const WEIGHT_ONE = 256;

/**
 * One axis of an area-average resize: for each output pixel, the input pixels it covers
 * and by how much. Every output pixel covers exactly 1/scale input pixels, starting at
 * its own position divided by the scale; where that runs past the input's edge the
 * weights cover only what is there. The weights of a pixel add up to WEIGHT_ONE exactly,
 * so white paper stays exactly white.
 */
interface AxisTaps {
  first: Int32Array;
  count: Uint8Array;
  /** maxTaps weights per output pixel. */
  weights: Int32Array;
  maxTaps: number;
}

function axisTaps(inputLength: number, outputLength: number, scale: number): AxisTaps {
  const span = 1 / scale;
  const maxTaps = Math.ceil(span) + 1;
  const first = new Int32Array(outputLength);
  const count = new Uint8Array(outputLength);
  const weights = new Int32Array(outputLength * maxTaps);
  const covered = new Float64Array(maxTaps);
  for (let out = 0; out < outputLength; out += 1) {
    const start = Math.min(out * span, inputLength - 1);
    const end = Math.min((out + 1) * span, inputLength);
    const from = Math.floor(start);
    let taps = 0;
    let total = 0;
    for (let i = from; i < end && taps < maxTaps; i += 1, taps += 1) {
      covered[taps] = Math.min(i + 1, end) - Math.max(i, start);
      total += covered[taps] as number;
    }
    let given = 0;
    let largest = 0;
    for (let t = 0; t < taps; t += 1) {
      const weight = Math.round(((covered[t] as number) / total) * WEIGHT_ONE);
      weights[out * maxTaps + t] = weight;
      given += weight;
      if (weight > (weights[out * maxTaps + largest] as number)) largest = t;
    }
    weights[out * maxTaps + largest] = (weights[out * maxTaps + largest] as number) + WEIGHT_ONE - given;
    first[out] = from;
    count[out] = taps;
  }
  return { first, count, weights, maxTaps };
}

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
 */
export function exactDownscale(source: Bitmap, width: number, height: number, scale: number): Uint8Array {
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`downscale factor must be in (0, 1], got ${scale}`);
  const across = axisTaps(source.width, width, scale);
  const down = axisTaps(source.height, height, scale);
  const rowLength = width * source.channels;
  if (middle.length < rowLength * source.height) middle = new Uint16Array(rowLength * source.height);
  const blankRows = source.channels === 1 && across.maxTaps <= 3 ? scaleGrayRows(source, across, width, middle) : scaleRows(source, across, width, middle);
  return scaleColumns(middle, rowLength, down, height, blankRows);
}

/** A white input pixel scaled across: 255 at the fixed-point scale of the weights. */
const WHITE_SCALED = 255 * WEIGHT_ONE;

/**
 * Each grey row scaled across, three taps unrolled (a tap past the row's end weighs 0).
 * Rows of blank white paper, between lines and in margins, are only filled, and marked
 * so the vertical pass can fill what they alone make.
 */
function scaleGrayRows(source: Bitmap, across: AxisTaps, width: number, into: Uint16Array): Uint8Array {
  const { data } = source;
  const { first, count, weights, maxTaps } = across;
  const lastColumn = source.width - 1;
  const tap = (t: number) => {
    const index = new Int32Array(width);
    const weight = new Int32Array(width);
    for (let x = 0; x < width; x += 1) {
      index[x] = Math.min((first[x] as number) + t, lastColumn);
      weight[x] = t < (count[x] as number) ? (weights[x * maxTaps + t] as number) : 0;
    }
    return { index, weight };
  };
  const { index: i0, weight: w0 } = tap(0);
  const { index: i1, weight: w1 } = tap(1);
  const { index: i2, weight: w2 } = tap(2);
  const blankRows = new Uint8Array(source.height);
  for (let y = 0; y < source.height; y += 1) {
    const inRow = y * source.width;
    const outRow = y * width;
    let x = 0;
    while (x < source.width && data[inRow + x] === 255) x += 1;
    if (x === source.width) {
      blankRows[y] = 1;
      into.fill(WHITE_SCALED, outRow, outRow + width);
      continue;
    }
    for (let x = 0; x < width; x += 1) {
      into[outRow + x] =
        (w0[x] as number) * (data[inRow + (i0[x] as number)] as number) +
        (w1[x] as number) * (data[inRow + (i1[x] as number)] as number) +
        (w2[x] as number) * (data[inRow + (i2[x] as number)] as number);
    }
  }
  return blankRows;
}

/** Each row scaled across, any number of channels and taps; no row is taken to be blank. */
function scaleRows(source: Bitmap, across: AxisTaps, width: number, into: Uint16Array): Uint8Array {
  const { data, channels } = source;
  const rowLength = width * channels;
  for (let y = 0; y < source.height; y += 1) {
    const inRow = y * source.width * channels;
    const midRow = y * rowLength;
    for (let x = 0; x < width; x += 1) {
      const taps = across.count[x] as number;
      const tapBase = x * across.maxTaps;
      const inBase = inRow + (across.first[x] as number) * channels;
      for (let c = 0; c < channels; c += 1) {
        let sum = 0;
        for (let t = 0; t < taps; t += 1) sum += (across.weights[tapBase + t] as number) * (data[inBase + t * channels + c] as number);
        into[midRow + x * channels + c] = sum;
      }
    }
  }
  return new Uint8Array(source.height);
}

/** The scaled rows averaged down into the output rows, rounding each pixel to the nearest value. */
function scaleColumns(rows: Uint16Array, rowLength: number, down: AxisTaps, height: number, blankRows: Uint8Array): Uint8Array {
  const out = new Uint8Array(rowLength * height);
  const half = (WEIGHT_ONE * WEIGHT_ONE) / 2;
  for (let y = 0; y < height; y += 1) {
    const taps = down.count[y] as number;
    const tapBase = y * down.maxTaps;
    const firstRow = (down.first[y] as number) * rowLength;
    const outRow = y * rowLength;
    let blank = true;
    for (let t = 0; t < taps && blank; t += 1) blank = blankRows[(down.first[y] as number) + t] === 1;
    if (blank) {
      out.fill(255, outRow, outRow + rowLength);
      continue;
    }
    if (taps === 2) {
      // The usual case at the normal rendition's scale, unrolled.
      const w0 = down.weights[tapBase] as number;
      const w1 = down.weights[tapBase + 1] as number;
      for (let i = 0; i < rowLength; i += 1) out[outRow + i] = (w0 * (rows[firstRow + i] as number) + w1 * (rows[firstRow + rowLength + i] as number) + half) >>> 16;
      continue;
    }
    for (let i = 0; i < rowLength; i += 1) {
      let sum = half;
      for (let t = 0; t < taps; t += 1) sum += (down.weights[tapBase + t] as number) * (rows[firstRow + t * rowLength + i] as number);
      out[outRow + i] = sum >>> 16;
    }
  }
  return out;
}
