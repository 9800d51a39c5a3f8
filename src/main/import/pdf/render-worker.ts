/**
 * The render worker: a worker thread that opens one PDF with pdf.js and renders the pages
 * it is asked for, one at a time. Untrusted PDF parsing happens only here, never on the
 * engine's thread, so a hostile file can at worst be killed with its worker.
 */
import { parentPort } from 'node:worker_threads';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { RenditionProfile } from '../rendition-profile.js';
import { describeError, openFailureCode } from './pdf-errors.js';
import { safeDocumentParams } from './pdf-options.js';
import { readOutline } from './pdf-outline.js';
import { renderPage } from './render-page.js';
import type { RenderedPageMessage, WorkerReply, WorkerRequest } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('render-worker must run in a worker thread');

// Every page is a new bitmap, so libvips's operation cache would only hold memory.
sharp.cache(false);

let doc: PDFDocumentProxy | null = null;
let profile: RenditionProfile | null = null;

function reply(message: WorkerReply, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

/** Copies a rendition into an ArrayBuffer of its own, which can then be transferred. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

async function handle(request: WorkerRequest): Promise<void> {
  if (request.type === 'open') {
    try {
      doc = await getDocument(safeDocumentParams(request.file, request.password)).promise;
      profile = request.profile;
      reply({ type: 'opened', numPages: doc.numPages });
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
  try {
    const pages = await renderPage(doc, request.pageNumber, profile);
    const message: RenderedPageMessage = {
      type: 'rendered',
      pageNumber: request.pageNumber,
      width: pages.width,
      height: pages.height,
      thumb: ownBuffer(pages.thumb),
      normal: ownBuffer(pages.normal),
      hd: ownBuffer(pages.hd),
    };
    reply(message, [message.thumb, message.normal, message.hd]);
  } catch (error) {
    reply({ type: 'failed', code: 'PDF_CONVERSION_FAILED', detail: `page ${request.pageNumber}: ${describeError(error)}` });
  }
}

port.on('message', (request: WorkerRequest) => {
  void handle(request);
});
