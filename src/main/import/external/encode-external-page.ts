import sharp from 'sharp';
import { encodeRenditions, type RawImage } from '../encode-renditions.js';
import { cropHalf } from '../pdf/crop-half.js';
import type { RenderedPart } from '../pdf/render-page.js';
import type { PagePart } from '../pdf/widepage-cut.js';
import { exactNormalScale, type RenditionProfile } from '../rendition-profile.js';
import { parsePpm } from './pnm.js';

/**
 * A page the external tool rendered, sent to a render worker to be encoded: the tool's PPM
 * output and the size the inner engine would have rendered the page at.
 */
export interface ExternalBitmap {
  ppm: ArrayBuffer;
  width: number;
  height: number;
}

/**
 * The tool's bitmap at exactly the inner engine's size. Both tools are asked for that
 * size, but their rounding of a page's edge may differ by a pixel; fitting it here keeps
 * page sizes identical whichever engine rendered the book.
 */
async function fittedBitmap(bitmap: ExternalBitmap): Promise<RawImage> {
  const image = parsePpm(new Uint8Array(bitmap.ppm));
  if (image.width === bitmap.width && image.height === bitmap.height) return image;
  const input = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const { data, info } = await sharp(input, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: bitmap.width, height: bitmap.height, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * Encodes an externally rendered page into the same renditions the inner engine makes:
 * the whole page, or its halves in the order `parts` gives when it is cut. Each normal page
 * is the exact downscale (area averaging at one scale, decision 0005) of the bitmap, as the
 * inner engine makes it. The tool stretched the page to fill the bitmap, so the page's long
 * edge is the bitmap's own, a whole number of pixels (a half's is half the bitmap's width).
 * `onThumbnail` gets the first book page's thumbnail ahead of the rest, as renderPage gives it.
 */
export async function encodeExternalPage(bitmap: ExternalBitmap, profile: RenditionProfile, parts: readonly PagePart[], onThumbnail?: (thumb: Uint8Array) => void): Promise<RenderedPart[]> {
  const whole = await fittedBitmap(bitmap);
  const out: RenderedPart[] = [];
  for (const part of parts.length > 0 ? parts : [null]) {
    const image = part ? await cropHalf(whole, part) : whole;
    const pageLongEdge = Math.max(part ? whole.width / 2 : whole.width, whole.height);
    const first = out.length === 0 ? onThumbnail : undefined;
    out.push({ part, renditions: await encodeRenditions(image, profile, exactNormalScale(image, pageLongEdge, profile), first) });
  }
  return out;
}
