import type { PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { RawImage } from '../../encoding/raw-image.js';
import { PDF_MAX_IMAGE_PIXELS } from '../../import-limits.js';
import { findPageScan, type Matrix } from './page-scan-content.js';
import { PdfFile } from './pdf-file.js';
import { scanJpeg } from './scan-jpeg.js';
import { placeScan } from './scan-placement.js';

/**
 * The scanned-page fast path (docs/decisions/0255): a page that only draws one JPEG over
 * its whole area (and perhaps an invisible OCR text layer) is decoded by libjpeg-turbo
 * through sharp, shrunk as it loads, instead of by pdf.js's JavaScript decoder and canvas.
 * One reader per open document; the file is read in place, a few objects per page. Any
 * page it does not fully understand, and any failure, gives null, and pdf.js draws it.
 */
export class ScannedPages {
  private file: PdfFile | null | undefined;

  constructor(private readonly path: string) {}

  /** The page's bitmap at `width` × `height` (the size pdf.js would draw), RGB; null when pdf.js must draw it. */
  async bitmap(page: PDFPageProxy, viewport: PageViewport, width: number, height: number): Promise<RawImage | null> {
    const file = this.open();
    if (!file || !page.ref) return null;
    let plan;
    try {
      const scan = findPageScan(file, page.ref.num);
      const jpeg = scanJpeg(file, scan.image, PDF_MAX_IMAGE_PIXELS);
      const placement = placeScan(scan, viewport.transform as unknown as Matrix, viewport.width, viewport.height);
      plan = { jpeg, placement };
    } catch {
      return null;
    }
    try {
      // pdf.js ignores a JPEG's own ICC profile under DeviceRGB or DeviceGray, so libvips must too;
      // any libjpeg warning (a truncated or damaged JPEG) sends the page to pdf.js.
      let image = sharp(plan.jpeg.bytes, { failOn: 'warning', ignoreIcc: true, limitInputPixels: PDF_MAX_IMAGE_PIXELS });
      // sharp mirrors before it turns, whatever the call order: a mirror after a quarter turn
      // is the other mirror before it.
      const { rotate90, flip, flop } = plan.placement;
      if (rotate90 ? flop : flip) image = image.flip();
      if (rotate90 ? flip : flop) image = image.flop();
      if (rotate90) image = image.rotate(90);
      const { data, info } = await image
        // Mitchell comes closest to pdf.js's own smoothing (scanned book: SSIM 0.997 against
        // its drawing, and the same bytes once encoded; lanczos3 kept more grain, 0.994 and 10% more bytes).
        .resize({ width, height, fit: 'fill', kernel: 'mitchell' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.width !== width || info.height !== height || info.channels !== 3) return null;
      return { data, width, height, channels: 3 };
    } catch {
      // A JPEG libjpeg refuses (truncated, corrupt) may still show in part with pdf.js.
      return null;
    }
  }

  close(): void {
    this.file?.close();
    this.file = null;
  }

  private open(): PdfFile | null {
    if (this.file === undefined) {
      try {
        this.file = new PdfFile(this.path);
      } catch {
        this.file = null;
      }
    }
    return this.file;
  }
}
