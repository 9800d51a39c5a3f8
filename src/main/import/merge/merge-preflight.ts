import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImportOptions } from '../../../shared/domain/import-options.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { MAX_PDF_BYTES, MAX_PDF_PAGES, MAX_PDF_SIZE_LABEL } from '../../../shared/limits.js';
import { DOCUMENT_STEP_TIMEOUT_MS } from '../import-limits.js';
import type { EditionPolicy } from '../../../shared/domain/edition.js';
import { assertPageAllowance } from '../page-policy.js';
import { planImport } from '../pdf/plan-import.js';
import { preflightPdf } from '../pdf/pdf-preflight.js';
import { RenderWorkerClient } from '../pdf/render-worker-client.js';
import type { RenditionProfile } from '../rendition-profile.js';
import { expectReply } from '../pdf/worker-reply.js';
import type { WorkerScript } from '../pdf/worker-script.js';

/** What the checks learned: how many book pages the merge makes in all. */
export interface MergePlan {
  totalPages: number;
}

/** Each file's own limit is the merge's, since the merge is what the user asked for. */
const NO_LIMIT_PER_FILE: EditionPolicy = { maxPages: null, watermark: false };

/**
 * Every check a merge makes before it renders anything, in the order a user would fix
 * them: no files; a file that is not a PDF (the same preflight as a single import); the
 * total size; a file that needs a password; the total page count and the page allowance.
 * Each file is opened (never rendered) in a worker of its own, so a hostile file stays
 * as contained here as in an import.
 */
export async function preflightMerge(
  files: readonly string[],
  choices: ImportOptions,
  profile: RenditionProfile,
  policy: EditionPolicy,
  script: WorkerScript,
  signal: AbortSignal,
): Promise<MergePlan> {
  if (files.length === 0) throw new AppError('MERGE_NO_FILES');
  let totalBytes = 0;
  for (const file of files) {
    await asMergeError(preflightPdf(file));
    totalBytes += (await fs.stat(file)).size;
  }
  if (totalBytes >= MAX_PDF_BYTES) throw new AppError('MERGE_TOO_LARGE', { pdfSize: MAX_PDF_SIZE_LABEL }, `the files come to ${totalBytes} bytes`);

  let totalPages = 0;
  for (const file of files) {
    totalPages += await countBookPages(file, choices, profile, script, signal);
    if (totalPages > MAX_PDF_PAGES) break;
  }
  if (totalPages > MAX_PDF_PAGES) {
    throw new AppError('MERGE_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, `the files come to more than ${MAX_PDF_PAGES} pages`);
  }
  // A merge replaces every page of the book, like an import.
  assertPageAllowance(policy, 0, totalPages);
  return { totalPages };
}

/** How many book pages one file makes with these choices (a widepage cut may double them). */
async function countBookPages(file: string, choices: ImportOptions, profile: RenditionProfile, script: WorkerScript, signal: AbortSignal): Promise<number> {
  const client = new RenderWorkerClient(script, signal);
  try {
    const opened = await client.request({ type: 'open', file, password: null, profile }, DOCUMENT_STEP_TIMEOUT_MS, 'opening the PDF');
    if (opened.type === 'failed' && (opened.code === 'PASSWORD_REQUIRED' || opened.code === 'INCORRECT_PASSWORD')) {
      throw new AppError('MERGE_PASSWORD_PROTECTED', { file: path.basename(file) }, opened.detail);
    }
    const { numPages } = expectReply(opened, 'opened');
    const plan = await asMergeError(
      planImport(numPages, choices, NO_LIMIT_PER_FILE, async (pageNumbers) => {
        const reply = await client.request({ type: 'sizes', pageNumbers }, DOCUMENT_STEP_TIMEOUT_MS, 'reading page sizes');
        return expectReply(reply, 'sized').sizes;
      }),
    );
    return plan.total;
  } finally {
    client.terminate();
  }
}

/** A single file over a single import's limit is over the merge's limit too; say it the merge's way. */
async function asMergeError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'PDF_TOO_LARGE') throw new AppError('MERGE_TOO_LARGE', { pdfSize: MAX_PDF_SIZE_LABEL }, error.detail);
    if (error instanceof AppError && error.code === 'PDF_TOO_MANY_PAGES') throw new AppError('MERGE_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, error.detail);
    throw error;
  }
}
