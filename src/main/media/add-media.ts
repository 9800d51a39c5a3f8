import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AddedMedia } from '../../shared/api/media-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import {
  acceptsMediaFile,
  ATTACHMENT_REFUSED_EXTENSIONS,
  BOOK_MEDIA_EXTENSIONS,
  fileExtension,
  mediaLimitBytes,
  type BookMediaKind,
} from '../../shared/media/book-media.js';
import type { AssetStore } from '../engine/project-session.js';

export interface AddMediaRequest {
  path: string;
  kind: BookMediaKind;
  maxBytes?: number;
}

/**
 * The largest picture a book may show, in pixels: a reader decodes it whole, and a small
 * file can claim a huge canvas. 40 million is well above any screen or print-ready logo.
 */
export const MAX_MEDIA_IMAGE_PIXELS = 40_000_000;

function sizeLabel(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

function refuseType(kind: BookMediaKind, name: string): never {
  if (kind === 'attachment') {
    if (ATTACHMENT_REFUSED_EXTENSIONS.includes(fileExtension(name))) throw new AppError('ATTACHMENT_EXE', {}, name);
    throw new AppError('MEDIA_FORMAT', { formats: 'any file with an extension, except .exe' }, name);
  }
  throw new AppError('MEDIA_FORMAT', { formats: BOOK_MEDIA_EXTENSIONS[kind].join(', ') }, name);
}

/** sharp's name for each image extension; BMP is checked by its header, as libvips cannot read it. */
const IMAGE_FORMATS: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', webp: 'webp' };

/**
 * An image file must be the image its name says, and not so large in pixels that showing it
 * would exhaust a reader's memory (a small file can claim a huge canvas).
 */
async function checkImage(data: Buffer, name: string): Promise<void> {
  const extension = fileExtension(name);
  if (extension === 'bmp') {
    if (data.length < 26 || data.toString('latin1', 0, 2) !== 'BM') throw new AppError('MEDIA_FORMAT', { formats: BOOK_MEDIA_EXTENSIONS.image.join(', ') }, `${name} is not a BMP`);
    const width = Math.abs(data.readInt32LE(18));
    const height = Math.abs(data.readInt32LE(22));
    if (width * height > MAX_MEDIA_IMAGE_PIXELS) throw new AppError('IMAGE_CONVERSION_FAILED', {}, `${name} is ${width}×${height} pixels`);
    return;
  }
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_MEDIA_IMAGE_PIXELS, failOn: 'error' }).metadata()).format;
  } catch (error) {
    throw new AppError('IMAGE_CONVERSION_FAILED', {}, `${name}: ${String(error)}`);
  }
  if (format !== IMAGE_FORMATS[extension]) throw new AppError('MEDIA_FORMAT', { formats: BOOK_MEDIA_EXTENSIONS.image.join(', ') }, `${name} holds ${format ?? 'no image'}`);
}

/**
 * Page audio must really be MP3, since a reader plays it with no other check: an ID3v2 tag
 * or an MPEG audio frame sync (11 set bits) at the start, as every MP3 encoder writes.
 */
function checkMp3(data: Buffer, name: string): void {
  const id3 = data.length >= 10 && data.toString('latin1', 0, 3) === 'ID3';
  const frameSync = data.length >= 4 && data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0;
  if (!id3 && !frameSync) throw new AppError('MEDIA_FORMAT', { formats: BOOK_MEDIA_EXTENSIONS.narration.join(', ') }, `${name} is not MP3 audio`);
}

/**
 * Copies a file into the project's assets under a key made from its content, so adding the
 * same file twice stores it once. Checks come first, so a refused file stores nothing.
 */
export async function addMedia(assets: AssetStore, request: AddMediaRequest): Promise<AddedMedia> {
  const name = path.basename(request.path);
  if (!acceptsMediaFile(request.kind, name)) refuseType(request.kind, name);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(request.path);
  } catch (error) {
    throw new AppError('INVALID_ARGUMENT', {}, `cannot read ${request.path}: ${String(error)}`);
  }
  if (!stat.isFile()) throw new AppError('INVALID_ARGUMENT', {}, `${request.path} is not a file`);
  const limit = mediaLimitBytes(request.kind, request.maxBytes);
  if (stat.size > limit) {
    throw new AppError(request.kind === 'attachment' ? 'ATTACHMENT_TOO_LARGE' : 'MEDIA_TOO_LARGE', { limit: sizeLabel(limit) }, `${name} is ${stat.size} bytes`);
  }
  const data = await fs.promises.readFile(request.path);
  if (request.kind === 'image') await checkImage(data, name);
  if (request.kind === 'narration') checkMp3(data, name);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const key = `media/${hash}.${fileExtension(name)}`;
  if (assets.get(key) === null) assets.put(key, data);
  return { key, name, size: data.length };
}
