import path from 'node:path';
import type { Page, TocEntry } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';
import { DOCUMENT_STEP_TIMEOUT_MS } from '../import/import-limits.js';
import { preflightPdf } from '../import/pdf/pdf-preflight.js';
import { RenderWorkerClient } from '../import/pdf/render-worker-client.js';
import { remapToc } from './toc-remap.js';
import { expectReply } from '../import/pdf/worker-reply.js';
import { renderWorkerScript, type WorkerScript } from '../import/pdf/worker-script.js';
import { DEFAULT_RENDITION_PROFILE } from '../import/rendition-profile.js';

/** Where each page of one source PDF is in the book now: PDF page → first book page showing it. */
function bookPagesOf(pages: readonly Page[], file: string): Map<number, number> {
  const map = new Map<number, number>();
  pages.forEach((page, index) => {
    if (page.source.kind === 'pdf' && page.source.file === file && !map.has(page.source.pageNumber)) map.set(page.source.pageNumber, index + 1);
  });
  return map;
}

async function readOutlineOf(file: string, script: WorkerScript): Promise<TocEntry[]> {
  const missing = (detail: string) => new AppError('TOC_SOURCE_MISSING', { file }, detail);
  await preflightPdf(path.resolve(file)).catch((error: unknown) => {
    throw missing(String(error));
  });
  // A short-lived worker, as pdf.inspect uses: the PDF is parsed off the engine's thread.
  const client = new RenderWorkerClient(script, new AbortController().signal);
  try {
    const opened = await client.request({ type: 'open', file, password: null, profile: DEFAULT_RENDITION_PROFILE }, DOCUMENT_STEP_TIMEOUT_MS, 'opening the PDF');
    expectReply(opened, 'opened');
    return expectReply(await client.request({ type: 'outline' }, DOCUMENT_STEP_TIMEOUT_MS, 'reading the outline'), 'outlined').toc;
  } catch (error) {
    // A protected PDF (its password is never kept) or a changed file: say which file, and why.
    throw missing(error instanceof AppError ? error.message : String(error));
  } finally {
    client.terminate();
  }
}

/**
 * The outlines of the PDFs the book's pages came from, read again and numbered as the
 * book's pages are now (pages moved, deleted or merged since the import), in the order the
 * files first appear in the book. Entries whose pages left the book are dropped.
 */
export async function rereadOutline(pages: readonly Page[], script: WorkerScript = renderWorkerScript()): Promise<TocEntry[]> {
  const files = [...new Set(pages.flatMap((page) => (page.source.kind === 'pdf' ? [page.source.file] : [])))];
  if (files.length === 0) throw new AppError('TOC_SOURCE_MISSING', { file: '—' }, 'no page of the book came from a PDF');
  const toc: TocEntry[] = [];
  for (const file of files) toc.push(...remapToc(await readOutlineOf(file, script), bookPagesOf(pages, file)));
  return toc;
}
