import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../shared/errors/app-error.js';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_LABEL } from '../../../shared/limits.js';
import { detectImageFormat, type ImageFormat } from './image-format.js';

/** What to do with images over MAX_IMAGE_BYTES; 'ask' refuses so the editor can ask. */
export type LargeImagePolicy = 'ask' | 'include' | 'skip';

/** An image that passed the checks, with the decoder its content calls for. */
export interface CheckedImage {
  file: string;
  format: ImageFormat;
}

/** The images to convert, in order, and the large ones left out at the user's choice. */
export interface CheckedImageList {
  images: CheckedImage[];
  skippedFiles: string[];
}

/**
 * The checks an image import makes before converting anything, so a refusal never costs
 * the user work and never changes the book:
 * - every file must be a JPG, JPEG, PNG or BMP by name and by content. When every file is
 *   wrong the answer is IMAGE_FORMAT; when only some are, IMAGE_FORMAT_SOME names them in
 *   the detail and nothing is imported, since importing the rest would quietly leave pages
 *   out of the book;
 * - files over 10 MB are refused (LARGE_IMAGES, naming them) under 'ask', kept under
 *   'include' and left out under 'skip'. Skipping every image would leave an empty book,
 *   so that is refused as well.
 */
export async function checkImageList(files: readonly string[], largeImages: LargeImagePolicy): Promise<CheckedImageList> {
  const images: CheckedImage[] = [];
  const wrongType: string[] = [];
  for (const file of files) {
    const format = await formatOrNull(file);
    if (format === null) wrongType.push(path.basename(file));
    else images.push({ file, format });
  }
  // A folder without a single image is refused, not made into a book of no pages.
  if (images.length === 0 && wrongType.length === 0) throw new AppError('IMAGE_FORMAT', {}, 'no JPG, JPEG, PNG or BMP image among the inputs');
  if (wrongType.length > 0) {
    const code = images.length === 0 ? 'IMAGE_FORMAT' : 'IMAGE_FORMAT_SOME';
    throw new AppError(code, {}, `not a JPG, JPEG, PNG or BMP image: ${wrongType.join(', ')}`);
  }

  const large: CheckedImage[] = [];
  for (const image of images) if ((await fs.stat(image.file)).size > MAX_IMAGE_BYTES) large.push(image);
  if (large.length === 0 || largeImages === 'include') return { images, skippedFiles: [] };
  const names = large.map((image) => path.basename(image.file)).join(', ');
  if (largeImages === 'ask' || large.length === images.length) {
    throw new AppError('LARGE_IMAGES', { count: large.length, limit: MAX_IMAGE_SIZE_LABEL }, names);
  }
  return { images: images.filter((image) => !large.includes(image)), skippedFiles: large.map((image) => image.file) };
}

async function formatOrNull(file: string): Promise<ImageFormat | null> {
  try {
    return await detectImageFormat(file);
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMAGE_FORMAT') return null;
    throw error;
  }
}
