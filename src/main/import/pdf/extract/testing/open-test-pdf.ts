import fs from 'node:fs';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { safeDocumentParams } from '../../pdf-options.js';

/**
 * Opens a PDF in the test's own thread with the import's document parameters, for tests
 * of the extraction functions that the render worker runs.
 */
export async function openTestPdf(source: string | Uint8Array): Promise<PDFDocumentProxy> {
  const params = safeDocumentParams('/unused.pdf', null);
  const { url: _url, ...rest } = params;
  const data = typeof source === 'string' ? new Uint8Array(fs.readFileSync(source)) : source.slice();
  return getDocument({ ...rest, data }).promise;
}

/** A page and the viewport extraction works in (scale 1, the page's own rotation). */
export async function testPage(doc: PDFDocumentProxy, pageNumber: number): Promise<{ page: PDFPageProxy; viewport: ReturnType<PDFPageProxy['getViewport']> }> {
  const page = await doc.getPage(pageNumber);
  return { page, viewport: page.getViewport({ scale: 1 }) };
}
