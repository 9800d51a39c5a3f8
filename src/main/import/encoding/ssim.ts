/** A grayscale image: one byte per pixel, row after row. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The SSIM window: 8×8 pixels, as in Wang et al.'s fast variant. */
const WINDOW = 8;
/** Windows overlap by half, which catches edges a tiling would split, at a quarter of the full cost. */
const STRIDE = 4;
// The stabilising constants of the SSIM paper for 8-bit samples (K1 = 0.01, K2 = 0.03).
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/**
 * The mean structural similarity of two grayscale images of the same size, from 0 (unrelated)
 * to 1 (identical), over 8×8 windows with uniform weights. The import benchmark uses it to
 * compare our pages with pdftoppm's, so a smaller encoding cannot pass by losing the page.
 */
export function ssim(a: GrayImage, b: GrayImage): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`SSIM needs equal sizes, got ${a.width}×${a.height} and ${b.width}×${b.height}`);
  if (a.data.length < a.width * a.height || b.data.length < b.width * b.height) throw new Error('SSIM image data is shorter than its size');
  const { width, height } = a;
  // An image smaller than one window is compared as one window of its own size.
  const winW = Math.min(WINDOW, width);
  const winH = Math.min(WINDOW, height);
  let total = 0;
  let windows = 0;
  for (let y = 0; y + winH <= height; y += STRIDE) {
    for (let x = 0; x + winW <= width; x += STRIDE) {
      total += windowSsim(a.data, b.data, width, x, y, winW, winH);
      windows += 1;
    }
  }
  return windows === 0 ? 1 : total / windows;
}

function windowSsim(a: Uint8Array, b: Uint8Array, stride: number, x0: number, y0: number, w: number, h: number): number {
  let sumA = 0;
  let sumB = 0;
  let sumAA = 0;
  let sumBB = 0;
  let sumAB = 0;
  for (let y = y0; y < y0 + h; y += 1) {
    const row = y * stride;
    for (let x = x0; x < x0 + w; x += 1) {
      const va = a[row + x] as number;
      const vb = b[row + x] as number;
      sumA += va;
      sumB += vb;
      sumAA += va * va;
      sumBB += vb * vb;
      sumAB += va * vb;
    }
  }
  const n = w * h;
  const meanA = sumA / n;
  const meanB = sumB / n;
  const varA = sumAA / n - meanA * meanA;
  const varB = sumBB / n - meanB * meanB;
  const cov = sumAB / n - meanA * meanB;
  return ((2 * meanA * meanB + C1) * (2 * cov + C2)) / ((meanA * meanA + meanB * meanB + C1) * (varA + varB + C2));
}

/**
 * SSIM as its authors recommend applying it (Wang et al., ssim_index.m): both images are
 * first box-averaged by max(1, round(min(width, height) / 256)), which stands for looking at
 * the page from a normal reading distance. At the full size, two correct renderers differ
 * in sub-pixel glyph placement and stroke weight far more than an encoder's loss does
 * (pdf.js against poppler: about 0.93 on dense text before any encoding), so the full-size
 * score measures the renderers, not the pages' faithfulness. The benchmark prints both.
 */
export function ssimAtViewingScale(a: GrayImage, b: GrayImage): number {
  const factor = Math.max(1, Math.round(Math.min(a.width, a.height) / 256));
  return ssim(boxDownscale(a, factor), boxDownscale(b, factor));
}

/** Averages each factor×factor block into one pixel; a partial block at the edge is dropped. */
export function boxDownscale(image: GrayImage, factor: number): GrayImage {
  if (factor <= 1) return image;
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let j = 0; j < factor; j += 1) {
        const row = (y * factor + j) * image.width + x * factor;
        for (let i = 0; i < factor; i += 1) sum += image.data[row + i] ?? 0;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { data, width, height };
}
