import type { ImportResult } from '../../shared/api/import-api.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { EngineContext } from '../engine/context.js';
import { importPdf } from '../import/pdf/import-pdf.js';
import { preflightPdf } from '../import/pdf/pdf-preflight.js';
import { demoBookFile } from '../platform/demo-book.js';

/**
 * Opens the demo book as a new, unsaved project: the same import a user's PDF gets, so the
 * outline becomes the table of contents and the links stay live. A demo file that is missing
 * or damaged is reported before the open project is replaced; an import that fails or is
 * cancelled closes the new project again, leaving no half-made demo open.
 */
export async function openDemoBook(ctx: EngineContext, title: string, jobId: JobId | undefined): Promise<ImportResult> {
  const file = demoBookFile(ctx.readerAssetsDir);
  await preflightPdf(file);
  ctx.session.create(title);
  try {
    return await importPdf(ctx, { file, jobId, choices: { extract: { toc: true, links: true, text: true } } });
  } catch (error) {
    ctx.session.close();
    throw error;
  }
}
