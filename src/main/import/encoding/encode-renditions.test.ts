import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeRenditions } from '../encode-renditions.js';
import type { RenditionProfile } from '../rendition-profile.js';
import { analysePageContent } from './page-content.js';
import type { RawImage } from './raw-image.js';
import { ssim, ssimAtViewingScale, type GrayImage } from './ssim.js';

const PROFILE: RenditionProfile = {
  dpi: 220,
  hd: { longEdge: 600, quality: 85 },
  normal: { longEdge: 300, quality: 85 },
  thumb: { longEdge: 60, quality: 75 },
};

/** An RGBA page of 400×600 pixels painted by `pixel`, which returns [r, g, b]. */
function page(pixel: (x: number, y: number) => [number, number, number]): RawImage {
  const width = 400;
  const height = 600;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height, channels: 4 };
}

// Lines of "text": dark bars with soft edges, like anti-aliased glyphs.
const textPage = page((x, y) => {
  const v = y % 12 < 5 && x % 9 < 6 && x > 30 && x < 370 ? 30 : y % 12 === 5 ? 160 : 250;
  return [v, v, v];
});
const colourPage = page((x, y) => [(x * 255) / 400, (y * 255) / 600, 128]);
// A report page: a blue heading band with a soft edge, a red rule, grey text.
const headingPage = page((x, y) => {
  if (y < 60) return [42, 127, 191];
  if (y === 60) return x % 2 === 0 ? [120, 170, 210] : [170, 200, 225];
  if (y >= 70 && y < 74) return [224, 68, 52];
  const v = y % 12 < 5 && x % 9 < 6 && x > 30 && x < 370 ? 30 : y % 12 === 5 ? 160 : 250;
  return [v, v, v];
});
const grayPhoto = page((x, y) => {
  const v = Math.round(128 + 100 * Math.sin(x / 23) * Math.cos(y / 31));
  return [v, v, v];
});

/** The first chunk of a WebP file: 'VP8 ' is lossy, 'VP8L' lossless. */
function webpChunk(webp: Uint8Array): string {
  return String.fromCharCode(...webp.subarray(12, 16));
}

async function grayOf(webp: Uint8Array, width: number, height: number): Promise<GrayImage> {
  const { data, info } = await sharp(webp).grayscale().resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

async function reference(image: RawImage, width: number, height: number): Promise<GrayImage> {
  return grayOf(
    await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: image.channels } }).png().toBuffer(),
    width,
    height,
  );
}

describe('analysePageContent', () => {
  it('sees black text on white as line art', () => {
    expect(analysePageContent(textPage).kind).toBe('line-art');
  });

  it('sees a grey photograph as grey tones, not line art', () => {
    expect(analysePageContent(grayPhoto).kind).toBe('gray-tone');
  });

  it('sees a colour page as colour', () => {
    expect(analysePageContent(colourPage).kind).toBe('colour');
  });

  it('keeps a text page with a small coloured mark in colour', () => {
    const marked = page((x, y) => (x < 20 && y < 20 ? [200, 30, 30] : [250, 250, 250]));
    expect(analysePageContent(marked).kind).toBe('colour');
  });
});

describe('encodeRenditions', () => {
  it('makes every rendition at its size, never enlarged, and records the normal size', async () => {
    const out = await encodeRenditions(textPage, PROFILE);
    expect(await sharp(out.hd).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(await sharp(out.normal).metadata()).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ format: 'webp', width: 40, height: 60 });
    expect({ width: out.width, height: out.height }).toEqual({ width: 200, height: 300 });
  });

  it.each([
    ['line art', textPage],
    ['a grey photograph', grayPhoto],
    ['a colour page', colourPage],
  ])('keeps %s faithful in its normal and HD renditions', async (_name, image) => {
    const out = await encodeRenditions(image, PROFILE);
    expect(ssim(await grayOf(out.normal, 200, 300), await reference(image, 200, 300))).toBeGreaterThan(0.95);
    expect(ssim(await grayOf(out.hd, 400, 600), await reference(image, 400, 600))).toBeGreaterThan(0.95);
  });

  it('encodes line art losslessly in a few greys, smaller than lossy WebP', async () => {
    const out = await encodeRenditions(textPage, PROFILE);
    const lossy = await sharp(Buffer.from(textPage.data), { raw: { width: 400, height: 600, channels: 4 } })
      .removeAlpha()
      .webp({ quality: 85 })
      .toBuffer();
    expect(out.hd.byteLength).toBeLessThan(lossy.byteLength);
    const { data } = await sharp(out.hd).grayscale().raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data).size).toBeLessThanOrEqual(8);
  });

  it.each([
    ['line art', textPage],
    ['a colour page', colourPage],
  ])('averages %s down to the normal size by the exact scale it is given', async (_name, image) => {
    const out = await encodeRenditions(image, PROFILE, 300 / 600);
    expect(await sharp(out.normal).metadata()).toMatchObject({ width: 200, height: 300 });
    expect(ssim(await grayOf(out.normal, 200, 300), await reference(image, 200, 300))).toBeGreaterThan(0.95);
  });

  it('encodes a page of text and a few flat colours losslessly in a palette, faithful and smaller than lossy WebP', async () => {
    const out = await encodeRenditions(headingPage, PROFILE, 300 / 600);
    for (const rendition of [out.hd, out.normal]) expect(webpChunk(rendition)).toBe('VP8L');
    const { data, info } = await sharp(out.hd).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let p = 0; p < info.width * info.height; p += 1) colours.add((data[p * info.channels]! << 16) | (data[p * info.channels + 1]! << 8) | data[p * info.channels + 2]!);
    expect(colours.size).toBeLessThanOrEqual(16);
    // The band and the rule keep their exact colours.
    expect([...data.subarray(0, 3)]).toEqual([42, 127, 191]);
    const rule = (71 * 400 + 200) * info.channels;
    expect([...data.subarray(rule, rule + 3)]).toEqual([224, 68, 52]);
    expect(ssimAtViewingScale(await grayOf(out.normal, 200, 300), await reference(headingPage, 200, 300))).toBeGreaterThan(0.97);
    expect(ssim(await grayOf(out.hd, 400, 600), await reference(headingPage, 400, 600))).toBeGreaterThan(0.97);
    const lossy = await sharp(Buffer.from(headingPage.data), { raw: { width: 400, height: 600, channels: 4 } })
      .removeAlpha()
      .webp({ quality: 85 })
      .toBuffer();
    expect(out.hd.byteLength).toBeLessThan(lossy.byteLength);
  });

  it('chooses the encoding page by page: a gradient stays lossy beside a palette page', async () => {
    const [palette, gradient] = [await encodeRenditions(headingPage, PROFILE), await encodeRenditions(colourPage, PROFILE)];
    expect([webpChunk(palette.hd), webpChunk(gradient.hd), webpChunk(gradient.normal)]).toEqual(['VP8L', 'VP8 ', 'VP8 ']);
  });

  it('keeps the colour of a colour page', async () => {
    const out = await encodeRenditions(colourPage, PROFILE);
    const { data } = await sharp(out.normal).raw().toBuffer({ resolveWithObject: true });
    // The top-right corner is red-dominant in the source gradient.
    const corner = (0 * 200 + 199) * 3;
    expect(data[corner] as number).toBeGreaterThan((data[corner + 1] as number) + 100);
  });
});
