import path from 'node:path';
import type { ImportResult } from '../../../shared/api/import-api.js';
import type { Page } from '../../../shared/domain/page.js';
import { AppError } from '../../../shared/errors/app-error.js';
import type { EngineContext } from '../../engine/context.js';
import { throwIfCancelled } from '../../engine/job-gate.js';
import { encodeRenditions } from '../encode-renditions.js';
import { DEFAULT_RENDITION_PROFILE, type RenditionProfile } from '../rendition-profile.js';
import { runImport } from '../run-import.js';
import { decodeImage } from './decode-image.js';
import { detectImageFormat, type ImageFormat } from './image-format.js';
import { naturalFileOrder } from './natural-order.js';

/** An image import: the files in any order (they are sorted), and an optional profile. */
export interface ImageImportOptions {
  files: readonly string[];
  profile?: RenditionProfile;
}

/**
 * Imports images as the open project's pages, one page per image, in natural file-name
 * order. Every file's format is checked before the first one is converted, so a stray
 * .gif fails the import at once rather than after minutes of work.
 */
export function importImages(ctx: EngineContext, options: ImageImportOptions): Promise<ImportResult> {
  const profile = options.profile ?? DEFAULT_RENDITION_PROFILE;
  const files = naturalFileOrder(options.files.map((file) => path.resolve(file)));
  const formats: ImageFormat[] = [];
  const precheck = async () => {
    for (const file of files) formats.push(await detectImageFormat(file));
  };
  return runImport(ctx, precheck, async ({ writer, signal, startProgress }) => {
    const progress = startProgress(files.length);
    const pages: Page[] = [];
    for (const [index, file] of files.entries()) {
      throwIfCancelled(signal);
      const format = formats[index] ?? 'jpeg';
      const renditions = await convertImage(file, format, profile);
      throwIfCancelled(signal);
      pages.push(writer.write(renditions, { kind: 'image', file }));
      progress.pageDone();
    }
    return { pages, toc: [] };
  });
}

async function convertImage(file: string, format: ImageFormat, profile: RenditionProfile) {
  try {
    const image = await decodeImage(file, format, profile.hd.longEdge);
    return await encodeRenditions(image, profile);
  } catch (error) {
    throw new AppError('IMAGE_CONVERSION_FAILED', {}, `${path.basename(file)}: ${(error as Error).message}`);
  }
}
