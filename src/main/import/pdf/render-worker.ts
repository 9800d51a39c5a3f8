/**
 * The render worker: a child process (decision 0246) that opens one PDF with pdf.js and
 * renders the pages it is asked for, one at a time. Untrusted PDF parsing happens only here,
 * never in the engine, so a hostile file can at worst be killed with its worker.
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { encodeExternalPage } from '../external/encode-external-page.js';
import type { RenditionProfile } from '../rendition-profile.js';
import { documentFacts, documentSubject, documentTitle, pageSizes } from './document-facts.js';
import { contentForParts } from './extract/content-for-parts.js';
import { describeError, openFailureCode } from './pdf-errors.js';
import { safeDocumentParams } from './pdf-options.js';
import { readOutline } from './pdf-outline.js';
import { renderPage } from './render-page.js';
import { renderThumbnail } from './render-thumbnail.js';
import { ScannedPages } from './scan/scanned-page.js';
import type { RenderedImages, RenderedPageMessage, WorkerMessage, WorkerRequest } from './worker-protocol.js';
import { workerPort } from './worker-port.js';

const port = workerPort();

// Every page is a new bitmap, so libvips's operation cache would only hold memory.
sharp.cache(false);
// The pool already runs one worker per core; libvips threads of its own in every worker would
// only contend for the same cores and multiply the native buffers (docs/decisions/0005).
sharp.concurrency(1);

let doc: PDFDocumentProxy | null = null;
let profile: RenditionProfile | null = null;
let extract = { links: false, text: false };
let scans: ScannedPages | null = null;

function reply(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  port.reply(message, transfer);
}

/** Copies a rendition into an ArrayBuffer of its own, which can then be transferred. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/** Lets go of the open document and all pdf.js holds for it (fonts, images, the file's bytes). */
async function closeDocument(): Promise<void> {
  const open = doc;
  doc = null;
  profile = null;
  scans?.close();
  scans = null;
  extract = { links: false, text: false };
  await open?.destroy().catch(() => undefined);
}

async function handle(request: WorkerRequest): Promise<void> {
  if (request.type === 'close') {
    await closeDocument();
    reply({ type: 'closed' });
    return;
  }
  if (request.type === 'open') {
    await closeDocument();
    try {
      doc = await getDocument(safeDocumentParams(request.file, request.password)).promise;
      profile = request.profile;
      extract = request.extract ?? { links: false, text: false };
      scans = new ScannedPages(request.file);
      reply({ type: 'opened', numPages: doc.numPages, title: await documentTitle(doc), subject: await documentSubject(doc) });
    } catch (error) {
      reply({ type: 'failed', code: openFailureCode(error), detail: describeError(error) });
    }
    return;
  }
  if (!doc || !profile) {
    reply({ type: 'failed', code: 'PDF_CONVERSION_FAILED', detail: 'no document is open' });
    return;
  }
  if (request.type === 'outline') {
    // A broken outline costs the book its table of contents, not its pages.
    const toc = await readOutline(doc).catch(() => []);
    reply({ type: 'outlined', toc });
    return;
  }
  if (request.type === 'facts' || request.type === 'sizes') {
    try {
      if (request.type === 'facts') reply({ type: 'facts', ...(await documentFacts(doc)) });
      else reply({ type: 'sized', sizes: await pageSizes(doc, request.pageNumbers) });
    } catch (error) {
      reply({ type: 'failed', code: 'PDF_FILE_ERRORS', detail: `reading page sizes: ${describeError(error)}` });
    }
    return;
  }
  try {
    const { pageNumber } = request;
    // The thumbnail goes out the moment it exists; the larger renditions follow in the reply.
    const onThumbnail = request.thumbnailFirst
      ? (bytes: Uint8Array) => {
          const thumb = ownBuffer(bytes);
          reply({ type: 'thumbnail', pageNumber, thumb }, [thumb]);
        }
      : undefined;
    let parts;
    if (request.external) parts = await encodeExternalPage(request.external, profile, request.parts, onThumbnail);
    else if (onThumbnail && request.parts.length === 0) {
      // A whole page's thumbnail is drawn small first, ahead of the HD draw (decision 0264).
      onThumbnail(await renderThumbnail(doc, pageNumber, profile, scans));
      parts = await renderPage(doc, pageNumber, profile, [], scans);
    } else parts = await renderPage(doc, pageNumber, profile, request.parts, scans, onThumbnail);
    // Links and text come from pdf.js whichever engine drew the page; extraction never throws.
    const contents = await contentForParts(doc, request.pageNumber, extract, parts.map(({ part }) => part));
    const images: RenderedImages[] = parts.map(({ part, renditions }, index) => ({
      ...contents[index],
      part,
      width: renditions.width,
      height: renditions.height,
      thumb: ownBuffer(renditions.thumb),
      normal: ownBuffer(renditions.normal),
      hd: ownBuffer(renditions.hd),
    }));
    const message: RenderedPageMessage = { type: 'rendered', pageNumber: request.pageNumber, images };
    reply(message, images.flatMap((image) => [image.thumb, image.normal, image.hd, ...(image.textLayer ? [image.textLayer] : [])]));
  } catch (error) {
    reply({ type: 'failed', code: 'PDF_CONVERSION_FAILED', detail: `page ${request.pageNumber}: ${describeError(error)}` });
  }
}

port.onRequest((request) => {
  void handle(request);
});
