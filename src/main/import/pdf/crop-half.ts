import sharp from 'sharp';
import type { RawImage } from '../encode-renditions.js';
import type { PagePart } from './widepage-cut.js';

/**
 * One half of a rendered page, as raw pixels, for the widepage cut. An odd pixel column
 * goes to the right half, so the halves together are exactly the page.
 */
export async function cropHalf(image: RawImage, part: PagePart): Promise<RawImage> {
  const leftWidth = Math.max(1, Math.floor(image.width / 2));
  const left = part === 'left' ? 0 : leftWidth;
  const width = part === 'left' ? leftWidth : Math.max(1, image.width - leftWidth);
  const input = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const { data, info } = await sharp(input, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .extract({ left: Math.min(left, image.width - 1), top: 0, width, height: image.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 3 ? 3 : 4 };
}
