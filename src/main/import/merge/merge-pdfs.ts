import path from 'node:path';
import type { ImportResult } from '../../../shared/api/import-api.js';
import type { ImportOptions } from '../../../shared/domain/import-options.js';
import type { Page, TocEntry } from '../../../shared/domain/page.js';
import { resolveQuality } from '../../../shared/validation/page-quality.js';
import type { EngineContext } from '../../engine/context.js';
import { throwIfCancelled } from '../../engine/job-runner.js';
import { convertPdf } from '../pdf/import-pdf.js';
import { renderWorkerScript, type WorkerScript } from '../pdf/worker-script.js';
import { renditionProfile, type RenditionProfile } from '../rendition-profile.js';
import { runImport, type ImportSink } from '../run-import.js';
import { preflightMerge, type MergePlan } from './merge-preflight.js';
import { offsetLinks, offsetToc } from './offset-pages.js';
import type { JobId } from '../../../shared/jobs/job-id.js';

/** A merge: the PDFs in book order, and the import panel's choices for all of them. */
export interface MergeOptions {
  files: readonly string[];
  /** The job id the caller chose, so it can cancel the import; made by the engine when absent. */
  jobId?: JobId | undefined;
  choices?: ImportOptions | undefined;
  /** Overrides the profile the quality choice gives (tests use small ones). */
  profile?: RenditionProfile;
  workerScript?: WorkerScript;
}

/**
 * Merges several PDFs, in the order given, into the book's pages as one import: one
 * transaction (a failure or a cancel in any file leaves the project as it was), one
 * progress count across every file, and every limit checked before the first page is
 * rendered. Each file goes through the same producer as a single PDF import, with the
 * same quality, extraction and widepage-cut choices. A page range names pages of one
 * document, so a merge takes every page of every file and does not apply one.
 * The files' tables of contents are joined, each moved on by the pages before it, and so
 * are their links to their own pages.
 */
export function mergePdfs(ctx: EngineContext, options: MergeOptions): Promise<ImportResult> {
  const files = options.files.map((file) => path.resolve(file));
  const { pageRange: _perDocument, ...choices } = options.choices ?? {};
  const profile = options.profile ?? renditionProfile(resolveQuality(choices.quality));
  const script = options.workerScript ?? renderWorkerScript();
  let plan: MergePlan = { totalPages: 0 };
  const precheck = async (signal: AbortSignal) => {
    plan = await preflightMerge(files, choices, profile, ctx.editionPolicy, script, signal);
  };
  return runImport(ctx, options.jobId, precheck, async (sink) => {
    // One count across every file: each file's producer reports into the same progress.
    const progress = sink.startProgress(plan.totalPages);
    const fileSink: ImportSink = { writer: sink.writer, signal: sink.signal, startProgress: () => progress };
    const pages: Page[] = [];
    const toc: TocEntry[] = [];
    let title: string | undefined;
    for (const file of files) {
      throwIfCancelled(sink.signal);
      const before = pages.length;
      const made = await convertPdf({ file, workerScript: script, spares: ctx.renderSpares }, choices, profile, ctx.editionPolicy, fileSink);
      pages.push(...made.pages.map((page) => offsetLinks(page, before)));
      toc.push(...offsetToc(made.toc, before));
      // The merged book is named after its first file, as a single import would be.
      title ??= made.title;
    }
    return { pages, toc, title };
  });
}
