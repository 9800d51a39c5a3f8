/**
 * The colour-page encoders candidates.ts compares (decision 0260): HD from the page, normal
 * from its exact downscale, as encodeRenditions makes them.
 */
import sharp, { type JpegOptions, type Sharp, type WebpOptions } from 'sharp';
import { choosePagePalette, paletteIndices } from '../../../src/main/import/encoding/page-palette.js';
import { GrayPaletteWebpEncoder } from '../../../src/main/import/encoding/vp8l/gray-palette-webp.js';
import { WEBP_EFFORT } from '../../../src/main/import/rendition-profile.js';

export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}
export interface CandidateOutput {
  hd: Uint8Array;
  normal: Uint8Array;
  /** The encoding the candidate chose for this page. */
  how: string;
}
export type Candidate = (page: Pixels, normal: Pixels) => Promise<CandidateOutput>;

/** The default profile's definition. */
const QUALITY = 85;
const input = (p: Pixels) => {
  const image = sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels } });
  return p.channels === 4 ? image.removeAlpha() : image;
};
const both =
  (encode: (image: Sharp) => Sharp, how: string): Candidate =>
  async (page, normal) => ({
    hd: new Uint8Array(await encode(input(page)).toBuffer()),
    normal: new Uint8Array(await encode(input(normal)).toBuffer()),
    how,
  });
const webp = (options: WebpOptions) => both((image) => image.webp(options), 'webp');
const jpeg = (options: JpegOptions) => both((image) => image.jpeg(options), 'jpeg');

const encoder = new GrayPaletteWebpEncoder();
const identity = (size: number) => new Uint8Array(256).map((_, v) => Math.min(v, size - 1));
const lossyAtEffort2 = webp({ quality: QUALITY, effort: WEBP_EFFORT });

/** The page's palette through our own lossless encoder when it has one, else lossy WebP at effort 2 (what the import now does). */
const paletteOrLossy: Candidate = async (page, normal) => {
  const palette = choosePagePalette(page);
  if (!palette) return { ...(await lossyAtEffort2(page, normal)), how: 'lossy' };
  const encode = (p: Pixels) => encoder.encode({ gray: paletteIndices(p, palette), width: p.width, height: p.height, snap: identity(palette.colours.length), colours: palette.colours });
  return { hd: encode(page), normal: encode(normal), how: `palette${palette.colours.length}` };
};

export const CANDIDATES: Record<string, Candidate> = {
  'webp-e2': lossyAtEffort2,
  'webp-e1': webp({ quality: QUALITY, effort: 1 }),
  'webp-e0': webp({ quality: QUALITY, effort: 0 }),
  'webp-e0-q80': webp({ quality: 80, effort: 0 }),
  'webp-e2-smart': webp({ quality: QUALITY, effort: WEBP_EFFORT, smartSubsample: true }),
  jpeg: jpeg({ quality: QUALITY }),
  'jpeg-moz': jpeg({ quality: QUALITY, mozjpeg: true }),
  palette: paletteOrLossy,
};
