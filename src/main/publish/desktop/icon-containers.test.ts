import * as ResEdit from 'resedit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildIcns, ICNS_TYPES, ICO_SIZES, makeIcns, makeIco } from './icon-containers.js';

async function portraitPng(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 90, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

describe('icon containers', () => {
  it('builds an ICO that an ICO reader parses back with every size', async () => {
    const ico = await makeIco(await portraitPng());
    const parsed = ResEdit.Data.IconFile.from(ico);
    expect(parsed.icons).toHaveLength(ICO_SIZES.length);
    const sizes = parsed.icons.map((icon) => (icon.width === 0 ? 256 : icon.width));
    expect(sizes).toEqual([...ICO_SIZES]);
    for (const icon of parsed.icons) expect(icon.bitCount).toBe(32);
  });

  it('keeps a page’s proportions on a transparent square', async () => {
    const ico = await makeIco(await portraitPng());
    const parsed = ResEdit.Data.IconFile.from(ico);
    const large = parsed.icons.at(-1)!.data as { bin: ArrayBuffer };
    const image = sharp(Buffer.from(large.bin));
    expect(await image.metadata()).toMatchObject({ width: 256, height: 256, format: 'png' });
    const { data } = await image.raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // the top-left corner is outside the page: transparent
  });

  it('builds an ICNS whose lengths add up and whose entries are PNGs of the right size', async () => {
    const icns = await makeIcns(await portraitPng());
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    let offset = 8;
    const found: { type: string; width: number | undefined }[] = [];
    while (offset < icns.length) {
      const type = icns.toString('latin1', offset, offset + 4);
      const length = icns.readUInt32BE(offset + 4);
      const meta = await sharp(icns.subarray(offset + 8, offset + length)).metadata();
      found.push({ type, width: meta.width });
      offset += length;
    }
    expect(offset).toBe(icns.length);
    expect(found).toEqual(ICNS_TYPES.map(({ type, size }) => ({ type, width: size })));
  });

  it('refuses a bad entry type', () => {
    expect(() => buildIcns([{ type: '../x', png: Buffer.alloc(1) }])).toThrow();
  });
});
