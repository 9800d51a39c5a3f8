import { WEIGHT_ONE, type AxisTaps, type Bitmap } from './downscale-taps.js';

/** A white input pixel scaled across: 255 at the fixed-point scale of the weights. */
const WHITE_SCALED = 255 * WEIGHT_ONE;
/** An opaque white RGBA pixel read as one signed 32-bit word. */
const OPAQUE_WHITE = -1;
/** Whether a 32-bit read of RGBA bytes has red in its low byte, as on every platform the app ships for. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * For each input row, the output columns its ink reaches, from `from` to `to` inclusive;
 * every other column is white paper. A blank row has `from` past `to`.
 */
export interface InkSpans {
  from: Int32Array;
  to: Int32Array;
}

/** What every row pass is given: the bitmap, its output width and exact scale, and where to write. */
interface RowPass {
  source: Bitmap;
  width: number;
  scale: number;
  into: Uint16Array;
  spans: InkSpans;
}

/**
 * Scales every row of the bitmap across into `into` (RGBA as RGB) and says where each row
 * has ink. Blank paper, in margins and between lines, is only filled: a row's columns
 * outside its ink are white whatever the weights, since they add up to exactly one.
 * Grey and RGBA pages at the normal rendition's scale (up to three taps) take unrolled
 * loops (RGBA read a pixel at a time as one 32-bit word, on a little-endian machine);
 * anything else the general one.
 */
export function scaleRowsAcross(source: Bitmap, across: AxisTaps, width: number, scale: number, into: Uint16Array): InkSpans {
  const pass: RowPass = { source, width, scale, into, spans: { from: new Int32Array(source.height), to: new Int32Array(source.height) } };
  if (across.maxTaps <= 3 && source.channels === 1) scaleGrayRows(pass, unrolled(across, source.width, width));
  else if (across.maxTaps <= 3 && source.channels === 4 && source.data.byteOffset % 4 === 0 && LITTLE_ENDIAN) scaleRgbaRows(pass, unrolled(across, source.width, width));
  else scaleAnyRows(pass, across);
  return pass.spans;
}

/**
 * Records the output columns that input columns firstInk..lastInk reach, and fills the
 * row white: the pass then writes only those columns. An output column x covers input
 * columns [x / scale, (x + 1) / scale); a column of margin each side absorbs rounding.
 */
function startRow(pass: RowPass, row: number, firstInk: number, lastInk: number, rowLength: number): void {
  const { spans, width, scale } = pass;
  pass.into.fill(WHITE_SCALED, row * rowLength, (row + 1) * rowLength);
  if (firstInk > lastInk) {
    spans.from[row] = width;
    spans.to[row] = -1;
    return;
  }
  spans.from[row] = Math.max(0, Math.floor(firstInk * scale) - 1);
  spans.to[row] = Math.min(width - 1, Math.ceil((lastInk + 1) * scale) + 1);
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

function scaleGrayRows(pass: RowPass, taps: UnrolledTaps): void {
  const { source, width, into, spans } = pass;
  const { data } = source;
  const { i0, i1, i2, w0, w1, w2 } = taps;
  for (let y = 0; y < source.height; y += 1) {
    const inRow = y * source.width;
    let firstInk = 0;
    while (firstInk < source.width && data[inRow + firstInk] === 255) firstInk += 1;
    let lastInk = source.width - 1;
    while (lastInk >= firstInk && data[inRow + lastInk] === 255) lastInk -= 1;
    startRow(pass, y, firstInk, lastInk, width);
    const outRow = y * width;
    for (let x = spans.from[y] as number, to = spans.to[y] as number; x <= to; x += 1) {
      into[outRow + x] =
        (w0[x] as number) * (data[inRow + (i0[x] as number)] as number) +
        (w1[x] as number) * (data[inRow + (i1[x] as number)] as number) +
        (w2[x] as number) * (data[inRow + (i2[x] as number)] as number);
    }
  }
}

function scaleRgbaRows(pass: RowPass, taps: UnrolledTaps): void {
  const { source, width, into, spans } = pass;
  const { data } = source;
  const words = new Int32Array(data.buffer, data.byteOffset, source.width * source.height);
  const { i0, i1, i2, w0, w1, w2 } = taps;
  for (let y = 0; y < source.height; y += 1) {
    const inPixel = y * source.width;
    let firstInk = 0;
    while (firstInk < source.width && words[inPixel + firstInk] === OPAQUE_WHITE) firstInk += 1;
    let lastInk = source.width - 1;
    while (lastInk >= firstInk && words[inPixel + lastInk] === OPAQUE_WHITE) lastInk -= 1;
    startRow(pass, y, firstInk, lastInk, width * 3);
    const to = spans.to[y] as number;
    // One 32-bit read per tap instead of three byte reads: red is the low byte.
    for (let x = spans.from[y] as number, out = (y * width + x) * 3; x <= to; x += 1, out += 3) {
      const a = words[inPixel + (i0[x] as number)] as number;
      const b = words[inPixel + (i1[x] as number)] as number;
      const c = words[inPixel + (i2[x] as number)] as number;
      const wa = w0[x] as number;
      const wb = w1[x] as number;
      const wc = w2[x] as number;
      into[out] = wa * (a & 0xff) + wb * (b & 0xff) + wc * (c & 0xff);
      into[out + 1] = wa * ((a >>> 8) & 0xff) + wb * ((b >>> 8) & 0xff) + wc * ((c >>> 8) & 0xff);
      into[out + 2] = wa * ((a >>> 16) & 0xff) + wb * ((b >>> 16) & 0xff) + wc * ((c >>> 16) & 0xff);
    }
  }
}

/** Any number of channels and taps (RGBA loses its alpha); every row is taken to have ink throughout. */
function scaleAnyRows(pass: RowPass, across: AxisTaps): void {
  const { source, width, into, spans } = pass;
  const { data, channels } = source;
  const kept = channels === 4 ? 3 : channels;
  const rowLength = width * kept;
  for (let y = 0; y < source.height; y += 1) {
    const inRow = y * source.width * channels;
    const midRow = y * rowLength;
    spans.from[y] = 0;
    spans.to[y] = width - 1;
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
}
