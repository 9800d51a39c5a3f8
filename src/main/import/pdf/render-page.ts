import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { encodeRenditions, type EncodedRenditions } from '../encode-renditions.js';
import { exactNormalScale, renderScale, type RenditionProfile } from '../rendition-profile.js';
import { cropHalf } from './crop-half.js';
import { PageCanvas, readPixels, type CanvasFactory } from './page-canvas.js';
import type { ScannedPages } from './scan/scanned-page.js';
import type { PagePart } from './widepage-cut.js';

/** The canvas a worker renders its pages into, kept from page to page (see PageCanvas). */
const pageCanvas = new PageCanvas();

/** The renditions of one book page made from a PDF page: the whole page, or one half. */
export interface RenderedPart {
  part: PagePart | null;
  renditions: EncodedRenditions;
}

/**
 * Renders one page once, at the profile's DPI capped to its HD edge, and encodes every
 * rendition from that one bitmap. A page to be cut is rendered whole and cropped into its
 * halves, in the order `parts` gives; the edge cap then applies to each half, since each
 * half is a book page. The page's cached resources are released afterwards so a worker's
 * memory stays flat however long the book is. `onThumbnail` gets the first book page's
 * thumbnail as soon as it is encoded, before the rest (decision 0264).
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  profile: RenditionProfile,
  parts: readonly PagePart[] = [],
  scans: ScannedPages | null = null,
  onThumbnail?: (thumb: Uint8Array) => void,
): Promise<RenderedPart[]> {
  const page = await doc.getPage(pageNumber);
  const factory = doc.canvasFactory as CanvasFactory;
  let lease: ReturnType<PageCanvas['take']> | null = null;
  let failed = true;
  try {
    const natural = page.getViewport({ scale: 1 });
    const cut = parts.length > 0;
    const scale = renderScale(profile, cut ? natural.width / 2 : natural.width, natural.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    // A scanned page's JPEG is decoded by libjpeg at the bitmap's size; pdf.js draws every other page.
    let whole = scans ? await scans.bitmap(page, viewport, width, height) : null;
    if (!whole) {
      lease = pageCanvas.take(factory, width, height);
      const target = lease.canvas;
      await page.render({
        canvas: target.canvas as HTMLCanvasElement,
        canvasContext: target.context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      whole = { data: readPixels(target, width, height), width, height, channels: 4 };
    }
    const out: RenderedPart[] = [];
    for (const part of cut ? parts : [null]) {
      const image = part ? await cropHalf(whole, part) : whole;
      // The page's true size in pixels, before the bitmap rounded it: a half is half the page.
      const trueLongEdge = Math.max(part ? viewport.width / 2 : viewport.width, viewport.height);
      const first = out.length === 0 ? onThumbnail : undefined;
      out.push({ part, renditions: await encodeRenditions(image, profile, exactNormalScale(image, trueLongEdge, profile), first) });
    }
    failed = false;
    return out;
  } finally {
    lease?.release(failed);
    page.cleanup();
  }
}
