import path from 'node:path';
import type { z } from 'zod';
import type { ImportResult } from '../../shared/api/import-api.js';
import type { NewPageSourceSchema } from '../../shared/api/pages-api.js';
import type { Page } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';
import { MAX_PDF_PAGES } from '../../shared/limits.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { EngineContext } from '../engine/context.js';
import type { Job } from '../engine/job-runner.js';
import { throwIfCancelled } from '../engine/job-runner.js';
import { convertImageFile } from '../import/image/convert-image.js';
import { checkImageList } from '../import/image/image-checks.js';
import { ImportProgress } from '../import/import-progress.js';
import { PageWriter } from '../import/page-assets.js';
import { assertPageAllowance } from '../import/page-policy.js';
import { DEFAULT_RENDITION_PROFILE } from '../import/rendition-profile.js';
import { renderBlankPage } from './blank-page.js';
import { insertionIndex, type InsertPosition } from './page-list.js';
import { renderOnePdfPage } from './pdf-page.js';
import { tocFollowingPages } from '../toc/toc-follow.js';

/** What a new page is made from: a blank page, an image file or one page of a PDF. */
export type NewPageSource = z.infer<typeof NewPageSourceSchema>;

/** A pages.add request. */
export interface AddPageRequest {
  position: InsertPosition;
  anchorPageId?: string | undefined;
  source: NewPageSource;
  /** The job id the caller chose, so it can cancel the import; made by the engine when absent. */
  jobId?: JobId | undefined;
}

/**
 * Renders one new page and inserts it into the open project. It runs as the engine's one
 * `import` job, so it cannot race an import and `job.cancel` stops it; like an import it is
 * a transaction: on a failure or a cancel its assets are deleted and the book is as it was.
 * The anchor and the page allowance are checked before anything is rendered.
 */
export function addPage(ctx: EngineContext, request: AddPageRequest): Promise<ImportResult> {
  return ctx.jobs.run('import', request.jobId, async (job) => {
    const { signal } = job;
    const project = ctx.session.require();
    const before = project.snapshot();
    insertionIndex(before.pages, request.position, request.anchorPageId);
    // Adding keeps every page the book has, so only what is left of the allowance is available.
    assertPageAllowance(ctx.editionPolicy, before.pages.length, 1);
    if (before.pages.length + 1 > MAX_PDF_PAGES) {
      throw new AppError('PDF_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, `the book already has ${before.pages.length} pages`);
    }
    const writer = new PageWriter(project.assets);
    try {
      const page = await makePage(request.source, writer, job);
      throwIfCancelled(signal);
      const current = project.snapshot();
      const pages: Page[] = [...current.pages];
      pages.splice(insertionIndex(current.pages, request.position, request.anchorPageId), 0, page);
      project.replacePages(pages, tocFollowingPages(current.toc, current.pages, pages));
      return { importedPages: 1, project: project.snapshot() };
    } catch (error) {
      writer.rollback();
      if (signal.aborted) throw new AppError('CANCELLED');
      throw error;
    }
  });
}

async function makePage(source: NewPageSource, writer: PageWriter, job: Job<'import'>): Promise<Page> {
  const { signal } = job;
  const profile = DEFAULT_RENDITION_PROFILE;
  if (source.kind === 'blank') {
    return writer.write(await renderBlankPage(source, profile), { kind: 'blank' });
  }
  if (source.kind === 'image') {
    const file = path.resolve(source.path);
    // The type check of an image import. The user picked this one file for this page, which
    // is the answer an import's large-image prompt asks for, so its size is accepted.
    const [image] = (await checkImageList([file], 'include')).images;
    if (!image) throw new AppError('IMAGE_FORMAT', {}, `${path.basename(file)} is not an image`);
    throwIfCancelled(signal);
    return writer.write(await convertImageFile(file, image.format, profile), { kind: 'image', file });
  }
  const sink = { writer, signal, startProgress: (total: number) => new ImportProgress(job, total) };
  return renderOnePdfPage({ file: path.resolve(source.path), password: source.password, pageNumber: source.pageNumber }, sink);
}
