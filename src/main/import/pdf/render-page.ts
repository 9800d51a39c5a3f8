import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { encodeRenditions, type EncodedRenditions } from '../encode-renditions.js';
import type { RenditionProfile } from '../rendition-profile.js';

/** The canvas pdf.js creates in Node (@napi-rs/canvas), seen through what we use of it. */
interface CanvasAndContext {
  canvas: { data?: () => Uint8Array };
  context: { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } };
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * Renders one page once, at the HD size, and encodes every rendition from that one bitmap.
 * The page's cached resources are released afterwards so a worker's memory stays flat
 * however long the book is.
 */
export async function renderPage(doc: PDFDocumentProxy, pageNumber: number, profile: RenditionProfile): Promise<EncodedRenditions> {
  const page = await doc.getPage(pageNumber);
  const factory = doc.canvasFactory as CanvasFactory;
  let target: CanvasAndContext | null = null;
  try {
    const natural = page.getViewport({ scale: 1 });
    const scale = profile.hd.longEdge / Math.max(natural.width, natural.height, 1);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    target = factory.create(width, height);
    await page.render({
      canvas: target.canvas as HTMLCanvasElement,
      canvasContext: target.context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return await encodeRenditions({ data: readPixels(target, width, height), width, height, channels: 4 }, profile);
  } finally {
    if (target) factory.destroy(target);
    page.cleanup();
  }
}

/**
 * The canvas's RGBA bytes. @napi-rs/canvas hands out its pixel memory directly, which
 * saves a page-sized copy per page (about 18 MB and 100 ms at 2400 px) and much of the
 * native memory churn; getImageData gives the same bytes where that is not available.
 * The two agree because pdf.js paints the page on opaque white, so premultiplication
 * changes nothing.
 */
function readPixels(target: CanvasAndContext, width: number, height: number): Uint8Array | Uint8ClampedArray {
  const direct = typeof target.canvas.data === 'function' ? target.canvas.data() : null;
  if (direct && direct.byteLength === width * height * 4) return direct;
  return target.context.getImageData(0, 0, width, height).data;
}
