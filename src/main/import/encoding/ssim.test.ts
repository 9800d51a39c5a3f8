import { describe, expect, it } from 'vitest';
import { boxDownscale, ssim, ssimAtViewingScale, type GrayImage } from './ssim.js';

function image(width: number, height: number, pixel: (x: number, y: number) => number): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = pixel(x, y);
  return { data, width, height };
}

// A page-like pattern: dark strokes on white, the structure SSIM is meant to see.
const text = image(64, 48, (x, y) => ((x % 7 < 2 && y % 9 < 6) ? 20 : 250));

describe('ssim', () => {
  it('is exactly 1 for identical images', () => {
    expect(ssim(text, text)).toBe(1);
  });

  it('stays close to 1 when every pixel moves by one grey level', () => {
    const shifted = image(64, 48, (x, y) => (text.data[y * 64 + x] as number) - 1);
    const score = ssim(text, shifted);
    expect(score).toBeGreaterThan(0.99);
    expect(score).toBeLessThan(1);
  });

  it('drops far when the strokes are gone', () => {
    const blank = image(64, 48, () => 250);
    expect(ssim(text, blank)).toBeLessThan(0.5);
  });

  it('is lower for a heavier distortion than for a lighter one', () => {
    const noisy = (amount: number) => image(64, 48, (x, y) => Math.max(0, Math.min(255, (text.data[y * 64 + x] as number) + (((x * 31 + y * 17) % 3) - 1) * amount)));
    expect(ssim(text, noisy(40))).toBeLessThan(ssim(text, noisy(5)));
  });

  it('is symmetric', () => {
    const other = image(64, 48, (x, y) => (x + y) % 256);
    expect(ssim(text, other)).toBeCloseTo(ssim(other, text), 12);
  });

  it('refuses images of different sizes', () => {
    expect(() => ssim(text, image(32, 48, () => 0))).toThrow(/equal sizes/);
  });

  it('compares an image smaller than one window as a whole', () => {
    const tiny = image(3, 2, (x) => x * 80);
    expect(ssim(tiny, tiny)).toBe(1);
  });
});

describe('ssimAtViewingScale', () => {
  const page = image(1024, 768, (x, y) => ((x % 5 < 2 && y % 7 < 5) ? 10 : 245));

  it('forgives a one-pixel shift of fine detail that full-size SSIM punishes', () => {
    const shifted = image(1024, 768, (x, y) => (page.data[y * 1024 + Math.max(0, x - 1)] as number));
    expect(ssimAtViewingScale(page, shifted)).toBeGreaterThan(ssim(page, shifted));
  });

  it('still sees a page whose content is gone', () => {
    expect(ssimAtViewingScale(page, image(1024, 768, () => 245))).toBeLessThan(0.5);
  });
});

describe('boxDownscale', () => {
  it('averages each block into one pixel', () => {
    const small = boxDownscale({ data: Uint8Array.from([0, 100, 7, 9, 200, 100, 7, 9]), width: 4, height: 2 }, 2);
    expect(small).toEqual({ data: Uint8Array.from([100, 8]), width: 2, height: 1 });
  });
});
