import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../shared/errors/app-error.js';

/** The image formats a book page may come from (the spec's JPG/JPEG/PNG/BMP). */
export type ImageFormat = 'jpeg' | 'png' | 'bmp';

const EXTENSIONS: Record<string, ImageFormat> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.bmp': 'bmp' };

/** The file-name extensions an image page may have, lower case with the dot. */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(EXTENSIONS));

const SIGNATURES: { format: ImageFormat; bytes: number[] }[] = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'bmp', bytes: [0x42, 0x4d] },
];

/** The image format a file's first bytes announce, or null for anything else. */
export function formatFromMagic(head: Uint8Array): ImageFormat | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.format ?? null;
}

/**
 * Decides how to decode an image file. The name must have one of the allowed extensions
 * and the content must start with one of the allowed signatures; the content decides the
 * decoder, since a PNG saved as .jpg is still a PNG. Anything else is IMAGE_FORMAT.
 */
export async function detectImageFormat(file: string): Promise<ImageFormat> {
  if (!Object.hasOwn(EXTENSIONS, path.extname(file).toLowerCase())) {
    throw new AppError('IMAGE_FORMAT', {}, `${path.basename(file)} is not a JPG, JPEG, PNG or BMP file`);
  }
  let head: Uint8Array;
  try {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(8);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new AppError('IMAGE_CONVERSION_FAILED', {}, `cannot read ${file}: ${(error as Error).message}`);
  }
  const format = formatFromMagic(head);
  if (!format) throw new AppError('IMAGE_FORMAT', {}, `${path.basename(file)} does not contain a JPG, PNG or BMP image`);
  return format;
}
