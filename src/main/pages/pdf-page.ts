import type { Page } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';
import { convertPdf } from '../import/pdf/import-pdf.js';
import { preflightPdf } from '../import/pdf/pdf-preflight.js';
import { DEFAULT_RENDITION_PROFILE } from '../import/rendition-profile.js';
import type { ImportSink } from '../import/run-import.js';

/** One page of a PDF to add to the book. */
export interface PdfPageRequest {
  file: string;
  password?: string | undefined;
  /** 1-based. */
  pageNumber: number;
}

/** The caller has already applied the book's page allowance to this one page. */
const NO_FURTHER_LIMIT = { maxPages: null, watermark: false };

/**
 * Renders one PDF page into a book page through the same worker and checks as a PDF
 * import (a page range of that one page, whole, without its table of contents), so an
 * added page has the same renditions, text layer and links as an imported one.
 */
export async function renderOnePdfPage(request: PdfPageRequest, sink: ImportSink): Promise<Page> {
  await preflightPdf(request.file);
  const choices = { pageRange: String(request.pageNumber), cut: 'none' as const, extract: { toc: false } };
  const { pages } = await convertPdf({ file: request.file, password: request.password }, choices, DEFAULT_RENDITION_PROFILE, NO_FURTHER_LIMIT, sink);
  const [page] = pages;
  if (!page || pages.length !== 1) throw new AppError('PDF_CONVERSION_FAILED', {}, `page ${request.pageNumber} made ${pages.length} pages`);
  return page;
}
