import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { encodeThumbnail } from '../encode-renditions.js';
import type { RawImage } from '../encoding/raw-image.js';
import { fitRendition, renderScale, type PixelSize, type RenditionProfile } from '../rendition-profile.js';
import { readPixels, type CanvasFactory } from './page-canvas.js';
import type { ScannedPages } from './scan/scanned-page.js';

/**
 * How much larger than the thumbnail the page is drawn for it: pdf.js's anti-aliasing at the
 * thumbnail's own size leaves text blotchier than a downscale does, and twice the size costs
 * a twenty-fifth of the HD draw's pixels.
 */
const OVERSAMPLE = 2;

/**
 * Page 1's thumbnail, drawn small on its own before the page is drawn at HD size, so the
 * editor shows the book without waiting for the HD draw and the larger renditions (decision
 * 0264). Its size is the one encodeRenditions gives the page's thumbnail. The page is not
 * cleaned up here: pdf.js keeps its parsed content and fonts for the HD draw that follows,
 * so that draw does not parse it again, and renderPage cleans it up.
 */
export async function renderThumbnail(doc: PDFDocumentProxy, pageNumber: number, profile: RenditionProfile, scans: ScannedPages | null): Promise<Uint8Array> {
  const page = await doc.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const scale = renderScale(profile, natural.width, natural.height);
  const hd = page.getViewport({ scale });
  const thumb = fitRendition({ width: Math.max(1, Math.round(hd.width)), height: Math.max(1, Math.round(hd.height)) }, profile.thumb);
  const drawn = Math.min(1, (OVERSAMPLE * Math.max(thumb.width, thumb.height)) / Math.max(hd.width, hd.height, 1));
  const viewport = page.getViewport({ scale: scale * drawn });
  const size: PixelSize = { width: Math.max(1, Math.round(viewport.width)), height: Math.max(1, Math.round(viewport.height)) };
  // A scanned page's JPEG is decoded small by libjpeg, as renderPage decodes it at HD size.
  const scanned = scans ? await scans.bitmap(page, viewport, size.width, size.height) : null;
  const bitmap = scanned ?? (await drawPage(doc, page, viewport, size));
  return encodeThumbnail(bitmap, thumb, profile.thumb);
}

type PageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

/** Draws the page into a canvas of its own, which is gone once its pixels are copied. */
async function drawPage(doc: PDFDocumentProxy, page: PageProxy, viewport: ReturnType<PageProxy['getViewport']>, size: PixelSize): Promise<RawImage> {
  const factory = doc.canvasFactory as CanvasFactory;
  const target = factory.create(size.width, size.height);
  try {
    await page.render({
      canvas: target.canvas as HTMLCanvasElement,
      canvasContext: target.context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return { data: new Uint8Array(readPixels(target, size.width, size.height)), ...size, channels: 4 };
  } finally {
    factory.destroy(target);
  }
}
