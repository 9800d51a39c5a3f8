import type { ImportResult } from '../../../shared/api/import-api.js';
import type { Page } from '../../../shared/domain/page.js';
import type { EngineContext } from '../../engine/context.js';
import { throwIfCancelled } from '../../engine/job-runner.js';
import { assertPageAllowance } from '../page-policy.js';
import { DEFAULT_RENDITION_PROFILE, type RenditionProfile } from '../rendition-profile.js';
import { runImport } from '../run-import.js';
import { convertImageFile } from './convert-image.js';
import { checkImageList, type CheckedImageList, type LargeImagePolicy } from './image-checks.js';
import { expandImagePaths } from './image-inputs.js';
import type { JobId } from '../../../shared/jobs/job-id.js';

/** An image import: files and folders in any order (they are sorted), and what to do with large ones. */
export interface ImageImportOptions {
  paths: readonly string[];
  /** The job id the caller chose, so it can cancel the import; made by the engine when absent. */
  jobId?: JobId | undefined;
  largeImages?: LargeImagePolicy | undefined;
  profile?: RenditionProfile;
}

/**
 * Imports images as the open project's pages, one page per image, in natural file-name
 * order. Every check (types, sizes, the page allowance) is made before the first image is
 * converted, so a stray .gif fails the import at once rather than after minutes of work.
 */
export async function importImages(ctx: EngineContext, options: ImageImportOptions): Promise<ImportResult> {
  const profile = options.profile ?? DEFAULT_RENDITION_PROFILE;
  let checked: CheckedImageList = { images: [], skippedFiles: [] };
  const precheck = async () => {
    checked = await checkImageList(await expandImagePaths(options.paths), options.largeImages ?? 'ask');
    // An import replaces every page, so the whole allowance is available to it.
    assertPageAllowance(ctx.editionPolicy, 0, checked.images.length);
  };
  const result = await runImport(ctx, options.jobId, precheck, async ({ writer, signal, startProgress }) => {
    const progress = startProgress(checked.images.length);
    const pages: Page[] = [];
    for (const { file, format } of checked.images) {
      throwIfCancelled(signal);
      const renditions = await convertImageFile(file, format, profile);
      throwIfCancelled(signal);
      const page = writer.write(renditions, { kind: 'image', file });
      pages.push(page);
      progress.pageDone();
      progress.pagesReady([page]);
    }
    return { pages, toc: [] };
  });
  return checked.skippedFiles.length > 0 ? { ...result, skippedFiles: checked.skippedFiles } : result;
}
