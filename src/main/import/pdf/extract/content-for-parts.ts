import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageLink } from '../../../../shared/domain/page-content.js';
import { extractPageContent, type ExtractChoice, type PageContent } from './extract-page-content.js';
import type { PagePart } from '../widepage-cut.js';
import { splitPageContent } from './split-page-content.js';

/**
 * The content of one book page as it crosses from a render worker: its links inline, and
 * its text layer already serialised as UTF-8 JSON, so the engine's thread only stores bytes.
 */
export interface PartContent {
  links?: PageLink[];
  textLayer?: ArrayBuffer;
}

function serialise(content: PageContent): PartContent {
  const out: PartContent = {};
  if (content.links) out.links = content.links;
  if (content.text) {
    const bytes = new TextEncoder().encode(JSON.stringify(content.text));
    // Copied into a buffer of its own so it can be transferred to the engine's thread.
    out.textLayer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  return out;
}

/**
 * Extracts a PDF page's links and text in the render worker, which already holds the
 * document, and shares them out to the book pages the page becomes: whole (part null) or
 * cut in halves. It never throws; a page whose content cannot be read gets none, and the
 * reason is logged, since losing links or text must never cost the user the import.
 */
export async function contentForParts(
  doc: PDFDocumentProxy,
  pageNumber: number,
  choice: Pick<ExtractChoice, 'links' | 'text'>,
  parts: ReadonlyArray<PagePart | null>,
  warn: (message: string) => void = (message) => console.warn(`Flipbook import: ${message}`),
): Promise<PartContent[]> {
  if (!choice.links && !choice.text) return parts.map(() => ({}));
  let content: PageContent = {};
  try {
    const page = await doc.getPage(pageNumber);
    try {
      const extracted = await extractPageContent(doc, page, pageNumber, choice);
      extracted.warnings.forEach(warn);
      content = extracted.content;
    } finally {
      page.cleanup();
    }
  } catch (error) {
    warn(`page ${pageNumber}: links and text left out: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parts.map((part) => serialise(part === null ? content : splitPageContent(content.links, content.text, part)));
}
