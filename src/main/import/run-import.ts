import type { ImportResult } from '../../shared/api/import-api.js';
import { DEFAULT_PROJECT_TITLE, type BookPatch, type ProjectSnapshot } from '../../shared/domain/book.js';
import type { Page, TocEntry } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { EngineContext } from '../engine/context.js';
import { throwIfCancelled } from '../engine/job-runner.js';
import { tocAfterReimport } from '../toc/toc-follow.js';
import { defaultDescription, pageText } from './default-description.js';
import { ImportProgress } from './import-progress.js';
import { PageWriter } from './page-assets.js';

/** What a producer has to hand while it makes pages. */
export interface ImportSink {
  readonly writer: PageWriter;
  readonly signal: AbortSignal;
  /** Call once the number of pages is known, before the first page is done. */
  startProgress(total: number): ImportProgress;
}

/** What a producer hands back: every page in book order, and the table of contents. */
export interface ImportOutcome {
  pages: Page[];
  toc: TocEntry[];
  /** The title a blank project takes from its source: a PDF's Title metadata, else its file name. */
  title?: string;
  /** A PDF's Subject metadata: a book without a description takes it (default-description.ts). */
  subject?: string;
}

/**
 * Runs an import as an `import` job, as a transaction on the open project: the pages
 * replace the book's pages only when every one of them is written. On a failure or a
 * cancel, every asset written so far is deleted and the project is as it was before.
 * `precheck` runs first, so a file that is plainly wrong never opens a new project.
 * A re-import keeps the book's own table of contents where its pages still exist.
 */
export function runImport(
  ctx: EngineContext,
  jobId: JobId | undefined,
  precheck: (signal: AbortSignal) => Promise<void>,
  produce: (sink: ImportSink) => Promise<ImportOutcome>,
): Promise<ImportResult> {
  return ctx.jobs.run('import', jobId, async (job) => {
    const { signal } = job;
    await precheck(signal);
    throwIfCancelled(signal);
    const hadProject = ctx.session.current() !== null;
    const project = ctx.session.ensureOpen();
    const wasBlank = isBlank(project.snapshot());
    const writer = new PageWriter(project.assets);
    const sink: ImportSink = {
      writer,
      signal,
      // The pages done so far go out as they come (import.pages), for the editor's strip, and
      // the first page's thumbnail before them all (import.firstThumbnail, decision 0264).
      startProgress: (total) =>
        new ImportProgress(job, total, {
          pages: (pages) => ctx.events.emit('import.pages', { jobId: job.id, pages }),
          firstThumbnail: (thumb) => ctx.events.emit('import.firstThumbnail', { jobId: job.id, thumb }),
        }),
    };
    try {
      const { pages, toc, title, subject } = await produce(sink);
      throwIfCancelled(signal);
      project.replacePages(pages, tocAfterReimport(project.snapshot(), pages.length, toc));
      // A blank project is named after its first source, so books stop all being "My Project"
      // (and all publishing the same plug-in, issue 21); a title the author chose is kept.
      const patch: BookPatch = wasBlank && title !== undefined && title !== '' ? { title } : {};
      // A book without a description gets one, so its published page is never described as
      // empty; in the same undo step as the title.
      const book = project.snapshot().book;
      if (book.description === '') patch.description = defaultDescription({ subject, firstPageText: pageText(pages[0], project.assets), title: patch.title ?? book.title });
      if (Object.keys(patch).length > 0) project.updateBook(patch);
      return { importedPages: pages.length, project: project.snapshot() };
    } catch (error) {
      writer.rollback();
      // An import into a project it had to create leaves nothing behind either.
      if (!hadProject) closeQuietly(ctx);
      if (signal.aborted) throw new AppError('CANCELLED');
      throw error;
    }
  });
}

/** A project with no pages whose title is still the default: nothing the author made yet. */
function isBlank(snapshot: ProjectSnapshot): boolean {
  return snapshot.pages.length === 0 && snapshot.book.title === DEFAULT_PROJECT_TITLE;
}

function closeQuietly(ctx: EngineContext): void {
  try {
    ctx.session.close();
  } catch {
    // The import's own error is the one the user needs to see, not a failure to tidy up.
  }
}
