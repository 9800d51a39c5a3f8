import fs from 'node:fs';
import sharp from 'sharp';
import { AppError } from '../../shared/errors/app-error.js';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_LABEL } from '../../shared/limits.js';
import { formatFromMagic } from '../import/image/image-format.js';
import type { CoverType } from './template-document.js';

/** The longest edge of the list thumbnail, in pixels. */
const THUMBNAIL_EDGE = 240;
/** A cover this large in pixels is refused before decoding (a decompression bomb). */
const MAX_COVER_PIXELS = 50_000_000;

/** PNG or JPEG by content, or null: a cover must be one of those two. */
export function coverTypeOf(data: Uint8Array): CoverType | null {
  const format = formatFromMagic(data.subarray(0, 8));
  return format === 'png' || format === 'jpeg' ? format : null;
}

/**
 * Reads the cover chosen in the save dialog. A missing or non-PNG/JPG file counts as no
 * cover (TEMPLATE_INCOMPLETE); one over 10 MB is MEDIA_TOO_LARGE.
 */
export function readCoverFile(file: string): { type: CoverType; data: Uint8Array } {
  if (file.trim() === '') throw new AppError('TEMPLATE_INCOMPLETE', {}, 'no cover image');
  let size: number;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch (error) {
    throw new AppError('TEMPLATE_INCOMPLETE', {}, `cover ${file}: ${(error as Error).message}`);
  }
  if (size > MAX_IMAGE_BYTES) throw new AppError('MEDIA_TOO_LARGE', { limit: MAX_IMAGE_SIZE_LABEL }, `cover is ${size} bytes`);
  const data = new Uint8Array(fs.readFileSync(file));
  const type = coverTypeOf(data);
  if (type === null) throw new AppError('TEMPLATE_INCOMPLETE', {}, 'the cover is not a PNG or JPG image');
  return { type, data };
}

/** A small PNG of the cover as a data: URL for the list; throws when the image does not decode. */
export async function coverThumbnail(data: Uint8Array): Promise<string> {
  const png = await sharp(data, { limitInputPixels: MAX_COVER_PIXELS })
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
