import os from 'node:os';
import path from 'node:path';
import type { ImportResult } from '../../../shared/api/import-api.js';
import type { Page } from '../../../shared/domain/page.js';
import { AppError } from '../../../shared/errors/app-error.js';
import type { EngineContext } from '../../engine/context.js';
import { DOCUMENT_STEP_TIMEOUT_MS, MAX_PDF_PAGES, MAX_RENDER_WORKERS, PAGE_RENDER_TIMEOUT_MS } from '../import-limits.js';
import { DEFAULT_RENDITION_PROFILE, type RenditionProfile } from '../rendition-profile.js';
import { runImport, type ImportOutcome, type ImportSink } from '../run-import.js';
import { preflightPdf } from './pdf-preflight.js';
import { RenderWorkerClient } from './render-worker-client.js';
import type { WorkerReply } from './worker-protocol.js';
import { renderWorkerScript, type WorkerScript } from './worker-script.js';

/** One PDF import. Only `file` is required; the rest exist for quality presets and tests. */
export interface PdfImportOptions {
  file: string;
  password?: string | undefined;
  profile?: RenditionProfile;
  workerScript?: WorkerScript;
  pageTimeoutMs?: number;
  /** The most workers to use; the pool is also bounded by the cores and the page count. */
  maxWorkers?: number;
}

/** Imports a PDF as the open project's pages, rendered by a pool of worker threads. */
export function importPdf(ctx: EngineContext, options: PdfImportOptions): Promise<ImportResult> {
  const file = path.resolve(options.file);
  return runImport(ctx, () => preflightPdf(file), (sink) => convertPdf({ ...options, file }, sink));
}

async function convertPdf(options: PdfImportOptions, sink: ImportSink): Promise<ImportOutcome> {
  const script = options.workerScript ?? renderWorkerScript();
  const profile = options.profile ?? DEFAULT_RENDITION_PROFILE;
  const open = (client: RenderWorkerClient) => openDocument(client, options.file, options.password ?? null, profile);
  const workers: RenderWorkerClient[] = [];
  try {
    const first = new RenderWorkerClient(script, sink.signal);
    workers.push(first);
    const numPages = await open(first);
    if (numPages > MAX_PDF_PAGES) throw new AppError('PDF_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, `the PDF has ${numPages} pages`);
    if (numPages < 1) throw new AppError('PDF_FILE_ERRORS', {}, 'the PDF has no pages');
    const outline = expectReply(await first.request({ type: 'outline' }, DOCUMENT_STEP_TIMEOUT_MS, 'reading the outline'), 'outlined');

    const poolSize = Math.max(1, Math.min(os.availableParallelism(), options.maxWorkers ?? MAX_RENDER_WORKERS, MAX_RENDER_WORKERS, numPages));
    const lanes = [{ client: first, ready: Promise.resolve(numPages) }];
    for (let i = 1; i < poolSize; i += 1) {
      const client = new RenderWorkerClient(script, sink.signal);
      workers.push(client);
      lanes.push({ client, ready: open(client) });
    }
    const pages = await renderAllPages(lanes, numPages, options, sink);
    return { pages, toc: outline.toc };
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

async function openDocument(client: RenderWorkerClient, file: string, password: string | null, profile: RenditionProfile): Promise<number> {
  const reply = await client.request({ type: 'open', file, password, profile }, DOCUMENT_STEP_TIMEOUT_MS, 'opening the PDF');
  return expectReply(reply, 'opened').numPages;
}

interface Lane {
  client: RenderWorkerClient;
  /** Resolves when the lane's worker has the document open. */
  ready: Promise<number>;
}

/**
 * Hands pages out one at a time to whichever worker is free, and writes each page's
 * renditions the moment they arrive, so memory holds at most one page per worker.
 * On the first failure every worker is stopped, and this returns only once no lane
 * can write anything more, so a rollback afterwards sees every written key.
 */
async function renderAllPages(lanes: Lane[], numPages: number, options: PdfImportOptions, sink: ImportSink): Promise<Page[]> {
  const pages: Page[] = [];
  const progress = sink.startProgress(numPages);
  const timeoutMs = options.pageTimeoutMs ?? PAGE_RENDER_TIMEOUT_MS;
  let next = 1;
  let firstError: unknown = null;

  const runLane = async ({ client, ready }: Lane) => {
    await ready;
    while (firstError === null && next <= numPages) {
      const pageNumber = next;
      next += 1;
      const reply = await client.request({ type: 'render', pageNumber }, timeoutMs, `rendering page ${pageNumber}`);
      const rendered = expectReply(reply, 'rendered');
      if (firstError !== null) return;
      pages[pageNumber - 1] = sink.writer.write(
        {
          thumb: new Uint8Array(rendered.thumb),
          normal: new Uint8Array(rendered.normal),
          hd: new Uint8Array(rendered.hd),
          width: rendered.width,
          height: rendered.height,
        },
        { kind: 'pdf', file: options.file, pageNumber },
      );
      progress.pageDone();
    }
  };
  const stopAll = (error: unknown) => {
    if (firstError === null) firstError = error;
    for (const lane of lanes) lane.client.terminate();
  };
  await Promise.all(lanes.map((lane) => runLane(lane).catch(stopAll)));
  if (firstError !== null) throw firstError;
  return pages;
}

/** Narrows a worker reply to the expected kind; a `failed` reply becomes its AppError. */
function expectReply<T extends WorkerReply['type']>(reply: WorkerReply, type: T): Extract<WorkerReply, { type: T }> {
  if (reply.type === type) return reply as Extract<WorkerReply, { type: T }>;
  if (reply.type === 'failed') throw new AppError(reply.code, {}, reply.detail);
  throw new AppError('PDF_CONVERSION_FAILED', {}, `render worker replied ${reply.type} where ${type} was expected`);
}
