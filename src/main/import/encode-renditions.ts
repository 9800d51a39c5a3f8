import sharp from 'sharp';
import { WEBP_EFFORT, type RenditionName, type RenditionProfile, type RenditionSpec } from './rendition-profile.js';

/** Decoded pixels, as pdf.js's canvas or sharp's raw output hand them over. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * The three encoded renditions of a page. width and height are the normal rendition's,
 * which is the size a Page records.
 */
export interface EncodedRenditions {
  thumb: Uint8Array;
  normal: Uint8Array;
  hd: Uint8Array;
  width: number;
  height: number;
}

/**
 * Encodes one decoded page into every rendition of the profile. The page is decoded once
 * by the caller; each rendition is a downscale of it, never an upscale, so a small image
 * keeps its own size.
 */
export async function encodeRenditions(image: RawImage, profile: RenditionProfile): Promise<EncodedRenditions> {
  const input = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const encodeOne = (spec: RenditionSpec) =>
    sharp(input, { raw: { width: image.width, height: image.height, channels: image.channels } })
      // Pages are opaque paper: dropping alpha makes the files smaller and the reader faster.
      .removeAlpha()
      .resize({ width: spec.longEdge, height: spec.longEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: spec.quality, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
  const names: RenditionName[] = ['thumb', 'normal', 'hd'];
  const [thumb, normal, hd] = await Promise.all(names.map((name) => encodeOne(profile[name])));
  if (!thumb || !normal || !hd) throw new Error('a rendition was not produced');
  return {
    thumb: new Uint8Array(thumb.data.buffer, thumb.data.byteOffset, thumb.data.byteLength),
    normal: new Uint8Array(normal.data.buffer, normal.data.byteOffset, normal.data.byteLength),
    hd: new Uint8Array(hd.data.buffer, hd.data.byteOffset, hd.data.byteLength),
    width: normal.info.width,
    height: normal.info.height,
  };
}
