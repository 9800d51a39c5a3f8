import { describe, expect, it } from 'vitest';
import { exactDownscale, type Bitmap } from './exact-downscale.js';

function bitmap(width: number, height: number, channels: number, value: (x: number, y: number, c: number) => number): Bitmap {
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) for (let c = 0; c < channels; c += 1) data[(y * width + x) * channels + c] = value(x, y, c);
  return { data, width, height, channels };
}

/** The mean column of the dark pixels in a row, weighted by how dark they are. */
function inkCentre(data: Uint8Array, width: number, row: number): number {
  let weight = 0;
  let sum = 0;
  for (let x = 0; x < width; x += 1) {
    const ink = 255 - data[row * width + x]!;
    weight += ink;
    sum += ink * (x + 0.5);
  }
  return sum / weight;
}

/** The area average written the plain way, one output pixel at a time: what the fast passes must equal. */
function plainAreaAverage(source: Bitmap, width: number, height: number, scale: number): number[] {
  const span = 1 / scale;
  const out: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let area = 0;
      for (let sy = Math.floor(y * span); sy < Math.min(source.height, (y + 1) * span); sy += 1) {
        const h = Math.min(sy + 1, (y + 1) * span, source.height) - Math.max(sy, y * span);
        for (let sx = Math.floor(x * span); sx < Math.min(source.width, (x + 1) * span); sx += 1) {
          const w = Math.min(sx + 1, (x + 1) * span, source.width) - Math.max(sx, x * span);
          sum += w * h * source.data[sy * source.width + sx]!;
          area += w * h;
        }
      }
      out.push(sum / area);
    }
  }
  return out;
}

describe('exactDownscale', () => {
  it('equals a plain area average, blank rows and the page edge included', () => {
    // Lines of "text" with blank paper between them, a width that is no multiple of anything.
    const fullLines = bitmap(157, 121, 1, (x, y) => (y % 17 < 6 && y > 10 ? (x * 37 + y * 11) % 256 : 255));
    // Ink only between margins, single dots at the edges, and a short line at the bottom right.
    const margins = bitmap(157, 121, 1, (x, y) =>
      (y % 13 < 5 && x > 40 && x < 100) || (y === 30 && (x === 0 || x === 156)) || (y > 115 && x > 150) ? (x * 53 + y) % 200 : 255,
    );
    for (const source of [fullLines, margins]) {
      for (const [width, height] of [[121, 93], [79, 61], [52, 40]] as const) {
        const scale = height / 121.4;
        const fast = exactDownscale(source, width, height, scale).data;
        const plain = plainAreaAverage(source, width, height, scale);
        // Weights are kept in 1/256 steps, so a pixel may be off by a level and a half, no more.
        plain.forEach((value, i) => expect(Math.abs(fast[i]! - value)).toBeLessThanOrEqual(1.5));
      }
    }
  });

  it('keeps white paper exactly white and a flat grey exactly that grey', () => {
    const white = exactDownscale(bitmap(1211, 40, 1, () => 255), 934, 31, 934 / 1211.47).data;
    expect(new Set(white)).toEqual(new Set([255]));
    const grey = exactDownscale(bitmap(97, 13, 1, () => 77), 40, 5, 40 / 97).data;
    expect(new Set(grey)).toEqual(new Set([77]));
  });

  it('averages 2×2 blocks at half size', () => {
    const source = bitmap(4, 2, 1, (x, y) => [10, 30, 100, 200][x]! + y * 20);
    expect([...exactDownscale(source, 2, 1, 0.5).data]).toEqual([30, 160]);
  });

  it('puts a line where the exact scale puts it, not where a stretch to the rounded size would', () => {
    // A 1211-pixel bitmap of a page that is really 1211.47 pixels wide, with a line near its right edge.
    const scale = 934 / 1211.47;
    const source = bitmap(1211, 4, 1, (x) => (x === 1150 ? 0 : 255));
    const out = exactDownscale(source, 934, 3, scale).data;
    expect(inkCentre(out, 934, 1)).toBeCloseTo(1150.5 * scale, 1);
    expect(Math.abs(inkCentre(out, 934, 1) - (1150.5 * 934) / 1211)).toBeGreaterThan(0.25);
  });

  it('scales an RGBA page as RGB, each channel like a grey page of its own', () => {
    const channel = (x: number, y: number, c: number) => (y % 11 < 4 ? (x * (c + 3) * 29 + y * 7) % 256 : 255);
    const rgba = bitmap(157, 121, 4, (x, y, c) => (c === 3 ? 255 : channel(x, y, c)));
    const out = exactDownscale(rgba, 79, 61, 61 / 121.4);
    expect(out.channels).toBe(3);
    for (let c = 0; c < 3; c += 1) {
      const gray = exactDownscale(bitmap(157, 121, 1, (x, y) => channel(x, y, c)), 79, 61, 61 / 121.4).data;
      gray.forEach((value, i) => expect(out.data[i * 3 + c]).toBe(value));
    }
  });

  it('scales each colour channel on its own', () => {
    const source = bitmap(30, 20, 3, (x, _y, c) => (c === 0 ? 200 : c === 1 ? (x < 15 ? 0 : 100) : 50));
    const out = exactDownscale(source, 10, 7, 1 / 3).data;
    expect(out[0]).toBe(200);
    expect(out[1]).toBe(0);
    expect(out[2]).toBe(50);
    expect(out[9 * 3 + 1]).toBe(100);
  });

  it('keeps the average brightness of a page of text', () => {
    const source = bitmap(600, 800, 1, (x, y) => (y % 9 < 4 && (x * 7) % 5 < 2 ? 10 : 250));
    const out = exactDownscale(source, 463, 617, 617 / 800).data;
    const mean = (data: Uint8Array) => data.reduce((sum, v) => sum + v, 0) / data.length;
    expect(Math.abs(mean(out) - mean(source.data))).toBeLessThan(0.5);
  });

  it('refuses to enlarge', () => {
    expect(() => exactDownscale(bitmap(2, 2, 1, () => 0), 4, 4, 2)).toThrow(RangeError);
  });
});
