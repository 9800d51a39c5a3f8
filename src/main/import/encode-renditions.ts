import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { grayLevelTable, LINE_ART_LEVELS } from './encoding/gray-levels.js';
import { exactDownscale, type Bitmap } from './encoding/exact-downscale.js';
import { analysePageContent } from './encoding/page-content.js';
import { choosePagePalette, paletteIndices, type PagePalette } from './encoding/page-palette.js';
import type { RawImage } from './encoding/raw-image.js';
import { GrayPaletteWebpEncoder } from './encoding/vp8l/gray-palette-webp.js';
import { fitRendition, WEBP_EFFORT, type RenditionProfile, type RenditionSpec, type PixelSize } from './rendition-profile.js';

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

const LEVELS = grayLevelTable(LINE_ART_LEVELS);
/** One encoder per thread (each worker loads this module once); encoding a page is synchronous. */
const lineArtEncoder = new GrayPaletteWebpEncoder();

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
 * eight-grey WebP from our own encoder; a colour page drawn by eight greys and a few flat
 * colours (text with coloured headings, bands, logos: PagePalette, decision 0260) a lossless
 * palette WebP from the same encoder; everything else a lossy WebP at the profile's
 * quality, grey pages in one channel. Each rendition is scaled from the next larger one
 * (HD from the page, normal from HD, thumbnail from normal), never enlarged. When the
 * page's exact scale to the normal rendition is known (`normalScale`, for a rendered PDF
 * page whose bitmap rounds its true size), the normal rendition is averaged down by
 * exactly that scale instead of stretched to its rounded size. The renditions are made one
 * after another, so a worker holds one page's intermediate buffers at a time. The thumbnail
 * is encoded first and handed to `onThumbnail` before the larger renditions are encoded, so
 * the editor can show a page before its normal and HD renditions exist (decision 0264).
 */
export async function encodeRenditions(image: RawImage, profile: RenditionProfile, normalScale?: number, onThumbnail?: (thumb: Uint8Array) => void): Promise<EncodedRenditions> {
  const content = analysePageContent(image);
  const palette = content.kind === 'colour' ? choosePagePalette(image) : null;
  const source: Pixels =
    content.kind === 'colour'
      ? { data: asBytes(image.data), width: image.width, height: image.height, channels: image.channels }
      : { data: content.gray, width: image.width, height: image.height, channels: 1 };
  const hdPixels = await scaled(source, fitRendition(image, profile.hd));
  const normalSize = fitRendition(image, profile.normal);
  const exact = normalScale !== undefined && hdPixels === source && (normalSize.width < image.width || normalSize.height < image.height);
  const normalPixels = exact ? asPixels(exactDownscale(source, normalSize.width, normalSize.height, normalScale)) : await scaled(hdPixels, normalSize);
  const thumb = await encodeThumbnail(normalPixels, fitRendition(image, profile.thumb), profile.thumb);
  onThumbnail?.(thumb);
  if (content.kind === 'line-art') {
    const hd = lineArt(hdPixels);
    const normal = lineArt(normalPixels);
    return { thumb, normal, hd, width: normalPixels.width, height: normalPixels.height };
  }
  if (palette) {
    const hd = fewColours(hdPixels, palette);
    const normal = fewColours(normalPixels, palette);
    return { thumb, normal, hd, width: normalPixels.width, height: normalPixels.height };
  }
  const hd = await lossy(input(hdPixels), profile.hd);
  const normal = await lossy(input(normalPixels), profile.normal);
  return { thumb, normal: normal.data, hd: hd.data, width: normal.width, height: normal.height };
}

/**
 * A thumbnail of `size` from a larger bitmap of the page. It is always lossy: at 240 px,
 * eight greys would show as banding.
 */
export async function encodeThumbnail(image: Omit<RawImage, 'channels'> & { channels: 1 | 3 | 4 }, size: PixelSize, spec: RenditionSpec): Promise<Uint8Array> {
  const pixels: Pixels = { data: asBytes(image.data), width: image.width, height: image.height, channels: image.channels };
  return (await lossy(input(pixels).resize({ ...size, fit: 'fill' }), spec)).data;
}

/** The pixels scaled to the size; the same pixels when they already have it. */
async function scaled(pixels: Pixels, size: PixelSize): Promise<Pixels> {
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

async function lossy(pipeline: Sharp, spec: RenditionSpec): Promise<Encoded> {
  return encoded(await pipeline.webp({ quality: spec.quality, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true }));
}

/** Lossless, snapped to the line-art levels as it is packed (the pixels are not changed). */
function lineArt(pixels: Pixels): Uint8Array {
  return lineArtEncoder.encode({ gray: pixels.data, width: pixels.width, height: pixels.height, snap: LEVELS });
}

/** Lossless, each pixel replaced by its nearest entry of the page's palette. */
function fewColours(pixels: Pixels, palette: PagePalette): Uint8Array {
  if (pixels.channels === 1) throw new Error('a palette page keeps its colour channels');
  const indices = paletteIndices({ ...pixels, channels: pixels.channels }, palette);
  return lineArtEncoder.encode({ gray: indices, width: pixels.width, height: pixels.height, snap: indexTable(palette.colours.length), colours: palette.colours });
}

/** The snap table that keeps palette indices 0…size−1 as they are, one per palette size (the encoder caches its tables by it). */
const indexTables = new Map<number, Uint8Array>();
function indexTable(size: number): Uint8Array {
  let table = indexTables.get(size);
  if (!table) {
    table = new Uint8Array(256).map((_, v) => Math.min(v, size - 1));
    indexTables.set(size, table);
  }
  return table;
}

interface Encoded {
  data: Uint8Array;
  width: number;
  height: number;
}

function encoded({ data, info }: { data: Buffer; info: OutputInfo }): Encoded {
  return { data: asBytes(data), width: info.width, height: info.height };
}

/** A downscaled bitmap as the encoders take it (one, three or four channels). */
function asPixels(bitmap: Bitmap): Pixels {
  return { ...bitmap, channels: bitmap.channels as Pixels['channels'] };
}

function asBytes(data: Uint8Array | Uint8ClampedArray | Buffer): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
