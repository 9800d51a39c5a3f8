import { Unsupported, type PdfDict } from './pdf-syntax.js';

/**
 * Undoes a FlateDecode stream's predictor (ISO 32000-1, 7.4.4.4): none, or the PNG
 * predictors, which cross-reference streams use. TIFF's predictor 2 is refused.
 */
export function unpredict(data: Uint8Array, parms: PdfDict): Uint8Array {
  const predictor = parms.get('Predictor') ?? 1;
  if (predictor === 1) return data;
  if (typeof predictor !== 'number' || predictor < 10) throw new Unsupported(`predictor ${String(predictor)}`);
  const colors = numberOr(parms.get('Colors'), 1);
  const bits = numberOr(parms.get('BitsPerComponent'), 8);
  const columns = numberOr(parms.get('Columns'), 1);
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (rowLength + 1)] as number;
    const src = r * (rowLength + 1) + 1;
    const row = r * rowLength;
    const prior = row - rowLength;
    for (let i = 0; i < rowLength; i += 1) {
      const raw = data[src + i] as number;
      const left = i >= bpp ? (out[row + i - bpp] as number) : 0;
      const up = r > 0 ? (out[prior + i] as number) : 0;
      const upLeft = r > 0 && i >= bpp ? (out[prior + i - bpp] as number) : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      else throw new Unsupported(`PNG filter ${type}`);
      out[row + i] = value & 0xff;
    }
  }
  return out;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
