import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/import-world.js';
import { safeDocumentParams } from '../../pdf/pdf-options.js';
import { grayLevelTable } from '../gray-levels.js';
import { analysePageContent } from '../page-content.js';
import { GrayPaletteWebpEncoder } from './gray-palette-webp.js';

/** A page of anti-aliased "text": rows of bars with soft edges, on white. */
function textLike(width: number, height: number): Uint8Array {
  const gray = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inLine = y % 14 < 8 && x > 3 && x < width - 3;
      const glyph = (x * 7 + Math.floor(y / 14) * 13) % 11;
      if (inLine) gray[y * width + x] = glyph < 3 ? 20 : glyph < 5 ? 130 + glyph * 10 : 255;
    }
  }
  return gray;
}

async function decoded(webp: Uint8Array): Promise<{ gray: Uint8Array; width: number; height: number; format: string | undefined }> {
  const meta = await sharp(webp).metadata();
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const gray = new Uint8Array(info.width * info.height);
  for (let i = 0; i < gray.length; i += 1) gray[i] = data[i * info.channels]!;
  return { gray, width: info.width, height: info.height, format: meta.format };
}

const snapped = (gray: Uint8Array, table: Uint8Array) => gray.map((v) => table[v]!);

describe('GrayPaletteWebpEncoder', () => {
  const encoder = new GrayPaletteWebpEncoder();

  it.each([
    [1, 1],
    [1, 37],
    [37, 1],
    [2, 2],
    [301, 3],
    [934, 140],
    [1211, 181],
  ])('writes a %i×%i page that libwebp decodes to exactly the snapped pixels', async (width, height) => {
    const table = grayLevelTable(8);
    const gray = textLike(width, height);
    const out = await decoded(encoder.encode({ gray, width, height, snap: table }));
    expect(out).toMatchObject({ format: 'webp', width, height });
    expect(out.gray).toEqual(snapped(gray, table));
  });

  it.each([2, 3, 4, 5, 16])('packs a %i-level palette so it decodes exactly', async (levels) => {
    const table = grayLevelTable(levels);
    const width = 203;
    const height = 61;
    const gray = new Uint8Array(width * height).map((_, i) => (i * 97 + (i >> 5) * 31) & 0xff);
    const out = await decoded(encoder.encode({ gray, width, height, snap: table }));
    expect(out.gray).toEqual(snapped(gray, table));
  });

  it('encodes one page after another with its kept buffers, each correctly', async () => {
    const table = grayLevelTable(8);
    const big = textLike(640, 480);
    const small = textLike(99, 17).map((v) => 255 - v);
    await encoder.encode({ gray: big, width: 640, height: 480, snap: table });
    expect((await decoded(encoder.encode({ gray: small, width: 99, height: 17, snap: table }))).gray).toEqual(snapped(small, table));
  });

  it('writes a blank page in a few hundred bytes', () => {
    const gray = new Uint8Array(934 * 1400).fill(255);
    expect(encoder.encode({ gray, width: 934, height: 1400, snap: grayLevelTable(8) }).byteLength).toBeLessThan(400);
  });

  it('writes the colours it is given for each level, so a palette page decodes to exactly its colours', async () => {
    const colours = [0x000000, 0xffffff, 0x2a7fbf, 0xe04434, 0x10ee20, 0x808080, 0xfe01fd, 0x0102fe, 0x7f8081];
    const snap = new Uint8Array(256).map((_, v) => Math.min(v, colours.length - 1));
    const width = 57;
    const height = 23;
    const indices = new Uint8Array(width * height).map((_, i) => (i * 7 + (i >> 4)) % colours.length);
    const webp = encoder.encode({ gray: indices, width, height, snap, colours });
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const rgb = Array.from({ length: width * height }, (_, p) => (data[p * info.channels]! << 16) | (data[p * info.channels + 1]! << 8) | data[p * info.channels + 2]!);
    expect(rgb).toEqual(Array.from(indices, (index) => colours[index]));
  });

  it('refuses more than 16 levels, and sizes WebP cannot hold', () => {
    const gray = new Uint8Array(4);
    expect(() => encoder.encode({ gray, width: 2, height: 2, snap: grayLevelTable(17) })).toThrow(RangeError);
    expect(() => encoder.encode({ gray, width: 16385, height: 1, snap: grayLevelTable(8) })).toThrow(RangeError);
    expect(() => encoder.encode({ gray, width: 3, height: 2, snap: grayLevelTable(8) })).toThrow(RangeError);
  });

  it('makes a real text page no larger than libwebp does at its effort 1', async () => {
    const doc = await getDocument(safeDocumentParams(corpusFile('books', 'tracemonkey.pdf'), null)).promise;
    const page = await doc.getPage(2);
    const viewport = page.getViewport({ scale: 1400 / page.getViewport({ scale: 1 }).height });
    const width = Math.round(viewport.width);
    const height = Math.round(viewport.height);
    const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: { data(): Uint8Array }; context: unknown } };
    const target = factory.create(width, height);
    await page.render({ canvas: target.canvas as unknown as HTMLCanvasElement, canvasContext: target.context as CanvasRenderingContext2D, viewport }).promise;
    const content = analysePageContent({ data: target.canvas.data(), width, height, channels: 4 });
    await doc.destroy();
    if (content.kind !== 'line-art') throw new Error(`tracemonkey page 2 should be line art, was ${content.kind}`);
    const table = grayLevelTable(8);
    const ours = encoder.encode({ gray: content.gray, width, height, snap: table });
    const theirs = await sharp(snapped(content.gray, table), { raw: { width, height, channels: 1 } })
      .webp({ lossless: true, effort: 1, quality: 1 })
      .toBuffer();
    expect(ours.byteLength).toBeLessThan(theirs.byteLength * 1.05);
    expect((await decoded(ours)).gray).toEqual(snapped(content.gray, table));
  });
});
