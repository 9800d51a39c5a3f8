import sharp, { type Sharp } from 'sharp';
import { grayLevelTable, LINE_ART_LEVELS, snapGrayLevels } from './encoding/gray-levels.js';
import { analysePageContent, type PageContent } from './encoding/page-content.js';
import type { RawImage } from './encoding/raw-image.js';
import { WEBP_EFFORT, type RenditionName, type RenditionProfile, type RenditionSpec } from './rendition-profile.js';

export type { RawImage } from './encoding/raw-image.js';

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
 * libwebp's lossless effort for line art. A palette of eight greys is what makes these files
 * small, not the search effort: effort 1 is within 1% of effort 3's size at under half its time.
 */
export const LOSSLESS_EFFORT = 1;

const LEVELS = grayLevelTable(LINE_ART_LEVELS);

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Encodes one decoded page into every rendition of the profile, choosing the encoding by
 * the page's content (see PageContent and docs/decisions/0005): line art becomes a lossless
 * eight-grey WebP, everything else a lossy WebP at the profile's quality, grey pages in one
 * channel. The page is decoded once by the caller; each rendition is a downscale of it,
 * never an upscale, so a small image keeps its own size.
 */
export async function encodeRenditions(image: RawImage, profile: RenditionProfile): Promise<EncodedRenditions> {
  const content = analysePageContent(image);
  const names: RenditionName[] = ['thumb', 'normal', 'hd'];
  const [thumb, normal, hd] = await Promise.all(names.map((name) => encodeOne(image, content, profile[name])));
  if (!thumb || !normal || !hd) throw new Error('a rendition was not produced');
  return { thumb: bytes(thumb.data), normal: bytes(normal.data), hd: bytes(hd.data), width: normal.width, height: normal.height };
}

function encodeOne(image: RawImage, content: PageContent, spec: RenditionSpec): Promise<Encoded> {
  if (content.kind === 'colour') {
    const input = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    // Pages are opaque paper: dropping alpha makes the files smaller and the reader faster.
    const pipeline = sharp(input, { raw: { width: image.width, height: image.height, channels: image.channels } }).removeAlpha();
    return finish(resizeTo(pipeline, image, spec).webp({ quality: spec.quality, effort: WEBP_EFFORT }));
  }
  const gray = () => sharp(content.gray, { raw: { width: image.width, height: image.height, channels: 1 } });
  if (content.kind === 'gray-tone') return finish(resizeTo(gray(), image, spec).webp({ quality: spec.quality, effort: WEBP_EFFORT }));
  return encodeLineArt(image, content.gray, spec, gray);
}

/**
 * Line art is snapped to its grey levels after scaling, since a downscale blends the levels
 * back into many. The HD rendition is usually the rendered size itself and skips libvips.
 */
async function encodeLineArt(image: RawImage, gray: Uint8Array, spec: RenditionSpec, pipeline: () => Sharp): Promise<Encoded> {
  let pixels: Uint8Array;
  let width = image.width;
  let height = image.height;
  if (fitsInside(image, spec)) {
    pixels = snapGrayLevels(Uint8Array.from(gray), LEVELS);
  } else {
    // libvips hands one-channel raw output back as sRGB unless the channel is picked out.
    const scaled = await resizeTo(pipeline(), image, spec).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    pixels = snapGrayLevels(new Uint8Array(scaled.data.buffer, scaled.data.byteOffset, scaled.data.byteLength), LEVELS);
    width = scaled.info.width;
    height = scaled.info.height;
  }
  return finish(sharp(pixels, { raw: { width, height, channels: 1 } }).webp({ lossless: true, effort: LOSSLESS_EFFORT }));
}

function fitsInside(image: RawImage, spec: RenditionSpec): boolean {
  return Math.max(image.width, image.height) <= spec.longEdge;
}

function resizeTo(pipeline: Sharp, image: RawImage, spec: RenditionSpec): Sharp {
  if (fitsInside(image, spec)) return pipeline;
  return pipeline.resize({ width: spec.longEdge, height: spec.longEdge, fit: 'inside', withoutEnlargement: true });
}

async function finish(pipeline: Sharp): Promise<Encoded> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function bytes(data: Buffer): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
