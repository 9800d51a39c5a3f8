import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanTitle } from './pdf-outline.js';
import type { PageSize } from './widepage-cut.js';

/** The displayed size of a page in PDF points, its own /Rotate applied. */
export async function pageSize(doc: PDFDocumentProxy, pageNumber: number): Promise<PageSize> {
  const page = await doc.getPage(pageNumber);
  try {
    const { width, height } = page.getViewport({ scale: 1 });
    return { width, height };
  } finally {
    page.cleanup();
  }
}

/** The sizes of several pages, in the order asked; the auto widepage cut plans with them. */
export async function pageSizes(doc: PDFDocumentProxy, pageNumbers: readonly number[]): Promise<PageSize[]> {
  const sizes: PageSize[] = [];
  for (const pageNumber of pageNumbers) sizes.push(await pageSize(doc, pageNumber));
  return sizes;
}

/** What pdf.inspect reports beyond the page count: is there an outline, and page 1's size. */
export async function documentFacts(doc: PDFDocumentProxy): Promise<{ hasOutline: boolean; firstPage: PageSize }> {
  // A broken outline reads as no outline, as it does on import.
  const outline = await doc.getOutline().catch(() => null);
  const firstPage = doc.numPages > 0 ? await pageSize(doc, 1) : { width: 0, height: 0 };
  return { hasOutline: Array.isArray(outline) && outline.length > 0, firstPage };
}

/**
 * The document's Title metadata as one line, or '' when it has none. Damaged metadata is no
 * title, not a failed import: the book then takes the file's name.
 */
export async function documentTitle(doc: PDFDocumentProxy): Promise<string> {
  return cleanTitle(await infoField(doc, 'Title'));
}

/** The document's Subject metadata as one line, or '' when it has none: the book's description by default. */
export async function documentSubject(doc: PDFDocumentProxy): Promise<string> {
  return cleanTitle(await infoField(doc, 'Subject'));
}

async function infoField(doc: PDFDocumentProxy, field: 'Title' | 'Subject'): Promise<unknown> {
  const metadata = await doc.getMetadata().catch(() => null);
  const info: unknown = metadata?.info;
  return typeof info === 'object' && info !== null && field in info ? (info as Record<string, unknown>)[field] : '';
}
