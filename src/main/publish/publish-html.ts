import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';
import { assertOutputWritable } from '../fs/writable-output.js';
import type { OpenProject } from '../engine/project-session.js';
import { writeFolderAtomically } from './atomic-folder.js';
import { isPublishedBookFolder, writeBookFolder, type PageMarker } from './book-folder.js';
import type { BookPublishOptions } from './publish-head.js';
import type { PublishStep, StepSink } from '../../shared/jobs/step-progress.js';

export interface PublishHtmlJob {
  outDir: string;
  /** The open project, or null when there is none. */
  project: OpenProject | null;
  readerAssetsDir: string;
  /** Draws the trial watermark into a page image; absent for a registered program. */
  markPage?: PageMarker | undefined;
  signal: AbortSignal;
  onProgress: StepSink<PublishStep>;
  /** Head texts, tracking script and search-engine text; all optional. */
  options?: BookPublishOptions;
}

export interface PublishHtmlResult {
  outDir: string;
  indexPath: string;
  pageCount: number;
}

/**
 * Writes a published HTML book: the reader, book.js with the book's data, and every page's
 * images. The project is only read. Any failure leaves the target as it was and becomes
 * PUBLISH_HTML_FAILED, except errors that already say what happened (CANCELLED, PATH_*).
 */
export async function publishHtml(job: PublishHtmlJob): Promise<PublishHtmlResult> {
  const outDir = path.resolve(validateOutputPath(job.outDir));
  await assertOutputWritable(outDir);
  if (job.project === null) throw new AppError('NO_PROJECT');
  const project = job.project;
  // One snapshot for the whole run, so an edit made meanwhile cannot mix two versions.
  const snapshot = project.snapshot();
  const total = snapshot.pages.length;
  if (total === 0) throw new AppError('NO_PAGES');

  try {
    await writeFolderAtomically(outDir, isEmptyOrPublishedBook, (temp) =>
      writeBookFolder(temp, { snapshot, assets: project.assets, readerAssetsDir: job.readerAssetsDir, signal: job.signal, onProgress: job.onProgress, publishOptions: job.options, markPage: job.markPage }),
    );
  } catch (error) {
    throw AppError.from(error, 'PUBLISH_HTML_FAILED');
  }
  return { outDir, indexPath: path.join(outDir, 'index.html'), pageCount: total };
}

/** Only an empty folder or an earlier published book may be replaced by a new one. */
async function isEmptyOrPublishedBook(dir: string): Promise<boolean> {
  return (await fs.readdir(dir)).length === 0 || (await isPublishedBookFolder(dir));
}
