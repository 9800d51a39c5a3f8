import fs from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import type { RawImage } from '../encode-renditions.js';
import { MAX_BMP_BYTES, MAX_IMAGE_INPUT_PIXELS } from '../import-limits.js';
import { decodeBmp } from './bmp-decoder.js';
import type { ImageFormat } from './image-format.js';

const PAPER_WHITE = { r: 255, g: 255, b: 255 };

/**
 * Decodes an image file once into upright, opaque pixels no larger than `longEdge`.
 * EXIF orientation is applied, so a photo taken sideways reads upright; transparency is
 * laid on white, as it would be printed on a page.
 */
export async function decodeImage(file: string, format: ImageFormat, longEdge: number): Promise<RawImage> {
  const input =
    format === 'bmp'
      ? sharpFromRaw(decodeBmp(await readBmpFile(file)))
      : sharp(file, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { data, info } = await input
    .flatten({ background: PAPER_WHITE })
    .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 && info.channels !== 4) throw new Error(`unexpected ${info.channels}-channel image`);
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function readBmpFile(file: string): Promise<Uint8Array> {
  const { size } = await fs.stat(file);
  if (size > MAX_BMP_BYTES) throw new Error(`BMP of ${size} bytes is too large`);
  return fs.readFile(file);
}

function sharpFromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
}
