/** Pixels of one or more interleaved channels, row after row. */
export interface Bitmap {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** Weights are fixed point: each output pixel's weights add up to exactly this. */
export const WEIGHT_ONE = 256;

/**
 * One axis of an area-average resize: for each output pixel, the input pixels it covers
 * and by how much. Every output pixel covers exactly 1/scale input pixels, starting at
 * its own position divided by the scale; where that runs past the input's edge the
 * weights cover only what is there. The weights of a pixel add up to WEIGHT_ONE exactly,
 * so white paper stays exactly white.
 */
export interface AxisTaps {
  first: Int32Array;
  count: Uint8Array;
  /** maxTaps weights per output pixel. */
  weights: Int32Array;
  maxTaps: number;
}

export function axisTaps(inputLength: number, outputLength: number, scale: number): AxisTaps {
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
