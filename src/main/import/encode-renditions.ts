import sharp, { type OutputInfo } from 'sharp';
import { grayLevelTable, LINE_ART_LEVELS, snapGrayLevels } from './encoding/gray-levels.js';
import { analysePageContent } from './encoding/page-content.js';
import type { RawImage } from './encoding/raw-image.js';
import { WEBP_EFFORT, type RenditionProfile, type RenditionSpec } from './rendition-profile.js';

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
 * libwebp's lossless effort (method) for line art's normal rendition, the one every reader
 * downloads. A palette of eight greys is what makes these files small, not the search:
 * effort 1 is within 1% of effort 3's size, while effort 0 skips the palette's entropy
 * modelling and makes the normal page up to 70% larger.
 */
export const LOSSLESS_EFFORT = 1;
/**
 * The HD rendition is only fetched when a reader zooms, so it is encoded at effort 0: on
 * freeculture's pages 54 ms instead of 133 ms (the largest single step of an import) for
 * 16% more HD bytes (89 KB against 77 KB). See docs/decisions/0005.
 */
export const HD_LOSSLESS_EFFORT = 0;
/**
 * For lossless WebP, sharp's `quality` is libwebp's search budget, not a loss of fidelity.
 * On eight-grey text pages the lowest budget gives the same bytes (±1%) in about half the
 * time of sharp's default 80 (docs/decisions/0005).
 */
export const LOSSLESS_SEARCH = 1;

const LEVELS = grayLevelTable(LINE_ART_LEVELS);

/** Raw pixels of one channel (grey) or three (RGB), as libvips takes and gives them. */
interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/**
 * Encodes one decoded page into every rendition of the profile, choosing the encoding by
 * the page's content (see PageContent and docs/decisions/0005): line art becomes a lossless
 * eight-grey WebP, everything else a lossy WebP at the profile's quality, grey pages in one
 * channel. Each rendition is scaled from the next larger one (HD from the page, normal from
 * HD, thumbnail from normal), never enlarged, so each resize reads as few pixels as it can
 * and a small image keeps its own size. The renditions are made one after another, so a
 * worker holds one page's intermediate buffers at a time.
 */
export async function encodeRenditions(image: RawImage, profile: RenditionProfile): Promise<EncodedRenditions> {
  const content = analysePageContent(image);
  const source: Pixels =
    content.kind === 'colour'
      ? { data: asBytes(image.data), width: image.width, height: image.height, channels: image.channels }
      : { data: content.gray, width: image.width, height: image.height, channels: 1 };
  const hdPixels = await scaled(source, fitInside(image, profile.hd));
  const normalPixels = await scaled(hdPixels, fitInside(image, profile.normal));
  // The thumbnail is always lossy: at 240 px, eight greys would show as banding.
  const thumb = (await lossy(await scaled(normalPixels, fitInside(image, profile.thumb)), profile.thumb)).data;
  if (content.kind === 'line-art') {
    // Snapped after scaling, since a downscale blends the levels back into many. Snapping
    // in place is safe: the normal rendition and thumbnail were scaled from the unsnapped HD.
    const hd = await lineArt(hdPixels, HD_LOSSLESS_EFFORT);
    const normal = await lineArt(normalPixels, LOSSLESS_EFFORT);
    return { thumb, normal: normal.data, hd: hd.data, width: normal.width, height: normal.height };
  }
  const hd = await lossy(hdPixels, profile.hd);
  const normal = await lossy(normalPixels, profile.normal);
  return { thumb, normal: normal.data, hd: hd.data, width: normal.width, height: normal.height };
}

interface Size {
  width: number;
  height: number;
}

/**
 * The size of a rendition, always reckoned from the page itself: scaling each rendition
 * from the one above would otherwise round a pixel differently (a 185 px thumbnail of a
 * 1855×2400 page instead of 186).
 */
function fitInside(page: Size, spec: RenditionSpec): Size {
  const scale = Math.min(1, spec.longEdge / Math.max(page.width, page.height));
  return { width: Math.max(1, Math.round(page.width * scale)), height: Math.max(1, Math.round(page.height * scale)) };
}

/** The pixels scaled to the size; the same pixels when they already have it. */
async function scaled(pixels: Pixels, size: Size): Promise<Pixels> {
  // Pages are opaque paper: alpha is dropped at the first resize, or at encoding.
  if (pixels.width === size.width && pixels.height === size.height) return pixels;
  const resized = input(pixels).resize({ width: size.width, height: size.height, fit: 'fill' });
  // libvips hands one-channel raw output back as sRGB unless the channel is picked out.
  const { data, info } = await (pixels.channels === 1 ? resized.extractChannel(0) : resized).raw().toBuffer({ resolveWithObject: true });
  return { data: asBytes(data), width: info.width, height: info.height, channels: info.channels as Pixels['channels'] };
}

function input(pixels: Pixels) {
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
  return pixels.channels === 4 ? image.removeAlpha() : image;
}

async function lossy(pixels: Pixels, spec: RenditionSpec): Promise<Encoded> {
  return encoded(await input(pixels).webp({ quality: spec.quality, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true }));
}

async function lineArt(pixels: Pixels, effort: number): Promise<Encoded> {
  const snapped = snapGrayLevels(pixels.data, LEVELS);
  const out = await sharp(snapped, { raw: { width: pixels.width, height: pixels.height, channels: 1 } })
    .webp({ lossless: true, effort, quality: LOSSLESS_SEARCH })
    .toBuffer({ resolveWithObject: true });
  return encoded(out);
}

interface Encoded {
  data: Uint8Array;
  width: number;
  height: number;
}

function encoded({ data, info }: { data: Buffer; info: OutputInfo }): Encoded {
  return { data: asBytes(data), width: info.width, height: info.height };
}

function asBytes(data: Uint8Array | Uint8ClampedArray | Buffer): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
