import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { PdfFactsSchema } from '../../../shared/api/import-api.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { MAX_PDF_PAGES } from '../../../shared/limits.js';
import { DOCUMENT_STEP_TIMEOUT_MS } from '../import-limits.js';
import { DEFAULT_RENDITION_PROFILE } from '../rendition-profile.js';
import { preflightPdf } from './pdf-preflight.js';
import { finishRenderWorker, startRenderWorker, type RenderSpares } from './spare-render-workers.js';
import { expectReply } from './worker-reply.js';
import { renderWorkerScript, type WorkerScript } from './worker-script.js';

/** What pdf.inspect reports. */
export type PdfFacts = z.infer<typeof PdfFactsSchema>;

/**
 * Reads what the import panel shows about a PDF before importing it. The file goes through
 * the same checks as an import and is parsed in a render worker, never on the
 * engine's thread, so it fails with exactly the import's errors: not a PDF, too large,
 * too many pages, password required or incorrect, broken file.
 */
export async function inspectPdf(file: string, password: string | undefined, options: { script?: WorkerScript; spares?: RenderSpares | undefined } = {}): Promise<PdfFacts> {
  const script = options.script ?? renderWorkerScript();
  const absolute = path.resolve(file);
  await preflightPdf(absolute);
  const { size } = await fs.stat(absolute);
  // Nothing cancels an inspect but its own time limits. Its worker then waits idle, so the
  // import the panel starts next takes it with pdf.js already loaded.
  const client = startRenderWorker(options.spares, script, new AbortController().signal);
  try {
    const opened = await client.request({ type: 'open', file: absolute, password: password ?? null, profile: DEFAULT_RENDITION_PROFILE }, DOCUMENT_STEP_TIMEOUT_MS, 'opening the PDF');
    const pageCount = expectReply(opened, 'opened').numPages;
    if (pageCount > MAX_PDF_PAGES) throw new AppError('PDF_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, `the PDF has ${pageCount} pages`);
    if (pageCount < 1) throw new AppError('PDF_FILE_ERRORS', {}, 'the PDF has no pages');
    const facts = expectReply(await client.request({ type: 'facts' }, DOCUMENT_STEP_TIMEOUT_MS, 'reading the document'), 'facts');
    return { pageCount, fileSize: size, hasOutline: facts.hasOutline, firstPage: facts.firstPage };
  } finally {
    await finishRenderWorker(options.spares, script, client);
  }
}
