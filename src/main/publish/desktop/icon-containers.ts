import sharp from 'sharp';

/** One square PNG of a given edge length. */
export interface SizedPng {
  size: number;
  png: Buffer;
}

/** The sizes Windows picks from for title bars, the taskbar, Explorer and large tiles. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

/** ICNS entry types that hold PNG data, with the pixel size each stands for. */
export const ICNS_TYPES = [
  { type: 'ic11', size: 32 }, // 16 pt @2x
  { type: 'ic12', size: 64 }, // 32 pt @2x
  { type: 'ic07', size: 128 },
  { type: 'ic08', size: 256 },
  { type: 'ic13', size: 256 }, // 128 pt @2x
  { type: 'ic09', size: 512 },
  { type: 'ic14', size: 512 }, // 256 pt @2x
  { type: 'ic10', size: 1024 }, // 512 pt @2x
] as const;

/**
 * Makes a square PNG of each size from any image sharp reads, centred on a transparent
 * square so a page of any shape keeps its proportions.
 */
export async function squarePngs(source: Buffer, sizes: readonly number[]): Promise<SizedPng[]> {
  const unique = [...new Set(sizes)];
  return Promise.all(
    unique.map(async (size) => ({
      size,
      png: await sharp(source)
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .ensureAlpha()
        .png()
        .toBuffer(),
    })),
  );
}

/**
 * An ICO file with PNG-compressed images (supported since Windows Vista): a 6-byte header,
 * one 16-byte directory entry per image, then the images. A width or height of 256 is
 * stored as 0, since the field is one byte.
 */
export function buildIco(images: readonly SizedPng[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const directory = Buffer.alloc(16 * images.length);
  let offset = header.length + directory.length;
  images.forEach((image, index) => {
    if (image.size < 1 || image.size > 256) throw new Error(`an icon image must be 1-256 pixels, not ${image.size}`);
    const at = index * 16;
    directory.writeUInt8(image.size === 256 ? 0 : image.size, at);
    directory.writeUInt8(image.size === 256 ? 0 : image.size, at + 1);
    directory.writeUInt8(0, at + 2); // no palette
    directory.writeUInt8(0, at + 3);
    directory.writeUInt16LE(1, at + 4); // colour planes
    directory.writeUInt16LE(32, at + 6); // bits per pixel
    directory.writeUInt32LE(image.png.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, directory, ...images.map((image) => image.png)]);
}

/**
 * An ICNS file with PNG entries: the magic 'icns' and the total length, then per entry its
 * four-letter type, its length including that 8-byte header, and the PNG. Big-endian.
 */
export function buildIcns(entries: readonly { type: string; png: Buffer }[]): Buffer {
  const parts = entries.map(({ type, png }) => {
    if (!/^[a-z0-9]{4}$/.test(type)) throw new Error(`bad icns type ${type}`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'latin1');
  header.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([header, ...parts]);
}

/** A Windows .ico with every ICO_SIZES image, from one source image. */
export async function makeIco(source: Buffer): Promise<Buffer> {
  return buildIco(await squarePngs(source, ICO_SIZES));
}

/** A Mac .icns with every ICNS_TYPES image, from one source image. */
export async function makeIcns(source: Buffer): Promise<Buffer> {
  const pngs = new Map((await squarePngs(source, ICNS_TYPES.map((entry) => entry.size))).map((image) => [image.size, image.png]));
  return buildIcns(ICNS_TYPES.map(({ type, size }) => ({ type, png: pngs.get(size)! })));
}
