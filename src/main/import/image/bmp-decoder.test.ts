import { describe, expect, it } from 'vitest';
import { writeBmp, type Rgba } from '../testing/bmp-writer.js';
import { decodeBmp } from './bmp-decoder.js';

// Distinct colours per pixel, so a flipped, mirrored or channel-swapped decode shows.
const pattern = (x: number, y: number): Rgba => [10 + x * 40, 20 + y * 60, 200 - x * 30, 255];

function pixels(width: number, height: number, pixel: (x: number, y: number) => Rgba): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) out.push(...pixel(x, y));
  return out;
}

describe('BMP decoder', () => {
  it('decodes a bottom-up 24-bit BMP with padded rows into top-down RGBA', () => {
    const image = decodeBmp(writeBmp(3, 2, pattern, '24'));
    expect(image).toMatchObject({ width: 3, height: 2, channels: 4 });
    expect([...image.data]).toEqual(pixels(3, 2, pattern));
  });

  it('decodes a top-down 32-bit bit-field BMP, alpha included', () => {
    const translucent = (x: number, y: number): Rgba => [...pattern(x, y).slice(0, 3), 128] as Rgba;
    const image = decodeBmp(writeBmp(2, 3, translucent, '32-bitfields'));
    expect(image).toMatchObject({ width: 2, height: 3 });
    expect([...image.data]).toEqual(pixels(2, 3, translucent));
  });

  it('refuses a BMP whose pixel data is cut short', () => {
    const whole = writeBmp(4, 4, pattern, '24');
    expect(() => decodeBmp(whole.subarray(0, whole.length - 5))).toThrow(/truncated/);
  });

  it('refuses a BMP whose header claims an absurd size rather than allocating it', () => {
    const bmp = writeBmp(2, 2, pattern, '24');
    new DataView(bmp.buffer).setInt32(18, 1_000_000, true);
    new DataView(bmp.buffer).setInt32(22, 1_000_000, true);
    expect(() => decodeBmp(bmp)).toThrow(/too large/);
  });

  it('refuses compressed and paletted BMPs it does not decode', () => {
    const paletted = writeBmp(2, 2, pattern, '24');
    new DataView(paletted.buffer).setUint16(28, 8, true);
    expect(() => decodeBmp(paletted)).toThrow(/depth 8/);
    const rle = writeBmp(2, 2, pattern, '24');
    new DataView(rle.buffer).setUint32(30, 1, true);
    expect(() => decodeBmp(rle)).toThrow(/compression 1/);
  });
});
