import path from 'node:path';
import { AppError } from '../../../shared/errors/app-error.js';
import { encodeRenditions, type EncodedRenditions } from '../encode-renditions.js';
import type { RenditionProfile } from '../rendition-profile.js';
import { decodeImage } from './decode-image.js';
import type { ImageFormat } from './image-format.js';

/**
 * Turns one image file into a page's three renditions. Every failure to decode (a broken
 * file, an image over the pixel limit) becomes IMAGE_CONVERSION_FAILED naming the file.
 * Image import and "add a page from an image" both use it, so both pages look alike.
 */
export async function convertImageFile(file: string, format: ImageFormat, profile: RenditionProfile): Promise<EncodedRenditions> {
  try {
    const image = await decodeImage(file, format, profile.hd.longEdge);
    return await encodeRenditions(image, profile);
  } catch (error) {
    throw new AppError('IMAGE_CONVERSION_FAILED', {}, `${path.basename(file)}: ${(error as Error).message}`);
  }
}
