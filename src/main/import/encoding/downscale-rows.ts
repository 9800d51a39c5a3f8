import { WEIGHT_ONE, type AxisTaps, type Bitmap } from './downscale-taps.js';

/** A white input pixel scaled across: 255 at the fixed-point scale of the weights. */
const WHITE_SCALED = 255 * WEIGHT_ONE;
/** An opaque white RGBA pixel read as one signed 32-bit word. */
const OPAQUE_WHITE = -1;

/**
 * Scales every row of the bitmap across into `into` (RGBA as RGB) and says which rows were
 * blank white paper: those, between lines and in margins, are only filled, and the
 * vertical pass fills what they alone make. Grey and RGBA pages at the normal rendition's
 * scale (up to three taps) take unrolled loops; anything else the general one.
 */
export function scaleRowsAcross(source: Bitmap, across: AxisTaps, width: number, into: Uint16Array): Uint8Array {
  if (across.maxTaps <= 3 && source.channels === 1) return scaleGrayRows(source, unrolled(across, source.width, width), width, into);
  if (across.maxTaps <= 3 && source.channels === 4 && source.data.byteOffset % 4 === 0) return scaleRgbaRows(source, unrolled(across, source.width, width), width, into);
  return scaleAnyRows(source, across, width, into);
}

/** Three taps for every output pixel, a missing one pointing inside the row with no weight. */
interface UnrolledTaps {
  i0: Int32Array;
  i1: Int32Array;
  i2: Int32Array;
  w0: Int32Array;
  w1: Int32Array;
  w2: Int32Array;
}

function unrolled(across: AxisTaps, sourceWidth: number, width: number): UnrolledTaps {
  const tap = (t: number) => {
    const index = new Int32Array(width);
    const weight = new Int32Array(width);
    for (let x = 0; x < width; x += 1) {
      index[x] = Math.min((across.first[x] as number) + t, sourceWidth - 1);
      weight[x] = t < (across.count[x] as number) ? (across.weights[x * across.maxTaps + t] as number) : 0;
    }
    return { index, weight };
  };
  const [a, b, c] = [tap(0), tap(1), tap(2)];
  return { i0: a.index, i1: b.index, i2: c.index, w0: a.weight, w1: b.weight, w2: c.weight };
}

function scaleGrayRows(source: Bitmap, taps: UnrolledTaps, width: number, into: Uint16Array): Uint8Array {
  const { data } = source;
  const { i0, i1, i2, w0, w1, w2 } = taps;
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

function scaleRgbaRows(source: Bitmap, taps: UnrolledTaps, width: number, into: Uint16Array): Uint8Array {
  const { data } = source;
  const words = new Int32Array(data.buffer, data.byteOffset, source.width * source.height);
  const { i0, i1, i2, w0, w1, w2 } = taps;
  const blankRows = new Uint8Array(source.height);
  for (let y = 0; y < source.height; y += 1) {
    const inPixel = y * source.width;
    const outRow = y * width * 3;
    let x = 0;
    while (x < source.width && words[inPixel + x] === OPAQUE_WHITE) x += 1;
    if (x === source.width) {
      blankRows[y] = 1;
      into.fill(WHITE_SCALED, outRow, outRow + width * 3);
      continue;
    }
    for (let x = 0, out = outRow; x < width; x += 1, out += 3) {
      const a = (inPixel + (i0[x] as number)) * 4;
      const b = (inPixel + (i1[x] as number)) * 4;
      const c = (inPixel + (i2[x] as number)) * 4;
      const wa = w0[x] as number;
      const wb = w1[x] as number;
      const wc = w2[x] as number;
      into[out] = wa * (data[a] as number) + wb * (data[b] as number) + wc * (data[c] as number);
      into[out + 1] = wa * (data[a + 1] as number) + wb * (data[b + 1] as number) + wc * (data[c + 1] as number);
      into[out + 2] = wa * (data[a + 2] as number) + wb * (data[b + 2] as number) + wc * (data[c + 2] as number);
    }
  }
  return blankRows;
}

/** Any number of channels and taps (RGBA loses its alpha); no row is taken to be blank. */
function scaleAnyRows(source: Bitmap, across: AxisTaps, width: number, into: Uint16Array): Uint8Array {
  const { data, channels } = source;
  const kept = channels === 4 ? 3 : channels;
  const rowLength = width * kept;
  for (let y = 0; y < source.height; y += 1) {
    const inRow = y * source.width * channels;
    const midRow = y * rowLength;
    for (let x = 0; x < width; x += 1) {
      const taps = across.count[x] as number;
      const tapBase = x * across.maxTaps;
      const inBase = inRow + (across.first[x] as number) * channels;
      for (let c = 0; c < kept; c += 1) {
        let sum = 0;
        for (let t = 0; t < taps; t += 1) sum += (across.weights[tapBase + t] as number) * (data[inBase + t * channels + c] as number);
        into[midRow + x * kept + c] = sum;
      }
    }
  }
  return new Uint8Array(source.height);
}
